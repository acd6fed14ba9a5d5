"""What needs the catalogue: resolving references, validating a definition against the other
metrics (unknown keys, grains, cycles) and finding the metrics that use one.

:func:`validate_references` returns ``fieldErrors`` entries instead of raising. Catalogues are
``{key: MetricDefinition}`` mappings holding the GLOBAL metrics and one organization's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from inventory_planning.domain.metrics.bodies import (
    CompositeBody,
    FormulaBody,
    MetricDefinition,
    MetricRef,
    PrecomputedColumnBody,
    SourceBody,
)
from inventory_planning.domain.metrics.sources import SOURCES


class MetricError(ValueError):
    """A metric cannot be evaluated: grain not supported, unknown reference, or a reference cycle."""


class BodyReference(NamedTuple):
    """One reference of a body: ``field`` is where an error about it belongs (``body.expression`` for
    a formula, ``body.parts.<i>.key`` / ``body.parts.<i>.metricId`` for a composite part)."""

    field: str
    ref: MetricRef


def direct_references(body: Any) -> list[BodyReference]:
    """References of a body, in order; empty for source forms."""
    if isinstance(body, FormulaBody):
        return [BodyReference("body.expression", MetricRef("key", key)) for key in body.references]
    if isinstance(body, CompositeBody):
        return [
            BodyReference(f"body.parts.{i}.{'key' if part.key is not None else 'metricId'}", part.reference)
            for i, part in enumerate(body.parts)
        ]
    return []


class CatalogueIndex:
    """The catalogue as seen by ``definition``: its stored version (same id) replaced by it."""

    def __init__(self, catalogue: Mapping[str, MetricDefinition], definition: MetricDefinition | None = None) -> None:
        self.by_key: dict[str, MetricDefinition] = {}
        self.by_id: dict[str, MetricDefinition] = {}
        for metric in catalogue.values():
            if definition is None or metric.id != definition.id:
                self.by_key.setdefault(metric.key, metric)
                self.by_id[metric.id] = metric
        if definition is not None:
            self.by_key[definition.key] = definition
            self.by_id[definition.id] = definition

    def resolve(self, ref: MetricRef, viewer: MetricDefinition) -> MetricDefinition | None:
        """The metric ``ref`` names, if ``viewer`` may use it: GLOBAL metrics, or ORG metrics of its organization."""
        target = self.by_key.get(ref.value) if ref.by == "key" else self.by_id.get(ref.value)
        if target is None:
            return None
        if target.scope == "GLOBAL" or (viewer.scope == "ORG" and target.organizationId == viewer.organizationId):
            return target
        return None

    def children(self, metric: MetricDefinition) -> list[MetricDefinition]:
        """The metrics ``metric`` references directly and may use (unknown references left out)."""
        found = (self.resolve(reference.ref, metric) for reference in direct_references(metric.body))
        return [m for m in found if m is not None]


def _find_cycle(start: MetricDefinition, index: CatalogueIndex) -> list[str] | None:
    """Keys of the first reference cycle reachable from ``start`` (``[A, B, A]``), or None. Iterative DFS."""
    path = [start]
    on_path = {start.id}
    finished: set[str] = set()
    stack = [iter(index.children(start))]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            done = path.pop()
            on_path.discard(done.id)
            finished.add(done.id)
            continue
        if child.id in on_path:
            cycle_start = next(i for i, m in enumerate(path) if m.id == child.id)
            return [m.key for m in path[cycle_start:]] + [child.key]
        if child.id in finished:
            continue
        path.append(child)
        on_path.add(child.id)
        stack.append(iter(index.children(child)))
    return None


def _error(field: str, code: str, message: str) -> dict[str, str]:
    return {"field": field, "code": code, "message": message}


def validate_references(definition: MetricDefinition, catalogue: Mapping[str, MetricDefinition]) -> list[dict[str, str]]:
    """Checks of ``definition`` that need the catalogue; ``[]`` when it can be stored.

    Args:
        definition: the metric to create, or the result of applying a PATCH to the stored one.
        catalogue: metric key -> definition, holding the GLOBAL metrics and the organization's ORG
            metrics (it may hold the stored version of ``definition``, same id: it is replaced).

    Returns:
        ``fieldErrors`` entries ``{field, code, message}``:

        - ``key`` / ``duplicate_key``: another metric (different id) has this key;
        - ``grain`` / ``grain_unsupported``: the source has no column for a grain level;
        - ``body.rollup`` / ``rollup_required``: a precomputed column without rollup at a grain where
          the source has several rows per value;
        - ``body.expression`` or ``body.parts.<i>.key|metricId`` / ``unknown_metric``: no visible
          metric with that key or id (GLOBAL metrics see only GLOBAL ones; ORG metrics also see
          their organization's);
        - ``grain`` / ``grain_mismatch``: a referenced metric is not defined at one of the grains;
        - ``body.expression`` or ``body.parts`` / ``cycle``: the references loop back, message
          ``reference cycle: A -> B -> A`` (self-references included);
        - ``grain`` / ``grain_in_use``: a metric that references this one uses a grain this one no
          longer has (a PATCH that narrows the grain).

    Raises nothing: the API answers 422 VALIDATION_ERROR with these as fieldErrors.
    """
    errors: list[dict[str, str]] = []
    for other in catalogue.values():
        if other.key == definition.key and other.id != definition.id:
            errors.append(_error("key", "duplicate_key", f"metric {other.id} already has the key {definition.key}"))
            break
    index = CatalogueIndex(catalogue, definition)
    if isinstance(definition.body, SourceBody):
        errors.extend(_source_errors(definition, definition.body))
    else:
        errors.extend(_reference_errors(definition, index))
    for other in index.by_id.values():
        if other.id != definition.id and any(child.id == definition.id for child in index.children(other)):
            missing = [g for g in other.grain if g not in definition.grain]
            if missing:
                errors.append(_error("grain", "grain_in_use", f"{other.key} uses this metric at the grain {', '.join(missing)}"))
    return errors


def _source_errors(definition: MetricDefinition, body: SourceBody) -> list[dict[str, str]]:
    source = SOURCES[body.source]
    errors = []
    for grain in definition.grain:
        if not source.supports(grain):
            errors.append(_error("grain", "grain_unsupported", f"{source.name} has no column for the grain {grain!r}"))
        elif isinstance(body, PrecomputedColumnBody) and body.rollup is None and grain not in source.unique_grains:
            message = f"{source.name} can hold several rows per {grain}; give a rollup (sum, avg, min or max)"
            errors.append(_error("body.rollup", "rollup_required", message))
    return errors


def _reference_errors(definition: MetricDefinition, index: CatalogueIndex) -> list[dict[str, str]]:
    errors = []
    for field, ref in direct_references(definition.body):
        target = index.resolve(ref, definition)
        if target is None:
            errors.append(_error(field, "unknown_metric", f"no metric with {ref.by} {ref.value}"))
            continue
        missing = [g for g in definition.grain if g not in target.grain]
        if missing:
            errors.append(_error("grain", "grain_mismatch", f"{target.key} is not defined at the grain {', '.join(missing)}"))
    cycle = _find_cycle(definition, index)
    if cycle is not None:
        field = "body.expression" if isinstance(definition.body, FormulaBody) else "body.parts"
        errors.append(_error(field, "cycle", "reference cycle: " + " -> ".join(cycle)))
    return errors


def find_dependents(metric: MetricDefinition, catalogue: Mapping[str, MetricDefinition]) -> list[str]:
    """Keys of the catalogue's metrics that reference ``metric`` directly (by key or id), sorted.

    For DELETE: removing a metric others use would make them uncomputable.
    """
    index = CatalogueIndex(catalogue)
    return sorted(
        other.key
        for other in catalogue.values()
        if other.id != metric.id and any(child.id == metric.id for child in index.children(other))
    )
