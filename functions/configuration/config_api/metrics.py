"""Metric definitions: the organization's ORG metrics beside the standard GLOBAL ones (SPEC "Metric
definition", PATCH /api/intelligence-layer/metrics/{id}; REFERENCE 6.1; docs/metrics.md).

Validation lives in ``domain.metrics.catalogue`` (new_metric, patched_metric, check_metric_deletable);
``services.configuration.metrics`` runs it (through ``store.configuration.change_metric``) against a
fresh catalogue read and writes conditional on that catalogue's version, so concurrent changes cannot combine into a cycle.
"""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize, slice_page
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
metrics = lazy("inventory_planning.services.configuration.metrics")
records = lazy("inventory_planning.contracts.configuration")
metric_catalogue = lazy("inventory_planning.domain.metrics.catalogue")  # the body models load on a route's first call
router = ApiRouter(tag="Configuration")


@router.get("/api/intelligence-layer/metrics", operation_id="listMetrics", permission=VIEW)
def list_metrics(
    page: Page = 1,
    page_size: PageSize = 20,
    scope: Annotated[Literal["GLOBAL", "ORG"] | None, Query(description="only GLOBAL or only ORG metrics")] = None,
) -> ItemsOf[records.Metric]:
    """The organization's catalogue: GLOBAL metrics (by key) then its ORG metrics (creation order):
    ``{success, items, total, page, pageSize}``."""
    rows = metrics.list_metrics(current_identity(router).org, scope)
    return items_page(slice_page(rows, page, page_size), len(rows), page, page_size)


@router.get("/api/intelligence-layer/metrics/{metric_id}", operation_id="getMetric", permission=VIEW)
def get_metric(metric_id: IdPath) -> One[records.Metric]:
    """One metric, GLOBAL or the organization's; 404 for another organization's or an unknown id."""
    return data(metrics.get_metric(current_identity(router).org, metric_id))


@router.post(
    "/api/intelligence-layer/metrics",
    operation_id="createMetric",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "METRIC_LIMIT_REACHED")],
)
def create_metric(body: Annotated[metric_catalogue.MetricCreate, Body()]) -> One[records.Metric]:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

    Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
    cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
    409 METRIC_LIMIT_REACHED at 500 ORG metrics.
    """
    identity = current_identity(router)
    return created(metrics.create_metric(identity.org, actor_of(identity), body))


@router.patch(
    "/api/intelligence-layer/metrics/{metric_id}",
    operation_id="updateMetric",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def patch_metric(metric_id: IdPath, body: Annotated[metric_catalogue.MetricPatch, Body()]) -> Done:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success: true}``.

    The patched definition is validated like a new one, against the catalogue with this metric
    replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
    404 when the metric does not exist, is GLOBAL, or is another organization's.
    """
    identity = current_identity(router)
    metrics.patch_metric(identity.org, actor_of(identity), metric_id, body.changes())
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
    metrics.delete_metric(identity.org, actor_of(identity), metric_id)
    return DELETED
