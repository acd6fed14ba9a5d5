"""Metric definitions: the five body forms, reference validation and an in-memory evaluator.

SPEC "Metric definition" and PATCH /api/intelligence-layer/metrics/{id}; REFERENCE 6.1 (kinds and
standard metrics; the JSON shape of each kind is not documented, so it is designed here and written
down in docs/metrics.md).

A metric is ``{id, scope, organizationId, key, displayName, grain, body}``. ``key`` (UPPER_SNAKE) is
the name formulas and composites use to refer to other metrics. ``grain`` lists the levels the
metric can be computed at (each one is a group-by dimension: one value per shop, per brand...).
``body`` is one of five forms, discriminated by ``kind``:

- ``precomputed_column``: a numeric column already computed per row of a source;
- ``aggregation``: sum/avg/min/max/count/count_distinct of a column over filtered rows;
- ``time_windowed_aggregation``: an aggregation restricted to a window of days on a date column;
- ``formula``: arithmetic (+ - * /, unary minus, parentheses, numbers) over other metrics' keys;
- ``composite``: weighted_sum/min/max/avg of at least two other metrics.

Pydantic checks what one definition can check alone (shapes, source columns, types of the filter
values, the expression grammar). :func:`validate_references` checks what needs the organization's
catalogue (unknown metrics, grains, cycles) and returns ``fieldErrors`` entries instead of raising.
:func:`evaluate` computes a metric over in-memory rows, which proves that every form is computable.
This module has no AWS or HTTP imports.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import Decimal
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
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

# --------------------------------------------------------------------------------------------
# Catalogue of sources (the canonical model) and grains
# --------------------------------------------------------------------------------------------

GRAINS: tuple[str, ...] = ("organization", "shop", "brand", "product", "variant", "inventory_item", "day")
"""Levels a metric can be computed at. ``organization`` is one group holding every row."""

ORGANIZATION_GROUP = "organization"
"""The single group key of the ``organization`` grain in :func:`evaluate` results."""

ColumnType = Literal["number", "string", "date", "timestamp", "boolean"]


@dataclass(frozen=True)
class ColumnSpec:
    """One column of a source: its type, unit (``units``, ``currency``, ``days``, ``units/day``, ``""``) and meaning."""

    type: ColumnType
    unit: str
    description: str


@dataclass(frozen=True)
class SourceSpec:
    """A row source of the canonical model.

    Attributes:
        name: source name used in metric bodies (``sale_lines``).
        description: what one row is.
        columns: column name -> spec; names are the canonical record fields (camelCase).
        grain_columns: grain level -> the column holding its value (``organization`` is implicit).
        unique_grains: levels at which the source has at most one row per value, i.e. where a
            ``precomputed_column`` can be read without a rollup.
    """

    name: str
    description: str
    columns: Mapping[str, ColumnSpec]
    grain_columns: Mapping[str, str]
    unique_grains: frozenset[str] = frozenset()

    def supports(self, grain: str) -> bool:
        """True when rows of this source can be grouped by ``grain``."""
        return grain == "organization" or grain in self.grain_columns


def _id(description: str) -> ColumnSpec:
    return ColumnSpec("string", "", description)


def _num(unit: str, description: str) -> ColumnSpec:
    return ColumnSpec("number", unit, description)


_ENTITY_IDS = {
    "shopId": _id("shop id"),
    "brandId": _id("brand id"),
    "productId": _id("product id"),
    "variantId": _id("variant (product x colour) id"),
    "inventoryItemId": _id("inventory item (variant x size) id"),
}
_ENTITY_GRAINS = {
    "shop": "shopId",
    "brand": "brandId",
    "product": "productId",
    "variant": "variantId",
    "inventory_item": "inventoryItemId",
}

SOURCES: Mapping[str, SourceSpec] = {
    source.name: source
    for source in (
        SourceSpec(
            "sale_lines",
            "one sale line (deduplicated by id), as stored at ingestion",
            {
                "id": _id("sale line id"),
                "saleDate": ColumnSpec("date", "", "day of the sale, YYYY-MM-DD"),
                **_ENTITY_IDS,
                "sku": _id("inventory item SKU"),
                "size": _id("size label"),
                "customer": _id("customer name"),
                "currency": _id("currency code"),
                "units": _num("units", "pieces sold"),
                "unitPrice": _num("currency", "price of one piece"),
                "grossSales": _num("currency", "gross sales amount of the line"),
                "margin": _num("currency", "gross sales - units x unit cost; null when the cost is unknown"),
            },
            {**_ENTITY_GRAINS, "day": "saleDate"},
        ),
        SourceSpec(
            "stock_snapshot",
            "current stock of one inventory item in one shop (SPEC stock snapshot record, with its ids)",
            {
                **_ENTITY_IDS,
                "sizeTaxonomyId": _id("size"),
                "currentStockQty": _num("units", "pieces on hand"),
                "stockValue": _num("currency", "stock at cost: currentStockQty x averageUnitCost"),
                "stockValueRetail": _num("currency", "stock at retail price"),
                "averageUnitCost": _num("currency", "average cost of one piece"),
                "avgDailySales7d": _num("units/day", "average pieces sold per day over 7 days"),
                "avgDailySales30d": _num("units/day", "average pieces sold per day over 30 days"),
                "daysOfSupply": _num("days", "currentStockQty / avgDailySales30d; null when nothing sold"),
                "snapshotTimestamp": ColumnSpec("timestamp", "", "time of the snapshot"),
            },
            dict(_ENTITY_GRAINS),
        ),
        SourceSpec(
            "stock_ledger",
            "one stock movement (SPEC stock ledger entry)",
            {
                "movementId": _id("movement id"),
                "movementTime": ColumnSpec("timestamp", "", "time of the movement, ISO 8601 UTC"),
                "movementCategory": _id("INBOUND, OUTBOUND, ..."),
                "movementType": _id("SALE, DELIVERY, ..."),
                **{name: spec for name, spec in _ENTITY_IDS.items() if name != "inventoryItemId"},
                "sizeTaxonomyId": _id("size"),
                "quantityChange": _num("units", "signed change of the stock"),
                "stockAfter": _num("units", "stock after the movement; null when unknown"),
            },
            {"shop": "shopId", "brand": "brandId", "product": "productId", "variant": "variantId", "day": "movementTime"},
        ),
        SourceSpec(
            "sales_forecasts",
            "forecast sales of one variant x size x shop on one date (SPEC forecast record)",
            {
                "shopId": _id("shop id"),
                "variantId": _id("variant id"),
                "sizeTaxonomyId": _id("size"),
                "forecastDate": ColumnSpec("date", "", "forecast day, YYYY-MM-DD"),
                "granularity": _id("DAY, WEEK, MONTH or QUARTER"),
                "algorithm": _id("forecasting algorithm"),
                "quantity": _num("units", "forecast pieces sold"),
                "lbQuantity": _num("units", "lower bound"),
                "ubQuantity": _num("units", "upper bound"),
                "confidenceLevel": _num("", "0..1"),
            },
            {"shop": "shopId", "variant": "variantId", "day": "forecastDate"},
        ),
        SourceSpec(
            "products",
            "one product (style)",
            {
                "id": _id("product id"),
                "brandId": _id("brand id"),
                "collectionId": _id("collection id"),
                "family": _id("product family"),
                "listPrice": _num("currency", "list price"),
            },
            {"product": "id", "brand": "brandId"},
            frozenset({"product"}),
        ),
        SourceSpec(
            "variants",
            "one product variant (product x colour)",
            {
                "id": _id("variant id"),
                "productId": _id("product id"),
                "brandId": _id("brand id"),
                "collectionId": _id("collection id"),
                "supplierId": _id("supplier id"),
                "isActive": ColumnSpec("boolean", "", "false once deactivated"),
                "costPrice": _num("currency", "purchase cost of one piece"),
                "retailPrice": _num("currency", "retail price of one piece"),
            },
            {"variant": "id", "product": "productId", "brand": "brandId"},
            frozenset({"variant"}),
        ),
        SourceSpec(
            "inventory_items",
            "one inventory item (variant x size)",
            {
                "id": _id("inventory item id"),
                "variantId": _id("variant id"),
                "productId": _id("product id"),
                "brandId": _id("brand id"),
                "size": _id("size label"),
                "unitCost": _num("currency", "transfer price of one piece"),
                "listPrice": _num("currency", "list price of one piece"),
            },
            {"inventory_item": "id", "variant": "variantId", "product": "productId", "brand": "brandId"},
            frozenset({"inventory_item"}),
        ),
    )
}
"""Sources a metric body can read, by name. docs/metrics.md lists them."""

SourceName = Literal["sale_lines", "stock_snapshot", "stock_ledger", "sales_forecasts", "products", "variants", "inventory_items"]
Grain = Literal["organization", "shop", "brand", "product", "variant", "inventory_item", "day"]

# --------------------------------------------------------------------------------------------
# Formula expressions: a safe arithmetic subset of Python, parsed with ``ast`` and never evaluated
# --------------------------------------------------------------------------------------------

KEY_PATTERN = r"^[A-Z][A-Z0-9_]*$"
MetricKey = Annotated[str, StringConstraints(pattern=KEY_PATTERN, min_length=1, max_length=64)]
MAX_EXPRESSION_LENGTH = 1000
MAX_EXPRESSION_DEPTH = 100

Expr = tuple
"""A parsed expression: ``("num", float)``, ``("ref", key)``, ``("neg", Expr)`` or ``("bin", op, Expr, Expr)``."""

_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}
_FORBIDDEN_NAMES = {
    ast.Call: "a function call",
    ast.Attribute: "an attribute access",
    ast.Subscript: "a subscript",
    ast.Compare: "a comparison",
    ast.BoolOp: "a boolean operator",
    ast.Lambda: "a lambda",
    ast.IfExp: "a conditional expression",
    ast.JoinedStr: "an f-string",
}


def _describe(node: ast.AST) -> str:
    if isinstance(node, ast.BinOp):
        symbols = {ast.Pow: "**", ast.Mod: "%", ast.FloorDiv: "//", ast.MatMult: "@", ast.LShift: "<<", ast.RShift: ">>"}
        return f"the operator {symbols.get(type(node.op), type(node.op).__name__)}"
    if isinstance(node, ast.UnaryOp):
        return f"the unary operator {type(node.op).__name__}"
    if isinstance(node, ast.Constant):
        return f"the literal {node.value!r}"
    return _FORBIDDEN_NAMES.get(type(node), f"a {type(node).__name__} node")


def _compile(node: ast.AST, depth: int) -> Expr:
    if depth > MAX_EXPRESSION_DEPTH:
        raise ValueError(f"expression nested deeper than {MAX_EXPRESSION_DEPTH} levels")
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        try:
            value = float(node.value)
        except OverflowError:
            value = math.inf
        if not math.isfinite(value):
            raise ValueError(f"the number {node.value!r} is not finite")
        return ("num", value)
    if isinstance(node, ast.Name):
        if not _is_key(node.id):
            raise ValueError(f"{node.id!r} is not a metric key (UPPER_SNAKE, e.g. GROSS_SALES_VALUE)")
        return ("ref", node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return ("neg", _compile(node.operand, depth + 1))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return ("bin", _BINARY[type(node.op)], _compile(node.left, depth + 1), _compile(node.right, depth + 1))
    raise ValueError(f"{_describe(node)} is not allowed; use numbers, metric keys, + - * /, unary minus and parentheses")


def _is_key(name: str) -> bool:
    return len(name) <= 64 and re.fullmatch(KEY_PATTERN, name) is not None


@lru_cache(maxsize=2048)
def parse_expression(expression: str) -> Expr:
    """Parse a formula expression into a small tree (see :data:`Expr`); never evaluates Python.

    Allowed: finite int/float literals, metric keys (UPPER_SNAKE names), binary + - * /, unary
    minus, parentheses; at most :data:`MAX_EXPRESSION_DEPTH` levels of nesting.

    Raises:
        ValueError: on a syntax error or any other construct (calls, attributes, strings, ``**``,
            comparisons, lower-case names...), with a message naming the construct.
    """
    if len(expression) > MAX_EXPRESSION_LENGTH:
        raise ValueError(f"expression longer than {MAX_EXPRESSION_LENGTH} characters")
    try:
        tree = ast.parse(expression.strip(), mode="eval")
    except SyntaxError as error:
        raise ValueError(f"not a valid arithmetic expression: {error.msg}") from None
    except (RecursionError, MemoryError):
        raise ValueError("expression too deeply nested") from None
    return _compile(tree.body, 0)


def expression_references(tree: Expr) -> tuple[str, ...]:
    """Metric keys used by a parsed expression, each once, in order of first appearance."""
    seen: dict[str, None] = {}
    stack = [tree]
    while stack:
        node = stack.pop()
        if node[0] == "ref":
            seen.setdefault(node[1], None)
        elif node[0] == "neg":
            stack.append(node[1])
        elif node[0] == "bin":
            stack.extend((node[3], node[2]))
    return tuple(seen)


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


def evaluate_expression(tree: Expr, values: Mapping[str, float | None]) -> float | None:
    """Value of a parsed expression given each key's value.

    A missing or None operand gives None; so do a division by zero and an overflow (a non-finite
    result). Raises nothing.
    """
    tag = tree[0]
    if tag == "num":
        return tree[1]
    if tag == "ref":
        return values.get(tree[1])
    if tag == "neg":
        operand = evaluate_expression(tree[1], values)
        return None if operand is None else -operand
    _, op, left_tree, right_tree = tree
    left = evaluate_expression(left_tree, values)
    right = evaluate_expression(right_tree, values)
    if left is None or right is None:
        return None
    if op == "+":
        return _finite(left + right)
    if op == "-":
        return _finite(left - right)
    if op == "*":
        return _finite(left * right)
    if right == 0:
        return None
    return _finite(left / right)


# --------------------------------------------------------------------------------------------
# Body models
# --------------------------------------------------------------------------------------------

FiniteNumber = Annotated[float, Field(strict=True, allow_inf_nan=False)]
FilterScalar = (
    StrictBool | StrictInt | Annotated[StrictFloat, Field(allow_inf_nan=False)] | Annotated[StrictStr, Field(max_length=255)]
)
AggregateFunction = Literal["sum", "avg", "min", "max", "count", "count_distinct"]
FilterOperator = Literal["eq", "ne", "gt", "gte", "lt", "lte", "in", "not_in", "is_null", "is_not_null"]
_NUMERIC_FUNCTIONS = {"sum", "avg", "min", "max"}
_ORDERING_OPERATORS = {"gt", "gte", "lt", "lte"}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, frozen=True)


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
            if not isinstance(self.value, list) or not 1 <= len(self.value) <= 100:
                raise ValueError(f"{self.operator} needs a list of 1 to 100 values")
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
    if not isinstance(value, str) or len(value) != 10:
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
    def reference(self) -> tuple[str, str]:
        """``("key", KEY)`` or ``("id", metricId)``."""
        return ("key", self.key) if self.key is not None else ("id", self.metricId or "")


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


# --------------------------------------------------------------------------------------------
# References: resolution, validation, dependents
# --------------------------------------------------------------------------------------------


class MetricError(ValueError):
    """A metric cannot be evaluated: grain not supported, unknown reference, or a reference cycle."""


def direct_references(body: Any) -> list[tuple[str, tuple[str, str]]]:
    """References of a body: ``[(field, ("key", KEY) | ("id", metricId))]``; empty for source forms.

    ``field`` is where an error about the reference belongs: ``body.expression`` for a formula,
    ``body.parts.<i>.key`` / ``body.parts.<i>.metricId`` for a composite part.
    """
    if isinstance(body, FormulaBody):
        return [("body.expression", ("key", key)) for key in body.references]
    if isinstance(body, CompositeBody):
        return [
            (f"body.parts.{i}.{'key' if part.key is not None else 'metricId'}", part.reference)
            for i, part in enumerate(body.parts)
        ]
    return []


class _Index:
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

    def resolve(self, ref: tuple[str, str], viewer: MetricDefinition) -> MetricDefinition | None:
        """The metric ``ref`` names, if ``viewer`` may use it: GLOBAL metrics, or ORG metrics of its organization."""
        kind, value = ref
        target = self.by_key.get(value) if kind == "key" else self.by_id.get(value)
        if target is None:
            return None
        if target.scope == "GLOBAL" or (viewer.scope == "ORG" and target.organizationId == viewer.organizationId):
            return target
        return None

    def children(self, metric: MetricDefinition) -> list[MetricDefinition]:
        found = (self.resolve(ref, metric) for _, ref in direct_references(metric.body))
        return [m for m in found if m is not None]


def _find_cycle(start: MetricDefinition, index: _Index) -> list[str] | None:
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
    index = _Index(catalogue, definition)
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


def _reference_errors(definition: MetricDefinition, index: _Index) -> list[dict[str, str]]:
    errors = []
    for field, ref in direct_references(definition.body):
        target = index.resolve(ref, definition)
        if target is None:
            label = "key" if ref[0] == "key" else "id"
            errors.append(_error(field, "unknown_metric", f"no metric with {label} {ref[1]}"))
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
    index = _Index(catalogue)
    return sorted(
        other.key
        for other in catalogue.values()
        if other.id != metric.id and any(child.id == metric.id for child in index.children(other))
    )


# --------------------------------------------------------------------------------------------
# Evaluation over in-memory rows
# --------------------------------------------------------------------------------------------

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
    if isinstance(value, str) and len(value) >= 10:
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
            return actual == expected
        case "ne":
            return actual != expected
        case "gt":
            return actual > expected
        case "gte":
            return actual >= expected
        case "lt":
            return actual < expected
        case _:
            return actual <= expected


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
        return _finite(math.fsum(values))
    if not values:
        return None
    if function == "avg":
        return _finite(math.fsum(values) / len(values))
    return min(values) if function == "min" else max(values)


class _Evaluator:
    def __init__(self, rows_by_source: Mapping[str, Sequence[Row]], index: _Index, grain: str, today: date) -> None:
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

    def _child(self, viewer: MetricDefinition, ref: tuple[str, str]) -> dict[str, float | None]:
        target = self.index.resolve(ref, viewer)
        if target is None:
            raise MetricError(f"{viewer.key} references an unknown metric {ref[0]} {ref[1]}")
        return self.metric(target)

    def _formula(self, metric: MetricDefinition, body: FormulaBody) -> dict[str, float | None]:
        tree = parse_expression(body.expression)
        operands = {key: self._child(metric, ("key", key)) for key in body.references}
        groups = _union(operands.values())
        return {g: evaluate_expression(tree, {k: v.get(g) for k, v in operands.items()}) for g in groups}

    def _composite(self, metric: MetricDefinition, body: CompositeBody) -> dict[str, float | None]:
        parts = [(part.weight, self._child(metric, part.reference)) for part in body.parts]
        weights = [weight for weight, _ in parts]
        result: dict[str, float | None] = {}
        for group in _union(values for _, values in parts):
            values = [part_values.get(group) for _, part_values in parts]
            if any(value is None for value in values):
                result[group] = None  # a part without a value: the combination is undefined
            else:
                weighted = [weight * value for weight, value in zip(weights, values, strict=True)]
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
        filters = body.filters if isinstance(body, _AggregationFields) else []
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
        return _finite(math.fsum(weighted))
    if combine == "avg":
        return _finite(math.fsum(weighted) / math.fsum(weights))
    return _finite(min(weighted) if combine == "min" else max(weighted))


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
    today: date | None = None,
) -> dict[str, float | None]:
    """Compute ``definition`` per value of ``grain_key`` over in-memory rows of one organization.

    Args:
        definition: the metric (validated by :func:`validate_references` beforehand).
        rows_by_source: source name -> rows (dicts keyed by the column names of :data:`SOURCES`);
            a missing source has no rows.
        catalogue: metric key -> definition used to resolve formulas and composites.
        grain_key: one of ``definition.grain``; the result is keyed by the grain column's value
            (``day``: ``YYYY-MM-DD``; ``organization``: :data:`ORGANIZATION_GROUP`).
        today: the UTC date for ``anchor: "today"`` windows; defaults to the current UTC date.

    Returns:
        grain value -> number in the metric's unit, or None when undefined (no value, division by
        zero, a None operand). Source forms yield every grain value present in the source's rows
        (before filters and window, so a shop with no sale in the window gets sum 0); formulas and
        composites yield the union of their operands' grain values.

    Raises:
        MetricError: ``grain_key`` not among the grains of the metric or of a metric it uses, a
            source without that grain, an unknown reference, or a reference cycle.
    """
    evaluator = _Evaluator(rows_by_source, _Index(catalogue, definition), grain_key, today or datetime.now(UTC).date())
    return evaluator.metric(definition)


# --------------------------------------------------------------------------------------------
# Standard GLOBAL metrics (REFERENCE 6.1)
# --------------------------------------------------------------------------------------------

_ENTITY_LEVELS = ["organization", "shop", "brand", "product", "variant", "inventory_item"]
_LAST_30_DAYS = {"days": 30, "anchor": "latest_data"}


def _global(key: str, display_name: str, grain: list[str], body: dict[str, Any]) -> MetricDefinition:
    return MetricDefinition.model_validate(
        {
            "id": "global-" + key.lower().replace("_", "-"),
            "scope": "GLOBAL",
            "key": key,
            "displayName": display_name,
            "grain": grain,
            "body": body,
        }
    )


def _sales(column: str, window: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "time_windowed_aggregation",
        "source": "sale_lines",
        "column": column,
        "function": "sum",
        "timeColumn": "saleDate",
        "window": window,
    }


GLOBAL_METRICS: tuple[MetricDefinition, ...] = (
    _global(
        "CURRENT_STOCK_LEVEL",
        "Current stock level (units)",
        _ENTITY_LEVELS,
        {"kind": "aggregation", "source": "stock_snapshot", "column": "currentStockQty", "function": "sum"},
    ),
    _global(
        "AVG_DAILY_SALES_30D",
        "Average daily sales, 30 days (units/day)",
        _ENTITY_LEVELS,
        {"kind": "aggregation", "source": "stock_snapshot", "column": "avgDailySales30d", "function": "sum"},
    ),
    _global(
        "DAYS_OF_STOCK",
        "Days of stock (days)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "CURRENT_STOCK_LEVEL / AVG_DAILY_SALES_30D"},
    ),
    _global(
        "GROSS_SALES_VALUE", "Gross sales, last 30 days (currency)", [*_ENTITY_LEVELS, "day"], _sales("grossSales", _LAST_30_DAYS)
    ),
    _global("GROSS_SALES_QUANTITY", "Units sold, last 30 days (units)", [*_ENTITY_LEVELS, "day"], _sales("units", _LAST_30_DAYS)),
    _global(
        "GROSS_SALES_VALUE_PREVIOUS",
        "Gross sales, previous 30 days (currency)",
        _ENTITY_LEVELS,
        _sales("grossSales", {**_LAST_30_DAYS, "offsetDays": 30}),
    ),
    _global(
        "SALES_TREND_PERCENT",
        "Sales trend vs previous 30 days (%)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "(GROSS_SALES_VALUE - GROSS_SALES_VALUE_PREVIOUS) / GROSS_SALES_VALUE_PREVIOUS * 100"},
    ),
    _global(
        "GROSS_SALES_QUANTITY_365D",
        "Units sold, last 365 days (units)",
        _ENTITY_LEVELS,
        _sales("units", {"days": 365, "anchor": "latest_data"}),
    ),
    _global(
        "INVENTORY_TURN_OVER_RATE",
        "Inventory turnover, 365 days (turns per year)",
        _ENTITY_LEVELS,
        {"kind": "formula", "expression": "GROSS_SALES_QUANTITY_365D / CURRENT_STOCK_LEVEL"},
    ),
    _global(
        "FORECASTED_SALES_QUANTITY",
        "Forecast sales, next 30 days (units)",
        ["organization", "shop", "variant", "day"],
        {
            "kind": "time_windowed_aggregation",
            "source": "sales_forecasts",
            "column": "quantity",
            "function": "sum",
            "filters": [{"column": "granularity", "operator": "eq", "value": "DAY"}],
            "timeColumn": "forecastDate",
            "window": {"days": 30, "anchor": "today", "direction": "leading"},
        },
    ),
)
"""The standard metrics of REFERENCE 6.1 this model can express, plus their helpers
(AVG_DAILY_SALES_30D, GROSS_SALES_QUANTITY_365D). RISK_SCORE and UNACTIONED_RECOMMENDATIONS_COUNT
need sources (risk scores, recommendations) the canonical model does not hold yet."""


def global_catalogue() -> dict[str, MetricDefinition]:
    """:data:`GLOBAL_METRICS` keyed by metric key (the base of every organization's catalogue)."""
    return {metric.key: metric for metric in GLOBAL_METRICS}
