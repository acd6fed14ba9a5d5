"""An organization's metric catalogue: the bodies that create and patch its ORG metrics, and the
checks of a create, patch or delete against the whole catalogue (GLOBAL metrics plus the
organization's). SPEC "Metric definition", PATCH /api/intelligence-layer/metrics/{id}; docs/metrics.md.

Records are the wire form of a definition plus ``createdAt``/``updatedAt``. The errors are the
configuration's (``domain.configuration.intelligence``): the API answers 422, 409 and 404 for them.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field, ValidationError

from inventory_planning.domain.configuration.intelligence import (  # the configuration bodies' shared base and config
    _BODY,
    ConfigurationConflict,
    InvalidConfiguration,
    NotInConfiguration,
    Text255,
    _PartialUpdate,
)
from inventory_planning.domain.metrics.bodies import MetricBody, MetricDefinition, MetricKey
from inventory_planning.domain.metrics.references import find_dependents, validate_references
from inventory_planning.domain.metrics.sources import Grain
from inventory_planning.domain.metrics.standard import global_catalogue, global_metrics

MAX_ORG_METRICS = 500


def _distinct_levels(grain: list[str]) -> list[str]:
    if len(set(grain)) != len(grain):
        raise ValueError("grain levels must be distinct")
    return grain


Grains = Annotated[list[Grain], Field(min_length=1, max_length=7), AfterValidator(_distinct_levels)]


class MetricCreate(BaseModel):
    """Body of POST /api/intelligence-layer/metrics: ``{key, displayName, grain, body}``.

    ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in the
    organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7 distinct
    levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the organization
    comes from the token.
    """

    model_config = _BODY
    key: MetricKey
    displayName: Text255
    grain: Grains
    body: MetricBody


class MetricPatch(_PartialUpdate):
    """Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?, grain?, body?}``.

    ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
    ``scope`` cannot change; null values are refused.
    """

    displayName: Text255 = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    grain: Grains = None  # type: ignore[assignment]
    body: MetricBody = None  # type: ignore[assignment]


_TIMESTAMPS = ("createdAt", "updatedAt")


def metric_definition(fields: dict[str, Any]) -> MetricDefinition:
    """A validated MetricDefinition from a stored record or request fields (timestamps ignored).

    Raises:
        InvalidConfiguration: the fields do not make a valid definition (``fieldErrors`` by field).
    """
    try:
        return MetricDefinition.model_validate({k: v for k, v in fields.items() if k not in _TIMESTAMPS})
    except ValidationError as error:
        errors = error.errors()
        raise InvalidConfiguration(
            [{"field": ".".join(str(p) for p in e["loc"]) or "body", "code": e["type"], "message": e["msg"]} for e in errors]
        ) from None


def metric_record(definition: MetricDefinition, created_at: str | None, updated_at: str | None) -> dict[str, Any]:
    """The wire record of a metric: its definition plus ``createdAt``/``updatedAt``."""
    return {**definition.model_dump(mode="json"), "createdAt": created_at, "updatedAt": updated_at}


def global_metric_records() -> list[dict[str, Any]]:
    """The standard GLOBAL metrics as wire records, by key."""
    return [metric_record(m, None, None) for m in sorted(global_metrics(), key=lambda m: m.key)]


def metric_catalogue(org_records: list[dict[str, Any]]) -> dict[str, MetricDefinition]:
    """GLOBAL metrics plus the organization's, keyed by metric key (what references resolve against)."""
    return {**global_catalogue(), **{r["key"]: metric_definition(r) for r in org_records}}


def find_metric(org_records: list[dict[str, Any]], metric_id: str) -> dict[str, Any]:
    """The organization's ORG metric ``metric_id``.

    Raises:
        NotInConfiguration: unknown id, a GLOBAL id, or another organization's metric.
    """
    for record in org_records:
        if record["id"] == metric_id:
            return record
    raise NotInConfiguration("Metric")


Records = list[dict[str, Any]]


def new_metric(body: MetricCreate, metric_id: str, organization_id: str, org_records: Records, now: str) -> dict[str, Any]:
    """The record of a new ORG metric, validated against the catalogue (docs/metrics.md "Validation").

    Raises:
        ConfigurationConflict: METRIC_LIMIT_REACHED at :data:`MAX_ORG_METRICS`.
        InvalidConfiguration: duplicate key, unsupported grain, unknown metric, reference cycle.
    """
    if len(org_records) >= MAX_ORG_METRICS:
        raise ConfigurationConflict("METRIC_LIMIT_REACHED", f"An organization holds at most {MAX_ORG_METRICS} metrics")
    fields = {"id": metric_id, "scope": "ORG", "organizationId": organization_id, **body.model_dump(mode="json")}
    definition = metric_definition(fields)
    _check_references(definition, org_records)
    return metric_record(definition, now, now)


def patched_metric(stored: dict[str, Any], changes: dict[str, Any], org_records: Records, now: str) -> dict[str, Any]:
    """``stored`` with ``changes`` applied (``body`` replaced whole), validated against the catalogue
    with this metric replaced; ``stored`` itself when nothing changes.

    Raises:
        InvalidConfiguration: as :func:`new_metric`, plus ``grain_in_use`` for a narrowed grain.
    """
    current = metric_definition(stored)
    definition = metric_definition({**current.model_dump(mode="json"), **changes})
    if definition == current:
        return stored
    _check_references(definition, org_records)
    return metric_record(definition, stored.get("createdAt"), now)


def check_metric_deletable(stored: dict[str, Any], org_records: list[dict[str, Any]]) -> None:
    """Refuse to delete a metric other metrics reference.

    Raises:
        ConfigurationConflict: METRIC_IN_USE, naming the metrics that use it.
    """
    dependents = find_dependents(metric_definition(stored), metric_catalogue(org_records))
    if dependents:
        raise ConfigurationConflict("METRIC_IN_USE", f"Metric {stored['key']} is used by {', '.join(dependents)}")


def _check_references(definition: MetricDefinition, org_records: list[dict[str, Any]]) -> None:
    errors = validate_references(definition, metric_catalogue(org_records))
    if errors:
        raise InvalidConfiguration(errors)
