"""Workflow endpoints (issue 26; docs/automation.md): workflows, their runs, and the credentials their
webhooks send.

Reading needs ``inventoryPlans.view``, changing needs ``inventoryPlans.manage``. Each router calls one
use case of ``inventory_planning.services.workflows``.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from workflows_api import credentials

app = create_app("Workflows")
app.include(credentials.router)
lambda_handler = make_handler(app)
