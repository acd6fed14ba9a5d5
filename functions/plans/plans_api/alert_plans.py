"""A plan started from an alert instance (REFERENCE 6.3 "A plan can be launched from an instance";
docs/decisions/0054): ``POST /api/alerts/instances/{id}/plan``, ``inventoryPlans.manage`` and
``signals.view`` (the instance is read), served here beside POST /api/plans/from-recommendation (the
plan's writes are this function's). The alert's other routes are the Tags function's (``tags_api/alerts.py``).
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.routes import ApiRouter
from inventory_planning.coldstart import lazy

from plans_api.common import MANAGE, caller_of

# the service and the records load on the first request (decisions 0013, 0046)
alert_plans = lazy("inventory_planning.services.alerts.plans")
records = lazy("inventory_planning.contracts.data_platform.alerts")
plan_records = lazy("inventory_planning.contracts.plans")

router = ApiRouter(tag="Alerts")
InstancePath = Annotated[str, Path(min_length=1, max_length=64)]


@router.post(
    "/api/alerts/instances/{instance_id}/plan", operation_id="startPlanFromAlertInstance", permission=MANAGE,
    status=201, errors=[(404, "NOT_FOUND"), (404, "PLAN_NOT_FOUND"), (409, "CONCURRENT_MODIFICATION")],
)  # fmt: skip
def start_plan(
    instance_id: InstancePath, body: Annotated[records.InstancePlan, Body()]
) -> plan_records.PlanChange[records.InstancePlanResult]:
    """Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
    or a low stock (CURRENT_STOCK_LEVEL, DAYS_OF_STOCK LOWER_*) starts a RESTOCK plan (``quantity``
    per item), an overstock or slow-mover risk or a high stock a MARKDOWN plan (``discountPercent``,
    ``startDate``, ``endDate``); another alert has no plan type (422 naming instanceId). The
    instance's variant x shop entities become the items through the usual path (rules, audit),
    ``source`` alert-instance and ``sourceRef`` the instance; those that cannot are in ``skipped``.
    A retried request answers the same plan (``wasCreated`` false).

    For agents: act on an alert instance (GET /api/alerts/instances) by planning it: read the plan
    back at GET /api/restock-plans/{planId} or /api/markdown-plans/{planId}."""
    identity = current_identity(router)
    identity.require("signals.view")
    result = alert_plans.start_plan(caller_of(identity), instance_id, body)
    return plan_records.PlanChange.model_validate({"data": result.data, "businessRuleWarnings": list(result.warnings)})
