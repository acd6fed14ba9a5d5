"""The metric body models: five forms discriminated by ``kind``, and the metric definition.

Pydantic checks what one definition can check alone (shapes, source columns, types of the filter
values, the expression grammar). Every model is built with ``defer_build``: its validator is made on
first use, not at import, so a function that imports these classes for its route signatures pays for
the schema of the discriminated union only on the first request that validates one.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import (
    BaseModel,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    StringConstraints,
    ValidationInfo,
    field_validator,
    model_validator,
)

from inventory_planning.domain.metrics.expressions import (
    KEY_PATTERN,
    MAX_EXPRESSION_LENGTH,
    expression_references,
    parse_expression,
)
from inventory_planning.domain.metrics.sources import GRAINS, SOURCES, Grain, SourceName, SourceSpec
from inventory_planning.domain.text import stripped_body

MAX_LISTED_VALUES = 100  # an in / not_in filter lists 1 to 100 values

MetricKey = Annotated[str, StringConstraints(pattern=KEY_PATTERN, min_length=1, max_length=64)]


class MetricRef(NamedTuple):
    """How a formula or a composite part names another metric: ``by`` ``"key"`` (its key) or ``"id"`` (its id)."""

    by: Literal["key", "id"]
    value: str


FiniteNumber = Annotated[float, Field(strict=True, allow_inf_nan=False)]
FilterScalar = (
    StrictBool | StrictInt | Annotated[StrictFloat, Field(allow_inf_nan=False)] | Annotated[StrictStr, Field(max_length=255)]
)
AggregateFunction = Literal["sum", "avg", "min", "max", "count", "count_distinct"]
FilterOperator = Literal["eq", "ne", "gt", "gte", "lt", "lte", "in", "not_in", "is_null", "is_not_null"]
_NUMERIC_FUNCTIONS = {"sum", "avg", "min", "max"}
_ORDERING_OPERATORS = {"gt", "gte", "lt", "lte"}


class _Model(BaseModel):
    model_config = stripped_body(frozen=True, defer_build=True)


class MetricFilter(_Model):
    """A row filter ``{column, operator, value}``; every filter of a body must hold (AND).

    ``value`` is a scalar for eq/ne/gt/gte/lt/lte, a non-empty list of scalars for in/not_in, and
    absent for is_null/is_not_null. Dates are ``YYYY-MM-DD`` strings. A row whose column is null
    matches only ``is_null``. Checked against the column's type by the body holding the filter.
    """

    column: str = Field(min_length=1, max_length=64)
    operator: FilterOperator
    value: FilterScalar | list[FilterScalar] | None = None

    @model_validator(mode="after")
    def _value_shape(self) -> MetricFilter:
        if self.operator in ("is_null", "is_not_null"):
            if self.value is not None:
                raise ValueError(f"{self.operator} takes no value")
        elif self.operator in ("in", "not_in"):
            if not isinstance(self.value, list) or not 1 <= len(self.value) <= MAX_LISTED_VALUES:
                raise ValueError(f"{self.operator} needs a list of 1 to {MAX_LISTED_VALUES} values")
        elif self.value is None or isinstance(self.value, list):
            raise ValueError(f"{self.operator} needs one value")
        return self


def _source_of(info: ValidationInfo) -> SourceSpec | None:
    name = info.data.get("source")
    return SOURCES.get(name) if isinstance(name, str) else None


def _check_column(source: SourceSpec, column: str, types: Iterable[str], what: str) -> None:
    spec = source.columns.get(column)
    if spec is None:
        raise ValueError(f"{column!r} is not a column of {source.name} (columns: {', '.join(source.columns)})")
    allowed = tuple(types)
    if spec.type not in allowed:
        raise ValueError(f"{what} needs a {' or '.join(allowed)} column; {source.name}.{column} is {spec.type}")


def _is_iso_date(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != len("YYYY-MM-DD"):
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _check_filter(source: SourceSpec, position: int, item: MetricFilter) -> None:
    where = f"filters[{position}]"
    spec = source.columns.get(item.column)
    if spec is None:
        raise ValueError(f"{where}: {item.column!r} is not a column of {source.name}")
    if item.operator in ("is_null", "is_not_null"):
        return
    if item.operator in _ORDERING_OPERATORS and spec.type not in ("number", "date", "timestamp"):
        raise ValueError(f"{where}: {item.operator} needs a number or date column; {item.column} is {spec.type}")
    values = item.value if isinstance(item.value, list) else [item.value]
    for value in values:
        if spec.type == "number":
            ok = isinstance(value, int | float) and not isinstance(value, bool)
        elif spec.type in ("date", "timestamp"):
            ok = _is_iso_date(value)
        elif spec.type == "boolean":
            ok = isinstance(value, bool) and item.operator in ("eq", "ne")
        else:
            ok = isinstance(value, str)
        if not ok:
            expected = {"number": "a number", "date": "a YYYY-MM-DD date", "timestamp": "a YYYY-MM-DD date"}.get(
                spec.type, f"a {spec.type}"
            )
            raise ValueError(f"{where}: {item.column} ({spec.type}) {item.operator} needs {expected}, got {value!r}")


class PrecomputedColumnBody(_Model):
    """``{kind: "precomputed_column", source, column, rollup?}``: a numeric column computed upstream.

    Without ``rollup`` the value of a grain group is the column of its only row, so every grain of
    the metric must be one where the source has one row per value (``SourceSpec.unique_grains``,
    checked by :func:`validate_references`). With ``rollup`` (sum | avg | min | max) the rows of a
    group are combined. Unit: the column's unit.
    """

    kind: Literal["precomputed_column"]
    source: SourceName
    column: str = Field(min_length=1, max_length=64)
    rollup: Literal["sum", "avg", "min", "max"] | None = None

    @field_validator("column")
    @classmethod
    def _known_column(cls, column: str, info: ValidationInfo) -> str:
        source = _source_of(info)
        if source is not None:
            _check_column(source, column, ("number",), "a precomputed column")
        return column


class _AggregationFields(_Model):
    kind: str
    source: SourceName
    column: str = Field(min_length=1, max_length=64, description='a column of the source, or "*" for count')
    function: AggregateFunction
    filters: list[MetricFilter] = Field(default_factory=list, max_length=20)

    @field_validator("column")
    @classmethod
    def _known_column(cls, column: str, info: ValidationInfo) -> str:
        source = _source_of(info)
        if source is not None and column != "*":  # the column's type is checked against function in _function_fits
            _check_column(source, column, ("number", "string", "date", "timestamp", "boolean"), "an aggregation")
        return column

    @field_validator("function")
    @classmethod
    def _function_fits(cls, function: str, info: ValidationInfo) -> str:
        source = _source_of(info)
        column = info.data.get("column")
        if column == "*" and function != "count":
            raise ValueError(f'column "*" is only valid with count, not {function}')
        if source is not None and isinstance(column, str) and column != "*" and function in _NUMERIC_FUNCTIONS:
            _check_column(source, column, ("number",), function)
        return function

    @field_validator("filters")
    @classmethod
    def _known_filter_columns(cls, filters: list[MetricFilter], info: ValidationInfo) -> list[MetricFilter]:
        source = _source_of(info)
        if source is not None:
            for position, item in enumerate(filters):
                _check_filter(source, position, item)
        return filters


class AggregationBody(_AggregationFields):
    """``{kind: "aggregation", source, column, function, filters}`` over every row of the source.

    ``function``: sum | avg | min | max (numeric column) | count (any column, or ``"*"`` for rows)
    | count_distinct (any column). Nulls are skipped; sum and count of an empty group are 0, avg,
    min and max of an empty group are None. Unit: the column's unit (counts: rows or values).
    """

    kind: Literal["aggregation"]


class TimeWindow(_Model):
    """``{days, anchor, offsetDays?, direction?}``: a range of whole days.

    ``anchor`` is ``latest_data`` (the latest date of the time column over all rows of the source,
    before filters) or ``today`` (UTC). ``trailing`` (default) covers the ``days`` days ending
    ``offsetDays`` days before the anchor, both ends included: ``[A - offset - days + 1, A - offset]``;
    ``leading`` covers ``[A + offset, A + offset + days - 1]`` (forecasts).
    """

    days: StrictInt = Field(ge=1, le=365)
    anchor: Literal["latest_data", "today"]
    offsetDays: StrictInt = Field(default=0, ge=0, le=365)
    direction: Literal["trailing", "leading"] = "trailing"


class TimeWindowedAggregationBody(_AggregationFields):
    """An aggregation over the rows whose ``timeColumn`` (a date or timestamp column) falls in ``window``.

    ``{kind: "time_windowed_aggregation", source, column, function, filters, timeColumn, window}``.
    Timestamps are compared by their UTC calendar day.
    """

    kind: Literal["time_windowed_aggregation"]
    timeColumn: str = Field(min_length=1, max_length=64)
    window: TimeWindow

    @field_validator("timeColumn")
    @classmethod
    def _time_column(cls, column: str, info: ValidationInfo) -> str:
        source = _source_of(info)
        if source is not None:
            _check_column(source, column, ("date", "timestamp"), "timeColumn")
        return column


class FormulaBody(_Model):
    """``{kind: "formula", expression}``: arithmetic over other metrics, e.g. ``"GROSS_SALES_VALUE / GROSS_SALES_QUANTITY"``.

    Grammar: see :func:`parse_expression`; at least one metric key is required. Each key is
    evaluated at the same grain; a missing operand, a division by zero or an overflow gives None.
    """

    kind: Literal["formula"]
    expression: str = Field(min_length=1, max_length=MAX_EXPRESSION_LENGTH)

    @field_validator("expression")
    @classmethod
    def _parses(cls, expression: str) -> str:
        if not expression_references(parse_expression(expression)):
            raise ValueError("a formula must reference at least one metric key")
        return expression

    @property
    def references(self) -> tuple[str, ...]:
        """Metric keys used by the expression, in order of first appearance."""
        return expression_references(parse_expression(self.expression))


class CompositePart(_Model):
    """``{metricId | key, weight?}``: one metric of a composite (exactly one of metricId and key); weight defaults to 1."""

    metricId: str | None = Field(default=None, min_length=1, max_length=128)
    key: MetricKey | None = None
    weight: FiniteNumber = 1.0

    @model_validator(mode="after")
    def _one_reference(self) -> CompositePart:
        if (self.metricId is None) == (self.key is None):
            raise ValueError("give exactly one of metricId and key")
        if self.weight == 0:
            raise ValueError("weight 0 makes the part meaningless")
        return self

    @property
    def reference(self) -> MetricRef:
        """``MetricRef("key", KEY)`` or ``MetricRef("id", metricId)``."""
        return MetricRef("key", self.key) if self.key is not None else MetricRef("id", self.metricId or "")


class CompositeBody(_Model):
    """``{kind: "composite", combine, parts}`` with 2 to 20 parts, each value multiplied by its weight.

    combine: weighted_sum = sum(w * v); min / max = min / max of w * v; avg = sum(w * v) / sum(w)
    (weights must be > 0). A part that is None makes the result None.
    """

    kind: Literal["composite"]
    combine: Literal["weighted_sum", "min", "max", "avg"]
    parts: list[CompositePart] = Field(min_length=2, max_length=20)

    @model_validator(mode="after")
    def _positive_average_weights(self) -> CompositeBody:
        if self.combine == "avg" and any(part.weight <= 0 for part in self.parts):
            raise ValueError("avg needs weights > 0")
        return self


MetricBody = Annotated[
    PrecomputedColumnBody | AggregationBody | TimeWindowedAggregationBody | FormulaBody | CompositeBody,
    Field(discriminator="kind"),
]
"""The metric body: one of the five forms, chosen by ``kind``."""

SourceBody = PrecomputedColumnBody | AggregationBody | TimeWindowedAggregationBody


class MetricDefinition(_Model):
    """A metric definition (SPEC "Metric definition").

    Fields: ``id`` (1..128), ``scope`` GLOBAL | ORG, ``organizationId`` (required for ORG, absent for
    GLOBAL), ``key`` (UPPER_SNAKE, 1..64, the name formulas use), ``displayName`` (1..255, stripped,
    non-blank), ``grain`` (1..7 distinct levels of :data:`GRAINS`), ``body`` (:data:`MetricBody`).

    Raises:
        pydantic.ValidationError: on any malformed field (the API turns it into a 422).
    """

    id: str = Field(min_length=1, max_length=128)
    scope: Literal["GLOBAL", "ORG"]
    organizationId: str | None = Field(default=None, min_length=1, max_length=128)
    key: MetricKey
    displayName: str = Field(min_length=1, max_length=255)
    grain: list[Grain] = Field(min_length=1, max_length=len(GRAINS))
    body: MetricBody

    @field_validator("grain")
    @classmethod
    def _distinct(cls, grain: list[str]) -> list[str]:
        if len(set(grain)) != len(grain):
            raise ValueError("grain levels must be distinct")
        return grain

    @model_validator(mode="after")
    def _owner(self) -> MetricDefinition:
        if self.scope == "ORG" and self.organizationId is None:
            raise ValueError("an ORG metric needs organizationId")
        if self.scope == "GLOBAL" and self.organizationId is not None:
            raise ValueError("a GLOBAL metric has no organizationId")
        return self
