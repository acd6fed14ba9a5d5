"""Metric definitions: the organization's ORG metrics beside the standard GLOBAL ones (SPEC "Metric
definition", PATCH /api/intelligence-layer/metrics/{id}; REFERENCE 6.1; docs/metrics.md).

Validation lives in ``domain.metrics.catalogue`` (new_metric, patched_metric, check_metric_deletable);
``store.configuration.change_metric`` runs it against a fresh catalogue read and writes conditional
on that catalogue's version, so concurrent changes cannot combine into a cycle.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize, slice_page
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain import metrics as metric_domain  # lazy: the body models load on a route's first call
from inventory_planning.store import configuration as store

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, actor_of, created, data, items_page, read_one

records = lazy("inventory_planning.contracts.configuration")  # models load on first use (decision 0013)
router = ApiRouter(tag="Configuration")
Records = list[dict[str, Any]]


@router.get("/api/intelligence-layer/metrics", operation_id="listMetrics", permission=VIEW)
def list_metrics(
    page: Page = 1,
    page_size: PageSize = 20,
    scope: Annotated[Literal["GLOBAL", "ORG"] | None, Query(description="only GLOBAL or only ORG metrics")] = None,
) -> ItemsOf[records.Metric]:
    """The organization's catalogue: GLOBAL metrics (by key) then its ORG metrics (creation order):
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows = [] if scope == "ORG" else metric_domain.global_metric_records()
    if scope != "GLOBAL":
        rows += store.list_all(identity.org, store.METRIC)
    return items_page(slice_page(rows, page, page_size), len(rows), page, page_size)


@router.get("/api/intelligence-layer/metrics/{metric_id}", operation_id="getMetric", permission=VIEW)
def get_metric(metric_id: IdPath) -> One[records.Metric]:
    """One metric, GLOBAL or the organization's; 404 for another organization's or an unknown id."""
    for record in metric_domain.global_metric_records():
        if record["id"] == metric_id:
            return data(record)
    return read_one(router, store.METRIC, metric_id, "Metric")


@router.post(
    "/api/intelligence-layer/metrics",
    operation_id="createMetric",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "METRIC_LIMIT_REACHED")],
)
def create_metric(body: Annotated[metric_domain.MetricCreate, Body()]) -> One[records.Metric]:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

    Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
    cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
    409 METRIC_LIMIT_REACHED at 500 ORG metrics.
    """
    identity = current_identity(router)
    metric_id = store.new_id()

    def decide(records: Records) -> store.MetricDecision:
        return "CREATE", None, metric_domain.new_metric(body, metric_id, identity.org, records, store.now_iso())

    _, _, record = store.change_metric(identity.org, decide, actor_of(identity))
    return created(record)


@router.patch(
    "/api/intelligence-layer/metrics/{metric_id}",
    operation_id="updateMetric",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def patch_metric(metric_id: IdPath, body: Annotated[metric_domain.MetricPatch, Body()]) -> Done:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success: true}``.

    The patched definition is validated like a new one, against the catalogue with this metric
    replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
    404 when the metric does not exist, is GLOBAL, or is another organization's.
    """
    identity = current_identity(router)
    changes = body.changes()

    def decide(records: Records) -> store.MetricDecision | None:
        stored = metric_domain.find_metric(records, metric_id)
        after = metric_domain.patched_metric(stored, changes, records, store.now_iso())
        return None if after is stored else ("UPDATE", stored, after)

    store.change_metric(identity.org, decide, actor_of(identity))
    return {"success": True}


@router.delete(
    "/api/intelligence-layer/metrics/{metric_id}",
    operation_id="deleteMetric",
    permission=CONFIGURE,
    errors=[(409, "METRIC_IN_USE"), (409, "CONCURRENT_MODIFICATION")],
)
def delete_metric(metric_id: IdPath) -> Done:
    """Delete an ORG metric: ``{success: true}``. 409 METRIC_IN_USE while other metrics reference it
    (their keys are in the message); 404 as for PATCH."""
    identity = current_identity(router)

    def decide(records: Records) -> store.MetricDecision:
        stored = metric_domain.find_metric(records, metric_id)
        metric_domain.check_metric_deletable(stored, records)
        return "DELETE", stored, None

    store.change_metric(identity.org, decide, actor_of(identity))
    return DELETED
