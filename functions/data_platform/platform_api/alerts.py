"""Alerts (REFERENCE 6.3; docs/data-platform.md "Alerts"): the data platform's CRUD of an
organization's alerts (internal token, ``organizationId``; another organization's alert is 404).

The retailers' routes (``/api/alerts``: their organization's own alerts and the instances) are served
by the Tags function (``tags_api/alerts.py``), a plan from an instance by the Plans function
(``plans_api/alert_plans.py``): this function's Lambda resource policy is near its 20 KB limit.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One
from inventory_planning.coldstart import lazy

# each service module loads on its first request (decisions 0013, 0046)
alerts_service = lazy("inventory_planning.services.alerts.core")

# the records load on the first request (decision 0013)
records = lazy("inventory_planning.contracts.data_platform.alerts")

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")
BASE = "/api/data-platform/alerts"
NOT_FOUND = [(404, "NOT_FOUND")]
AlertPath = Annotated[str, Path(min_length=1, max_length=64)]
OrganizationId = Annotated[str, Query(alias="organizationId", min_length=1, max_length=64, description="the tenant")]


@router.get(BASE, operation_id="listAlerts", permission=INTERNAL, errors=NOT_FOUND)
def list_alerts(
    organization_id: OrganizationId,
    is_active: Annotated[bool | None, Query(alias="isActive")] = None,
    name_includes: Annotated[str | None, Query(alias="nameIncludes", min_length=1, max_length=255)] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> records.AlertList:
    """The organization's alerts, oldest first: ``{success, items, limit, offset, total}``."""
    return records.AlertList.model_validate(alerts_service.list_alerts(organization_id, offset, limit, is_active, name_includes))


@router.post(BASE, operation_id="createAlert", permission=INTERNAL, status=201, errors=NOT_FOUND)
def create_alert(body: Annotated[records.CreateAlert, Body()]) -> One[records.Alert]:
    """Create an alert: a metric of the catalogue or a risk type, over a perimeter, against a
    threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with approachPercentage, or
    FORECASTED_THRESHOLD with forecastDays), at a check level, with a frequency and recipients."""
    return One(data=alerts_service.create_alert(body.organizationId, body.model_dump(exclude={"organizationId"})))


@router.get(f"{BASE}/{{alert_id}}", operation_id="getAlert", permission=INTERNAL, errors=NOT_FOUND)
def get_alert(alert_id: AlertPath, organization_id: OrganizationId) -> One[records.Alert]:
    """One alert."""
    return One(data=alerts_service.get_alert(organization_id, alert_id))


@router.patch(f"{BASE}/{{alert_id}}", operation_id="updateAlert", permission=INTERNAL, errors=NOT_FOUND)
def update_alert(alert_id: AlertPath, body: Annotated[records.ChangeAlert, Body()]) -> One[records.Alert]:
    """Change fields of an alert (the others stay; the result is checked as a whole)."""
    changes = body.model_dump(exclude={"organizationId"}, exclude_unset=True)
    return One(data=alerts_service.update_alert(body.organizationId, alert_id, changes))


@router.delete(f"{BASE}/{{alert_id}}", operation_id="deleteAlert", permission=INTERNAL, errors=NOT_FOUND)
def delete_alert(alert_id: AlertPath, organization_id: OrganizationId) -> Done:
    """Delete an alert; its open instances are resolved (resolution AUTO)."""
    alerts_service.delete_alert(organization_id, alert_id)
    return Done()
