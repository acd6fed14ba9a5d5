"""The organization's alerts and their instances (REFERENCE 6.3; docs/data-platform.md "Alerts";
docs/decisions/0054), for retailers (BearerAuth), the organization always the token's.

- ``/api/alerts``: the alerts the organization defines, the data platform's record and checks
  (``services.alerts.core``), ``signals.view`` to read, ``signals.manage`` to change; a shop-scoped
  caller sees and defines the alerts over its shops only (``storesIds`` all its own).
- ``/api/alerts/instances``: what the alerts raised, ``signals.view`` to list them, ``signals.manage``
  to acknowledge, resolve or archive one; a shop-scoped caller sees and handles the instances
  involving one of its shops (another one's is 404). An instance's ``alertValue`` and perimeterResults
  values are figures (``Identity.figures``, docs/decisions/0024): null without analytics.view, and for
  a shop-scoped caller null where they sum shops not its own.

Served by the Tags function (the signals: tags and alerts), not by DataPlatformFunction, whose Lambda
resource policy is near its 20 KB limit; a plan from an instance is the Plans function's
(``plans_api/alert_plans.py``).
"""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy

# the service loads on the first request (decisions 0013, 0046)
alerts_service = lazy("inventory_planning.services.alerts.core")

# the records load on the first request (decision 0013)
records = lazy("inventory_planning.contracts.data_platform.alerts")

retailer = ApiRouter(tag="Alerts")
NOT_FOUND = [(404, "NOT_FOUND")]
AlertPath = Annotated[str, Path(min_length=1, max_length=64)]


@retailer.get("/api/alerts/instances", operation_id="listAlertInstances", permission="signals.view")
def list_instances(
    page: Page = 1,
    page_size: PageSize = 20,
    status: Annotated[Literal["pending", "acknowledged", "resolved", "archived"] | None, Query()] = None,
) -> PageOf[records.AlertInstance]:
    """The organization's alert instances, newest first: what matched, its value and perimeter, and
    its status. Without ``status`` the archived ones are left out (``status=archived`` lists them).
    The values are figures (docs/decisions/0024): null without analytics.view, and for a shop-scoped
    caller null where they sum shops not its own.

    For agents: the alerts the organization defines raise these each night (GET /api/alerts lists
    the definitions); acknowledge, resolve or archive one, or start a plan from it (POST
    /api/alerts/instances/{id}/plan)."""
    identity = current_identity(retailer)
    org, scope, figures = identity.organization_id, identity.shop_scope, identity.figures
    return PageOf.model_validate(alerts_service.list_instances(org, page, page_size, status, scope, figures))


@retailer.post(
    "/api/alerts/instances/{instance_id}/acknowledge", operation_id="acknowledgeAlertInstance", permission="signals.manage",
    errors=[*NOT_FOUND, (409, "ALERT_INSTANCE_NOT_PENDING")],
)  # fmt: skip
def acknowledge(instance_id: AlertPath, body: Annotated[records.InstanceComment, Body()]) -> One[records.AlertInstance]:
    """pending -> acknowledged, with who, when and an optional comment."""
    identity = current_identity(retailer)
    scope = identity.shop_scope
    org, who, figures = identity.organization_id, identity.principal_id, identity.figures
    return One(data=alerts_service.acknowledge(org, instance_id, who, body.comment, scope, figures))


@retailer.post(
    "/api/alerts/instances/{instance_id}/resolve", operation_id="resolveAlertInstance", permission="signals.manage",
    errors=[*NOT_FOUND, (409, "ALERT_INSTANCE_RESOLVED")],
)  # fmt: skip
def resolve(instance_id: AlertPath, body: Annotated[records.InstanceComment, Body()]) -> One[records.AlertInstance]:
    """pending or acknowledged -> resolved, with who, when and an optional comment."""
    identity = current_identity(retailer)
    scope = identity.shop_scope
    org, who, figures = identity.organization_id, identity.principal_id, identity.figures
    return One(data=alerts_service.resolve(org, instance_id, who, body.comment, scope, figures))


@retailer.post(
    "/api/alerts/instances/{instance_id}/archive", operation_id="archiveAlertInstance", permission="signals.manage",
    errors=[*NOT_FOUND, (409, "ALERT_INSTANCE_ARCHIVED")],
)  # fmt: skip
def archive(instance_id: AlertPath, body: Annotated[records.InstanceComment, Body()]) -> One[records.AlertInstance]:
    """Any status -> archived, with who, when and an optional comment: hidden from the default list
    (``status=archived`` lists it); no longer open, so a group that still matches raises a new
    instance on the next run.

    For agents: archive an instance nobody needs to see again (resolve one that was dealt with)."""
    identity = current_identity(retailer)
    scope = identity.shop_scope
    org, who, figures = identity.organization_id, identity.principal_id, identity.figures
    return One(data=alerts_service.archive(org, instance_id, who, body.comment, scope, figures))


# --- the organization's own alerts (the data platform's record and checks; docs/decisions/0054) ---
# Declared after the instances' routes: /api/alerts/instances is not an alert id.

TENANT = "/api/alerts"
TENANT_NOT_FOUND = [(404, "NOT_FOUND")]


@retailer.get(TENANT, operation_id="listOrganizationAlerts", permission="signals.view")
def list_own_alerts(
    is_active: Annotated[bool | None, Query(alias="isActive")] = None,
    name_includes: Annotated[str | None, Query(alias="nameIncludes", min_length=1, max_length=255)] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> records.AlertList:
    """The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
    offset, total}``; a shop-scoped caller sees those over its shops only.

    For agents: the alert definitions (what is watched, where, the threshold); their matches are
    GET /api/alerts/instances."""
    identity = current_identity(retailer)
    found = alerts_service.list_alerts(identity.org, offset, limit, is_active, name_includes, identity.shop_scope)
    return records.AlertList.model_validate(found)


@retailer.post(TENANT, operation_id="createOrganizationAlert", permission="signals.manage", status=201)
def create_own_alert(body: Annotated[records.AlertFields, Body()]) -> One[records.Alert]:
    """Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
    rules), over a perimeter, against a threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with
    approachPercentage, or FORECASTED_THRESHOLD with forecastDays), at a check level, with a frequency
    and recipients: the data platform's record and checks (422 naming the fields). A shop-scoped
    caller names its own shops in storesIds.

    For agents: watch stock-outs or low stock and get an instance per matching group after each
    nightly run, e.g. ``{"name": "Low stock", "riskType": "STOCKOUT", "operator": "GREATER_OR_EQUAL",
    "threshold": 0.7}``."""
    identity = current_identity(retailer)
    return One(data=alerts_service.create_alert(identity.org, body.model_dump(), actor_of(identity), identity.shop_scope))


@retailer.get(f"{TENANT}/{{alert_id}}", operation_id="getOrganizationAlert", permission="signals.view", errors=TENANT_NOT_FOUND)
def get_own_alert(alert_id: AlertPath) -> One[records.Alert]:
    """One alert of the organization (another organization's, or for a shop-scoped caller one over
    other shops, is 404).

    For agents: read an alert's definition before changing it."""
    identity = current_identity(retailer)
    return One(data=alerts_service.get_alert(identity.org, alert_id, identity.shop_scope))


@retailer.patch(
    f"{TENANT}/{{alert_id}}", operation_id="updateOrganizationAlert", permission="signals.manage", errors=TENANT_NOT_FOUND
)
def update_own_alert(alert_id: AlertPath, body: Annotated[records.AlertChanges, Body()]) -> One[records.Alert]:
    """Change fields of an alert of the organization (the others stay; the result is checked as a
    whole, 422 naming the fields).

    For agents: pause an alert with ``{"isActive": false}`` or move its threshold."""
    identity = current_identity(retailer)
    changes = body.model_dump(exclude_unset=True)
    return One(data=alerts_service.update_alert(identity.org, alert_id, changes, actor_of(identity), identity.shop_scope))


@retailer.delete(
    f"{TENANT}/{{alert_id}}", operation_id="deleteOrganizationAlert", permission="signals.manage", errors=TENANT_NOT_FOUND
)
def delete_own_alert(alert_id: AlertPath) -> Done:
    """Delete an alert of the organization; its open instances are resolved (resolution AUTO).

    For agents: to stop an alert for a while, PATCH isActive false instead."""
    identity = current_identity(retailer)
    alerts_service.delete_alert(identity.org, alert_id, actor_of(identity), identity.shop_scope)
    return Done()
