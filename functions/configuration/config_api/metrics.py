"""Metric definitions: the organization's ORG metrics beside the standard GLOBAL ones (SPEC "Metric
definition", PATCH /api/intelligence-layer/metrics/{id}; REFERENCE 6.1; docs/metrics.md).

Every write re-reads the catalogue, validates references (unknown metric, cycle, grain) against
it and is conditional on the catalogue version it read, so concurrent changes cannot combine into
a cycle; a lost race is re-validated and retried.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.errors import Conflict, NotFound, ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize, slice_page
from inventory_planning.domain.configuration import MAX_ORG_METRICS, MetricCreate, MetricPatch
from inventory_planning.domain.metrics import (
    GLOBAL_METRICS,
    MetricDefinition,
    find_dependents,
    global_catalogue,
    validate_references,
)
from inventory_planning.store import configuration as store
from pydantic import ValidationError

from config_api.common import DELETED, IdPath, actor_of, created, data, items_page

router = Router()
ATTEMPTS = 3
_TIMESTAMPS = ("createdAt", "updatedAt")


def _definition(record: dict[str, Any]) -> MetricDefinition:
    return MetricDefinition.model_validate({k: v for k, v in record.items() if k not in _TIMESTAMPS})


def _record(definition: MetricDefinition, created_at: str | None, updated_at: str | None) -> dict[str, Any]:
    return {**definition.model_dump(mode="json"), "createdAt": created_at, "updatedAt": updated_at}


def _global_records() -> list[dict[str, Any]]:
    return [_record(m, None, None) for m in sorted(GLOBAL_METRICS, key=lambda m: m.key)]


def _catalogue(records: list[dict[str, Any]]) -> dict[str, MetricDefinition]:
    """GLOBAL metrics plus the organization's, keyed by metric key (what references resolve against)."""
    return {**global_catalogue(), **{r["key"]: _definition(r) for r in records}}


def _write(organization_id: str, change: Callable[[int, list[dict[str, Any]]], None]) -> None:
    """Run ``change(version, records)`` on a fresh catalogue read; retried when the catalogue moved."""
    for _ in range(ATTEMPTS):
        version, records = store.metric_catalogue(organization_id)
        try:
            change(version, records)
            return
        except store.ConcurrentChange:
            continue
    raise store.ConcurrentChange()


def _validated(fields: dict[str, Any]) -> MetricDefinition:
    """The definition built from ``fields``; 422 with the failing fields when it is not valid."""
    try:
        return MetricDefinition.model_validate(fields)
    except ValidationError as error:
        raise ValidationFailed(
            [field_error(".".join(str(p) for p in e["loc"]) or "body", e["msg"], e["type"]) for e in error.errors()]
        ) from None


def _check(definition: MetricDefinition, records: list[dict[str, Any]]) -> None:
    errors = validate_references(definition, _catalogue(records))
    if errors:
        raise ValidationFailed(errors)


def _stored(records: list[dict[str, Any]], metric_id: str) -> dict[str, Any]:
    """The organization's ORG metric ``metric_id``; 404 for GLOBAL ids, unknown ids, other organizations."""
    for record in records:
        if record["id"] == metric_id:
            return record
    raise NotFound("Metric not found")


@router.get("/api/intelligence-layer/metrics")
def list_metrics(
    page: Page = 1,
    page_size: PageSize = 20,
    scope: Annotated[Literal["GLOBAL", "ORG"] | None, Query(description="only GLOBAL or only ORG metrics")] = None,
) -> dict[str, Any]:
    """The organization's catalogue: GLOBAL metrics (by key) then its ORG metrics (creation order):
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows = [] if scope == "ORG" else _global_records()
    if scope != "GLOBAL":
        rows += store.metric_catalogue(identity.org)[1]
    return items_page(slice_page(rows, page, page_size), len(rows), page, page_size)


@router.get("/api/intelligence-layer/metrics/<metric_id>")
def get_metric(metric_id: IdPath) -> dict[str, Any]:
    """One metric, GLOBAL or the organization's; 404 for another organization's or an unknown id."""
    identity = current_identity(router)
    for record in _global_records():
        if record["id"] == metric_id:
            return data(record)
    return data(_stored(store.metric_catalogue(identity.org)[1], metric_id))


@router.post("/api/intelligence-layer/metrics")
def create_metric(body: Annotated[MetricCreate, Body()]) -> tuple[dict[str, Any], int]:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

    Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
    cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
    409 METRIC_LIMIT_REACHED at 500 ORG metrics.
    """
    identity = current_identity(router)
    actor = actor_of(identity)
    metric_id = store.new_id()
    result: dict[str, Any] = {}

    def change(version: int, records: list[dict[str, Any]]) -> None:
        if len(records) >= MAX_ORG_METRICS:
            raise Conflict("METRIC_LIMIT_REACHED", f"An organization holds at most {MAX_ORG_METRICS} metrics")
        definition = _validated({"id": metric_id, "scope": "ORG", "organizationId": identity.org, **body.model_dump(mode="json")})
        _check(definition, records)
        now = store.now_iso()
        result["record"] = _record(definition, now, now)
        store.write_metric(identity.org, version, "CREATE", None, result["record"], actor)

    _write(identity.org, change)
    return created(result["record"])


@router.patch("/api/intelligence-layer/metrics/<metric_id>")
def patch_metric(metric_id: IdPath, body: Annotated[MetricPatch, Body()]) -> dict[str, Any]:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success: true}``.

    The patched definition is validated like a new one, against the catalogue with this metric
    replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
    404 when the metric does not exist, is GLOBAL, or is another organization's.
    """
    identity = current_identity(router)
    actor = actor_of(identity)
    changes = body.changes()

    def change(version: int, records: list[dict[str, Any]]) -> None:
        stored = _stored(records, metric_id)
        definition = _validated({**_definition(stored).model_dump(mode="json"), **changes})
        _check(definition, records)
        after = _record(definition, stored.get("createdAt"), store.now_iso())
        if _record(definition, None, None) != _record(_definition(stored), None, None):
            store.write_metric(identity.org, version, "UPDATE", stored, after, actor)

    _write(identity.org, change)
    return {"success": True}


@router.delete("/api/intelligence-layer/metrics/<metric_id>")
def delete_metric(metric_id: IdPath) -> dict[str, Any]:
    """Delete an ORG metric: ``{success: true}``. 409 METRIC_IN_USE while other metrics reference it
    (their keys are in the message); 404 as for PATCH."""
    identity = current_identity(router)
    actor = actor_of(identity)

    def change(version: int, records: list[dict[str, Any]]) -> None:
        stored = _stored(records, metric_id)
        dependents = find_dependents(_definition(stored), _catalogue(records))
        if dependents:
            raise Conflict("METRIC_IN_USE", f"Metric {stored['key']} is used by {', '.join(dependents)}")
        store.write_metric(identity.org, version, "DELETE", stored, None, actor)

    _write(identity.org, change)
    return DELETED
