"""Configuration endpoints of the intelligence layer: approval policies, planning periods and budget
envelopes, business-logic rulesets and rules, org lists, metrics, supplier-variant constraints, markdown
calendars, size curves, and the audit log of their changes.

Reading needs ``intelligenceLayer.view``, changing needs ``intelligenceLayer.configure``. Every change
is stored with its audit entry in one transaction (``inventory_planning.store.configuration``).
Routes are declared in one ApiRouter per resource family (``config_api``), with their permission
and error codes, and each calls a use case of ``inventory_planning.services.configuration``; the
services raise domain errors (``inventory_planning.kernel.errors``) that ``create_app`` maps to the
envelope.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from config_api import audit, budgets, constraints, markdown_calendars, metrics, org_lists, policies, rulesets, size_curves
from inventory_planning.api.app import create_app, make_handler

app = create_app("Configuration")
app.include(
    policies.router,
    budgets.router,
    rulesets.router,
    org_lists.router,
    metrics.router,
    constraints.router,
    audit.router,
    markdown_calendars.router,
    size_curves.router,
)
lambda_handler = make_handler(app)
