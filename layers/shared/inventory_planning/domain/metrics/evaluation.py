"""Evaluation of a metric over in-memory rows of one organization, per value of a grain.

It proves that every body form is computable; the nightly jobs of later issues compute metrics the
same way over the rows they load.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from inventory_planning.domain.metrics.bodies import (
    CompositeBody,
    FormulaBody,
    MetricDefinition,
    MetricFilter,
    MetricRef,
    PrecomputedColumnBody,
    SourceBody,
    TimeWindowedAggregationBody,
)
from inventory_planning.domain.metrics.expressions import evaluate_expression, finite, parse_expression
from inventory_planning.domain.metrics.references import CatalogueIndex, MetricError
from inventory_planning.domain.metrics.sources import ORGANIZATION_GROUP, SOURCES, ColumnSpec, SourceSpec

ISO_DATE_LENGTH = len("YYYY-MM-DD")

Row = Mapping[str, Any]


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float | Decimal):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _day(value: Any) -> date | None:
    if isinstance(value, datetime):
        return value.astimezone(UTC).date() if value.tzinfo else value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str) and len(value) >= ISO_DATE_LENGTH:
        try:
            return date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def _comparable(spec: ColumnSpec, value: Any) -> Any:
    if value is None:
        return None
    if spec.type == "number":
        return _number(value)
    if spec.type in ("date", "timestamp"):
        return _day(value)
    return value


def _matches(row: Row, item: MetricFilter, source: SourceSpec) -> bool:
    spec = source.columns[item.column]
    actual = _comparable(spec, row.get(item.column))
    if item.operator == "is_null":
        return actual is None
    if actual is None:
        return False
    if item.operator == "is_not_null":
        return True
    if isinstance(item.value, list):
        wanted = [_comparable(spec, v) for v in item.value]
        return (actual in wanted) == (item.operator == "in")
    expected = _comparable(spec, item.value)
    match item.operator:
        case "eq":
            return bool(actual == expected)
        case "ne":
            return bool(actual != expected)
        case "gt":
            return bool(actual > expected)
        case "gte":
            return bool(actual >= expected)
        case "lt":
            return bool(actual < expected)
        case _:
            return bool(actual <= expected)


def _aggregate(function: str, column: str, rows: Sequence[Row], source: SourceSpec) -> float | None:
    if function == "count" and column == "*":
        return float(len(rows))
    spec = source.columns[column]
    raw = [_comparable(spec, row.get(column)) for row in rows]
    present = [v for v in raw if v is not None]
    if function == "count":
        return float(len(present))
    if function == "count_distinct":
        return float(len(set(present)))
    return _combine_numbers(function, present)


def _combine_numbers(function: str, values: Sequence[float]) -> float | None:
    if function == "sum":
        return finite(math.fsum(values))
    if not values:
        return None
    if function == "avg":
        return finite(math.fsum(values) / len(values))
    return min(values) if function == "min" else max(values)


class _Evaluator:
    def __init__(self, rows_by_source: Mapping[str, Sequence[Row]], index: CatalogueIndex, grain: str, today: date) -> None:
        self.rows_by_source = rows_by_source
        self.index = index
        self.grain = grain
        self.today = today
        self.results: dict[str, dict[str, float | None]] = {}
        self.active: list[MetricDefinition] = []  # the metrics being computed, outermost first

    def metric(self, metric: MetricDefinition) -> dict[str, float | None]:
        if self.grain not in metric.grain:
            raise MetricError(f"{metric.key} is not defined at the grain {self.grain!r} (grains: {', '.join(metric.grain)})")
        if metric.id in self.results:
            return self.results[metric.id]
        active_ids = [active.id for active in self.active]
        if metric.id in active_ids:
            loop = [*self.active[active_ids.index(metric.id) :], metric]
            raise MetricError("reference cycle: " + " -> ".join(step.key for step in loop))
        self.active.append(metric)
        try:
            body = metric.body
            if isinstance(body, FormulaBody):
                result = self._formula(metric, body)
            elif isinstance(body, CompositeBody):
                result = self._composite(metric, body)
            else:
                result = self._source(body)
        finally:
            self.active.pop()
        self.results[metric.id] = result
        return result

    def _child(self, viewer: MetricDefinition, ref: MetricRef) -> dict[str, float | None]:
        target = self.index.resolve(ref, viewer)
        if target is None:
            raise MetricError(f"{viewer.key} references an unknown metric {ref.by} {ref.value}")
        return self.metric(target)

    def _formula(self, metric: MetricDefinition, body: FormulaBody) -> dict[str, float | None]:
        tree = parse_expression(body.expression)
        operands = {key: self._child(metric, MetricRef("key", key)) for key in body.references}
        groups = _union(operands.values())
        return {g: evaluate_expression(tree, {k: v.get(g) for k, v in operands.items()}) for g in groups}

    def _composite(self, metric: MetricDefinition, body: CompositeBody) -> dict[str, float | None]:
        parts = [(part.weight, self._child(metric, part.reference)) for part in body.parts]
        weights = [weight for weight, _ in parts]
        result: dict[str, float | None] = {}
        for group in _union(values for _, values in parts):
            values = [part_values.get(group) for _, part_values in parts]
            present = [value for value in values if value is not None]
            if len(present) < len(values):
                result[group] = None  # a part without a value: the combination is undefined
            else:
                weighted = [weight * value for weight, value in zip(weights, present, strict=True)]
                result[group] = _combine_parts(body.combine, weighted, weights)
        return result

    def _group_key(self, source: SourceSpec) -> Any:
        if self.grain == "organization":
            return lambda row: ORGANIZATION_GROUP
        column = source.grain_columns.get(self.grain)
        if column is None:
            raise MetricError(f"{source.name} has no column for the grain {self.grain!r}")
        if self.grain == "day":
            return lambda row: d.isoformat() if (d := _day(row.get(column))) is not None else None
        return lambda row: None if row.get(column) in (None, "") else str(row.get(column))

    def _window(self, body: TimeWindowedAggregationBody, rows: Sequence[Row]) -> tuple[date, date] | None:
        window = body.window
        if window.anchor == "today":
            anchor = self.today
        else:
            days = [d for row in rows if (d := _day(row.get(body.timeColumn))) is not None]
            if not days:
                return None
            anchor = max(days)
        if window.direction == "trailing":
            end = anchor.toordinal() - window.offsetDays
            start = end - window.days + 1
        else:
            start = anchor.toordinal() + window.offsetDays
            end = start + window.days - 1
        return date.fromordinal(max(start, 1)), date.fromordinal(max(end, 1))

    def _source(self, body: SourceBody) -> dict[str, float | None]:
        source = SOURCES[body.source]
        rows = self.rows_by_source.get(body.source) or ()
        key_of = self._group_key(source)
        groups: dict[str, list[Row]] = {}
        window = self._window(body, rows) if isinstance(body, TimeWindowedAggregationBody) else None
        filters = [] if isinstance(body, PrecomputedColumnBody) else body.filters
        for row in rows:
            group = key_of(row)
            if group is None:
                continue
            members = groups.setdefault(group, [])
            if isinstance(body, TimeWindowedAggregationBody):
                day = _day(row.get(body.timeColumn))
                if window is None or day is None or not window[0] <= day <= window[1]:
                    continue
            if all(_matches(row, item, source) for item in filters):
                members.append(row)
        if isinstance(body, PrecomputedColumnBody):
            return {g: _precomputed(body, members) for g, members in groups.items()}
        return {g: _aggregate(body.function, body.column, members, source) for g, members in groups.items()}


def _precomputed(body: PrecomputedColumnBody, rows: Sequence[Row]) -> float | None:
    values = [_number(row.get(body.column)) for row in rows]
    if body.rollup is None:
        return values[0] if len(values) == 1 else None  # several rows: ambiguous without a rollup
    return _combine_numbers(body.rollup, [v for v in values if v is not None])


def _combine_parts(combine: str, weighted: Sequence[float], weights: Sequence[float]) -> float | None:
    if combine == "weighted_sum":
        return finite(math.fsum(weighted))
    if combine == "avg":
        return finite(math.fsum(weighted) / math.fsum(weights))
    return finite(min(weighted) if combine == "min" else max(weighted))


def _union(results: Iterable[Mapping[str, Any]]) -> list[str]:
    keys: dict[str, None] = {}
    for result in results:
        for key in result:
            keys.setdefault(key, None)
    return list(keys)


def evaluate(
    definition: MetricDefinition,
    rows_by_source: Mapping[str, Sequence[Row]],
    catalogue: Mapping[str, MetricDefinition],
    grain_key: str,
    *,
    today: date,
) -> dict[str, float | None]:
    """Compute ``definition`` per value of ``grain_key`` over in-memory rows of one organization.

    Args:
        definition: the metric (validated by :func:`validate_references` beforehand).
        rows_by_source: source name -> rows (dicts keyed by the column names of :data:`SOURCES`);
            a missing source has no rows.
        catalogue: metric key -> definition used to resolve formulas and composites.
        grain_key: one of ``definition.grain``; the result is keyed by the grain column's value
            (``day``: ``YYYY-MM-DD``; ``organization``: :data:`ORGANIZATION_GROUP`).
        today: the UTC date for ``anchor: "today"`` windows (the caller's service clock: the domain reads no clock).

    Returns:
        grain value -> number in the metric's unit, or None when undefined (no value, division by
        zero, a None operand). Source forms yield every grain value present in the source's rows
        (before filters and window, so a shop with no sale in the window gets sum 0); formulas and
        composites yield the union of their operands' grain values.

    Raises:
        MetricError: ``grain_key`` not among the grains of the metric or of a metric it uses, a
            source without that grain, an unknown reference, or a reference cycle.
    """
    evaluator = _Evaluator(rows_by_source, CatalogueIndex(catalogue, definition), grain_key, today)
    return evaluator.metric(definition)
