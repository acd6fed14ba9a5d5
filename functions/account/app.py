"""Account endpoints: health, whoami, and service-account tokens (settings area).

Routes are declared once on :data:`router` (path, permission, errors, response model); the token
rules are in :mod:`inventory_planning.services.account.tokens`.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from account_api import account
from inventory_planning.api.app import create_app, make_handler

app = create_app("Account")
app.include(account.router)
lambda_handler = make_handler(app)
