"""Account endpoints: health, whoami, service-account tokens (settings area), members and teams.

Routes are declared once on :data:`router` (path, permission, errors, response model); the token
rules are in :mod:`inventory_planning.services.account.tokens`.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from account_api import account
from inventory_planning.api.app import create_app, make_handler
from members_api import members
from teams_api import teams

app = create_app("Account")
app.include(account.router)
app.include(members.router)
app.include(teams.router)
lambda_handler = make_handler(app)
