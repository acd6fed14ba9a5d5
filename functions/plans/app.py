"""Plan endpoints (issue 8): restock, markdown, rebalance and pre-season plans, supplier returns and
exchanges (issue 37), their items, their activity, approval requests, pre-season plans' generated
scenarios, and a plan started from an alert instance (``plans_api/alert_plans.py``).

Reading needs ``inventoryPlans.view``, changing needs ``inventoryPlans.manage``, deciding an
approval request needs ``inventoryPlans.approvalsDecide``. The routers are thin: each calls one use
case of ``inventory_planning.services.plans`` / ``services.approvals`` (docs/plans.md).
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from inventory_planning.api.app import create_app, make_handler
from plans_api import alert_plans, approvals, items, plans, supplier_plans
from pre_season_api import scenarios

app = create_app("Plans")
app.include(plans.router, items.router, approvals.router, supplier_plans.router, scenarios.router, alert_plans.router)
lambda_handler = make_handler(app)
