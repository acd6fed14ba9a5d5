"""Business rules: rulesets, rules and their pure evaluation (REFERENCE 5, SPEC "Business logic ruleset").

A *ruleset* groups *rules*; the first ruleset of an organization is its default (used when a plan names
no ruleset). A rule has REFERENCE 5.1's anatomy: category, enforcement (BLOCK | WARN | LOG), check
level, condition, scope, plan types, validation hooks (REFERENCE 5.2's exact names), a violation
message and a priority. The condition is one of the rule templates of REFERENCE 5.3 that can be
checked on a plan and a candidate item; each is a pydantic model discriminated by ``type``.

``evaluate`` is the single entry point the plan endpoints call at a hook: it selects the rules that
apply, measures each condition on the plan (plus the candidate item for add hooks) and returns one
outcome per rule, with ``blocked`` / ``warnings`` / ``logged`` aggregated. Nothing here touches AWS,
HTTP or the clock. docs/business-rules.md documents the formulas and how results map to the API.

Units: quantities are pieces (integers); unit cost, list price, plan values and budgets are amounts
in the plan's currency (one currency per evaluation; conversion is the caller's job); percents are
0..100.
"""

from __future__ import annotations

import math
import string
from abc import abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any, ClassVar, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, computed_field, field_validator, model_validator

# --------------------------------------------------------------------------------------------------
# Vocabulary (REFERENCE 4.1, 5.1, 5.2)

PlanType = Literal["RESTOCK", "REBALANCE", "MARKDOWN", "PRE_SEASON", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE"]
Category = Literal["capacity", "assortment", "ordering", "transfer", "pricing", "distribution", "compliance"]
Enforcement = Literal["BLOCK", "WARN", "LOG"]
CheckLevel = Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM", "PLAN", "PLAN_ITEM"]
Unit = Literal["currency", "units", "lines", "percent"]
Hook = Literal[
    "RESTOCK_PRE_ADD_ITEM",
    "REBALANCE_PRE_ADD_ITEM",
    "MARKDOWN_PRE_ADD_ITEM",
    "PRE_SEASON_PRE_ADD_ITEM",
    "SUPPLIER_RETURN_PRE_ADD_ITEM",
    "SUPPLIER_EXCHANGE_PRE_ADD_ITEM",
    "RESTOCK_PRE_VALIDATE_ITEM",
    "REBALANCE_PRE_VALIDATE_ITEM",
    "MARKDOWN_PRE_VALIDATE_ITEM",
    "PRE_SEASON_PRE_VALIDATE_ITEM",
    "RESTOCK_PRE_CHANGE_STATUS",
    "REBALANCE_PRE_CHANGE_STATUS",
    "PRE_SEASON_PRE_CHANGE_STATUS",
    "SUPPLIER_RETURN_PRE_CHANGE_STATUS",
    "SUPPLIER_EXCHANGE_PRE_CHANGE_STATUS",
    "RECOMMENDATION_PRE_GENERATE",
    "MANUAL_CHECK",
]

PLAN_TYPES: tuple[str, ...] = get_args(PlanType)
ENFORCEMENTS: tuple[str, ...] = get_args(Enforcement)
HOOKS: tuple[str, ...] = get_args(Hook)

# Moments of REFERENCE 5.2. ADD_ITEM and PRE_GENERATE count the candidate item as if it were added.
ADD_ITEM = "PRE_ADD_ITEM"
VALIDATE_ITEM = "PRE_VALIDATE_ITEM"
CHANGE_STATUS = "PRE_CHANGE_STATUS"
PRE_GENERATE = "PRE_GENERATE"
MANUAL = "MANUAL_CHECK"
_ADDING_MOMENTS = frozenset({ADD_ITEM, PRE_GENERATE})


def _hook_table() -> dict[str, tuple[str | None, str]]:
    table: dict[str, tuple[str | None, str]] = {
        "RECOMMENDATION_PRE_GENERATE": (None, PRE_GENERATE),
        "MANUAL_CHECK": (None, MANUAL),
    }
    for hook in HOOKS:
        for moment in (ADD_ITEM, VALIDATE_ITEM, CHANGE_STATUS):
            if hook.endswith("_" + moment):
                table[hook] = (hook[: -len(moment) - 1], moment)
    assert set(table) == set(HOOKS) and all(t is None or t in PLAN_TYPES for t, _ in table.values())
    return table


_HOOKS: dict[str, tuple[str | None, str]] = _hook_table()


def hook_plan_type(hook: str) -> str | None:
    """The plan type a hook belongs to (``"PRE_SEASON"`` for ``PRE_SEASON_PRE_ADD_ITEM``), or None for
    ``RECOMMENDATION_PRE_GENERATE`` and ``MANUAL_CHECK``.

    Raises:
        ValueError: ``hook`` is not one of REFERENCE 5.2's names.
    """
    if hook not in _HOOKS:
        raise ValueError(f"unknown validation hook {hook!r}")
    return _HOOKS[hook][0]


def hook_for(plan_type: str, moment: str) -> str | None:
    """The hook a plan endpoint runs: ``hook_for("REBALANCE", "PRE_ADD_ITEM") == "REBALANCE_PRE_ADD_ITEM"``.

    ``moment`` is ``PRE_ADD_ITEM``, ``PRE_VALIDATE_ITEM`` or ``PRE_CHANGE_STATUS``. Returns None when
    REFERENCE 5.2 lists no such hook (e.g. MARKDOWN + PRE_CHANGE_STATUS): the caller then evaluates no
    rule.

    Raises:
        ValueError: unknown plan type or moment.
    """
    if plan_type not in PLAN_TYPES:
        raise ValueError(f"unknown plan type {plan_type!r}")
    if moment not in (ADD_ITEM, VALIDATE_ITEM, CHANGE_STATUS):
        raise ValueError(f"unknown hook moment {moment!r}")
    hook = f"{plan_type}_{moment}"
    return hook if hook in _HOOKS else None


def is_adding_hook(hook: str) -> bool:
    """True for ``*_PRE_ADD_ITEM`` and ``RECOMMENDATION_PRE_GENERATE``: the candidate counts as added.

    Raises:
        ValueError: unknown hook.
    """
    hook_plan_type(hook)
    return _HOOKS[hook][1] in _ADDING_MOMENTS


# --------------------------------------------------------------------------------------------------
# Field types

_MODEL = ConfigDict(extra="forbid", str_strip_whitespace=True)

Text255 = Annotated[str, Field(min_length=1, max_length=255)]
Tag = Annotated[str, Field(min_length=1, max_length=100)]
Count = Annotated[int, Field(strict=True, ge=0)]
PositiveCount = Annotated[int, Field(strict=True, ge=1)]
Amount = Annotated[float, Field(strict=True, ge=0, allow_inf_nan=False)]
SignedAmount = Annotated[float, Field(strict=True, allow_inf_nan=False)]
Percent = Annotated[float, Field(strict=True, ge=0, le=100, allow_inf_nan=False)]

# Decimal places kept on computed amounts and percents, so that 0.1 + 0.2 meets a threshold of 0.3.
ROUNDING = 6
MAX_VIOLATIONS_LISTED = 50


def _r(value: float) -> float:
    return round(value, ROUNDING) + 0.0  # + 0.0 turns -0.0 into 0.0


# --------------------------------------------------------------------------------------------------
# Evaluation input


class PlanItem(BaseModel):
    """One plan line (REFERENCE 4.5), or the candidate line of an add hook.

    Shape: ``{variantId, sizeId, shopId?, brandId?, productId?, supplierId?, collectionId?, taxonomyIds[],
    quantity, unitCost?, listPrice?, discountPercent}``.

    - ``quantity``: pieces, integer >= 0 (markdown lines may carry 0).
    - ``unitCost``: supplier cost of one piece, currency, >= 0; None when unknown (value conditions then
      skip the line and count it in ``details.unmeasured``).
    - ``listPrice``: retail price of one piece before discount, currency, >= 0; only the margin condition
      needs it.
    - ``discountPercent``: 0..100, default 0. On RESTOCK lines the negotiated % off the supplier price,
      on MARKDOWN lines the markdown % off the list price; both formulas of docs/business-rules.md use it.
    - ``taxonomyIds``: the line's taxonomy (department/family) ids, matched by ``scope.taxonomies``.

    Raises:
        pydantic.ValidationError: missing ids, negative numbers, percent outside 0..100, unknown field.
    """

    model_config = _MODEL
    variantId: Text255
    sizeId: Text255
    shopId: Text255 | None = None
    brandId: Text255 | None = None
    productId: Text255 | None = None
    supplierId: Text255 | None = None
    collectionId: Text255 | None = None
    taxonomyIds: list[Text255] = Field(default_factory=list)
    quantity: Count = 0
    unitCost: Amount | None = None
    listPrice: Amount | None = None
    discountPercent: Percent = 0.0


class PlanContext(BaseModel):
    """The plan being checked: ``{planType, planId?, items[PlanItem], budgetRemaining?, budgetAmount?}``.

    - ``items``: the plan's current lines (for an add hook, without the candidate).
    - ``budgetRemaining``: open-to-buy left in the matching budget envelope, currency, **excluding this
      plan** (envelope amount minus the consumption of the *other* open plans); may be negative when
      the envelope is already overspent. None when no envelope applies.
    - ``budgetAmount``: the envelope's total amount (> 0), currency; optional, only used to express
      ``consumedPercent`` against the whole envelope. Requires ``budgetRemaining``.

    Raises:
        pydantic.ValidationError: unknown plan type, bad items, ``budgetAmount`` without ``budgetRemaining``.
    """

    model_config = _MODEL
    planType: PlanType
    planId: Text255 | None = None
    items: list[PlanItem] = Field(default_factory=list)
    budgetRemaining: SignedAmount | None = None
    budgetAmount: Annotated[float, Field(strict=True, gt=0, allow_inf_nan=False)] | None = None

    @model_validator(mode="after")
    def _budget_pair(self) -> PlanContext:
        if self.budgetAmount is not None and self.budgetRemaining is None:
            raise ValueError("budgetAmount needs budgetRemaining")
        return self


class SupplierConstraint(BaseModel):
    """Supplier-variant constraint (REFERENCE 5.4): ``{supplierId, variantId, minOrderQuantity?, packMultiple?}``.

    ``minOrderQuantity`` (MOQ) and ``packMultiple`` are pieces, integers >= 1; at least one is set.

    Raises:
        pydantic.ValidationError: neither value set, a value < 1, missing ids.
    """

    model_config = _MODEL
    supplierId: Text255
    variantId: Text255
    minOrderQuantity: PositiveCount | None = None
    packMultiple: PositiveCount | None = Field(default=None, validate_default=True)

    @field_validator("packMultiple")
    @classmethod
    def _one_set(cls, pack: int | None, info: ValidationInfo) -> int | None:
        # info.data lacks minOrderQuantity when it failed its own validation: that error is enough.
        if pack is None and "minOrderQuantity" in info.data and info.data["minOrderQuantity"] is None:
            raise ValueError("a supplier constraint sets minOrderQuantity, packMultiple or both")
        return pack


def line_value(item: PlanItem) -> float | None:
    """Value of one line in currency: ``quantity x unitCost x (1 - discountPercent / 100)``; None without a unit cost."""
    if item.unitCost is None:
        return None
    return item.quantity * item.unitCost * (1 - item.discountPercent / 100)


def margin_after_discount_percent(list_price: float, unit_cost: float, discount_percent: float) -> float | None:
    """Margin after discount in percent of the discounted price.

    ``net = listPrice x (1 - d / 100)``; ``margin = (net - unitCost) / net x 100`` (rounded to 6 places).
    Returns None when ``net`` is 0 (a 100 % discount or a zero list price): the margin is undefined and
    the margin condition treats the line as failing.
    """
    net = _r(list_price * (1 - discount_percent / 100))
    if net <= 0:
        return None
    return _r((net - unit_cost) / net * 100)


# --------------------------------------------------------------------------------------------------
# Scope


MAX_SCOPE_VALUES = 200


class RuleScope(BaseModel):
    """Where a rule applies: ``{shopIds, brandIds, supplierIds, productIds, variantIds, collections, taxonomies}``.

    Each dimension is a list of at most 200 ids; an empty dimension means all. A line is in scope when, for every
    non-empty dimension, its value is listed (``collections`` matches ``collectionId``; ``taxonomies``
    matches any of ``taxonomyIds``). A line without a value for a non-empty dimension (e.g. no
    ``brandId`` while ``brandIds`` is set) is out of scope.
    """

    model_config = _MODEL
    shopIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    brandIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    supplierIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    productIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    variantIds: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    collections: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)
    taxonomies: list[Text255] = Field(default_factory=list, max_length=MAX_SCOPE_VALUES)

    _PAIRS: ClassVar[tuple[tuple[str, str], ...]] = (
        ("shopIds", "shopId"),
        ("brandIds", "brandId"),
        ("supplierIds", "supplierId"),
        ("productIds", "productId"),
        ("variantIds", "variantId"),
        ("collections", "collectionId"),
    )

    def is_empty(self) -> bool:
        """True when every dimension is empty (the rule applies to every line and to the plan as a whole)."""
        return not any(getattr(self, name) for name, _ in self._PAIRS) and not self.taxonomies

    def matches(self, item: PlanItem) -> bool:
        """True when ``item`` is inside every non-empty dimension."""
        for name, attribute in self._PAIRS:
            allowed = getattr(self, name)
            if allowed and getattr(item, attribute) not in allowed:
                return False
        return not self.taxonomies or any(t in self.taxonomies for t in item.taxonomyIds)


# --------------------------------------------------------------------------------------------------
# Conditions (REFERENCE 5.3 rule templates)


@dataclass(frozen=True)
class _Check:
    """One measured subject: ``gap`` > 0 means beyond the threshold (the larger, the worse)."""

    subject: dict[str, str | None]
    actual: float | None
    threshold: float | None
    gap: float
    failed: bool
    warn_only: bool = False


@dataclass
class _Measurement:
    checks: list[_Check]
    unmeasured: int = 0
    extra: dict[str, float | None] = field(default_factory=dict)


@dataclass(frozen=True)
class _View:
    """What a condition sees: ``items`` = in-scope plan lines used for totals (candidate included on add
    hooks); ``focus`` = in-scope lines concerned by this evaluation (the candidate, or every line)."""

    items: tuple[PlanItem, ...]
    focus: tuple[PlanItem, ...]
    context: PlanContext
    constraints: Mapping[tuple[str | None, str], SupplierConstraint]


def _at_most(subject: dict[str, str | None], actual: float, limit: float) -> _Check:
    gap = _r(actual - limit)
    return _Check(subject, actual, limit, gap, gap > 0)


def _at_least(subject: dict[str, str | None], actual: float, minimum: float) -> _Check:
    gap = _r(minimum - actual)
    return _Check(subject, actual, minimum, gap, gap > 0)


def _plan_value(items: Iterable[PlanItem]) -> tuple[float, int]:
    values = [line_value(i) for i in items]
    return _r(math.fsum(v for v in values if v is not None)), sum(1 for v in values if v is None)


def _unique(values: Iterable[Any]) -> list[Any]:
    return list(dict.fromkeys(values))


def _line_subject(item: PlanItem) -> dict[str, str | None]:
    return {"variantId": item.variantId, "sizeId": item.sizeId, "shopId": item.shopId}


class _Condition(BaseModel):
    """Shared behaviour of the condition models (not part of the public union)."""

    model_config = _MODEL
    LEVEL: ClassVar[str] = "PLAN"
    UNIT: ClassVar[str] = "currency"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset()

    def threshold_value(self) -> float | None:
        """The configured threshold, reported when nothing could be measured."""
        return None

    @abstractmethod
    def measure(self, view: _View) -> _Measurement:
        """Measure the concerned lines of ``view`` against the threshold (each condition defines it)."""


class MaxPlanValue(_Condition):
    """``{type: "max_plan_value", maxValue}`` (currency, >= 0).

    Plan value = sum over in-scope lines of ``quantity x unitCost x (1 - discountPercent / 100)``.
    Fails when plan value > maxValue (exactly maxValue passes).
    """

    type: Literal["max_plan_value"] = "max_plan_value"
    maxValue: Amount

    def threshold_value(self) -> float:
        return self.maxValue

    def measure(self, view: _View) -> _Measurement:
        value, unmeasured = _plan_value(view.items)
        return _Measurement([_at_most({}, value, self.maxValue)], unmeasured)


class MaxPlanQuantity(_Condition):
    """``{type: "max_plan_quantity", maxQuantity}`` (pieces, integer >= 0).

    Plan quantity = sum of ``quantity`` over in-scope lines. Fails when > maxQuantity.
    """

    type: Literal["max_plan_quantity"] = "max_plan_quantity"
    maxQuantity: Count
    UNIT: ClassVar[str] = "units"

    def threshold_value(self) -> float:
        return self.maxQuantity

    def measure(self, view: _View) -> _Measurement:
        return _Measurement([_at_most({}, sum(i.quantity for i in view.items), self.maxQuantity)])


class MaxItemsPerShop(_Condition):
    """``{type: "max_items_per_shop", maxItems}`` (plan lines, integer >= 0).

    Items of a shop = number of distinct (variantId, sizeId) lines of the plan in that shop (quantities
    do not matter). Checked for each shop of the concerned lines; fails when a shop has > maxItems.
    Lines without a shopId are not counted (``unmeasured``).
    """

    type: Literal["max_items_per_shop"] = "max_items_per_shop"
    maxItems: Count
    LEVEL: ClassVar[str] = "SHOP"
    UNIT: ClassVar[str] = "lines"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"shopId"})

    def threshold_value(self) -> float:
        return self.maxItems

    def measure(self, view: _View) -> _Measurement:
        lines: dict[str, set[tuple[str, str]]] = {}
        for item in view.items:
            if item.shopId is not None:
                lines.setdefault(item.shopId, set()).add((item.variantId, item.sizeId))
        shops = _unique(i.shopId for i in view.focus if i.shopId is not None)
        checks = [_at_most({"shopId": shop}, len(lines.get(shop, ())), self.maxItems) for shop in shops]
        return _Measurement(checks, sum(1 for i in view.focus if i.shopId is None))


class MaxQuantityPerVariant(_Condition):
    """``{type: "max_quantity_per_variant", maxQuantity}`` (pieces, integer >= 0).

    Quantity of a variant = sum of ``quantity`` over the plan's in-scope lines of that variant, all sizes
    and shops together. Checked for each variant of the concerned lines; fails when > maxQuantity.
    """

    type: Literal["max_quantity_per_variant"] = "max_quantity_per_variant"
    maxQuantity: Count
    LEVEL: ClassVar[str] = "VARIANT"
    UNIT: ClassVar[str] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId"})

    def threshold_value(self) -> float:
        return self.maxQuantity

    def measure(self, view: _View) -> _Measurement:
        totals: dict[str, int] = {}
        for item in view.items:
            totals[item.variantId] = totals.get(item.variantId, 0) + item.quantity
        variants = _unique(i.variantId for i in view.focus)
        return _Measurement([_at_most({"variantId": v}, totals.get(v, 0), self.maxQuantity) for v in variants])


class MaxPlanValuePerBrand(_Condition):
    """``{type: "max_plan_value_per_brand", maxValue}`` (currency, >= 0).

    Value of a brand = plan value (see max_plan_value) of the in-scope lines of that brand. Checked for
    each brand of the concerned lines; fails when > maxValue. Lines without a brandId, and lines
    without a unit cost, are not counted (``unmeasured``).
    """

    type: Literal["max_plan_value_per_brand"] = "max_plan_value_per_brand"
    maxValue: Amount
    LEVEL: ClassVar[str] = "BRAND"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"brandId"})

    def threshold_value(self) -> float:
        return self.maxValue

    def measure(self, view: _View) -> _Measurement:
        brands = _unique(i.brandId for i in view.focus if i.brandId is not None)
        unmeasured = sum(1 for i in view.focus if i.brandId is None)
        checks = []
        for brand in brands:
            value, missing_cost = _plan_value(i for i in view.items if i.brandId == brand)
            unmeasured += missing_cost
            checks.append(_at_most({"brandId": brand}, value, self.maxValue))
        return _Measurement(checks, unmeasured)


class MinOrderQuantity(_Condition):
    """``{type: "min_order_quantity", defaultMinQuantity?}``: supplier MOQ ("variant below MOQ").

    Ordered quantity of a supplier-variant = sum of ``quantity`` over the plan's in-scope lines with that
    (supplierId, variantId), all sizes and shops together. The minimum is the ``minOrderQuantity`` of the
    matching supplier constraint, else ``defaultMinQuantity`` (pieces, integer >= 1) when set; with
    neither, the lines are not checked (``unmeasured``). Fails when 0 < ordered < minimum (exactly the
    minimum passes; 0 pieces is no order and passes).
    """

    type: Literal["min_order_quantity"] = "min_order_quantity"
    defaultMinQuantity: PositiveCount | None = None
    LEVEL: ClassVar[str] = "VARIANT"
    UNIT: ClassVar[str] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId"})

    def threshold_value(self) -> float | None:
        return self.defaultMinQuantity

    def measure(self, view: _View) -> _Measurement:
        totals: dict[tuple[str | None, str], int] = {}
        for item in view.items:
            key = (item.supplierId, item.variantId)
            totals[key] = totals.get(key, 0) + item.quantity
        checks, unmeasured = [], 0
        for key in _unique((i.supplierId, i.variantId) for i in view.focus):
            constraint = view.constraints.get(key)
            minimum = constraint.minOrderQuantity if constraint and constraint.minOrderQuantity else self.defaultMinQuantity
            if minimum is None:
                unmeasured += sum(1 for i in view.focus if (i.supplierId, i.variantId) == key)
                continue
            subject = {"supplierId": key[0], "variantId": key[1]}
            ordered = totals.get(key, 0)
            checks.append(_at_least(subject, ordered, minimum) if ordered > 0 else _Check(subject, 0, minimum, -minimum, False))
        return _Measurement(checks, unmeasured)


class PackMultiple(_Condition):
    """``{type: "pack_multiple", defaultPackMultiple?}``: "quantity not a multiple of pack".

    Each concerned line's ``quantity`` must be a multiple of the ``packMultiple`` of the matching
    (supplierId, variantId) constraint, else of ``defaultPackMultiple`` (pieces, integer >= 1) when set;
    with neither the line is not checked (``unmeasured``). Fails when ``quantity % pack != 0`` (0 passes).
    """

    type: Literal["pack_multiple"] = "pack_multiple"
    defaultPackMultiple: PositiveCount | None = None
    LEVEL: ClassVar[str] = "PLAN_ITEM"
    UNIT: ClassVar[str] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float | None:
        return self.defaultPackMultiple

    def measure(self, view: _View) -> _Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            constraint = view.constraints.get((item.supplierId, item.variantId))
            pack = constraint.packMultiple if constraint and constraint.packMultiple else self.defaultPackMultiple
            if pack is None:
                unmeasured += 1
                continue
            remainder = item.quantity % pack
            subject = {"supplierId": item.supplierId, **_line_subject(item)}
            checks.append(_Check(subject, item.quantity, pack, remainder, remainder != 0))
        return _Measurement(checks, unmeasured)


class MaxDiscountPercent(_Condition):
    """``{type: "max_discount_percent", maxPercent}`` (0..100).

    Each concerned line's ``discountPercent`` must be <= maxPercent; fails when greater.
    """

    type: Literal["max_discount_percent"] = "max_discount_percent"
    maxPercent: Percent
    LEVEL: ClassVar[str] = "PLAN_ITEM"
    UNIT: ClassVar[str] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return self.maxPercent

    def measure(self, view: _View) -> _Measurement:
        return _Measurement([_at_most(_line_subject(i), i.discountPercent, self.maxPercent) for i in view.focus])


class MinMarginAfterDiscountPercent(_Condition):
    """``{type: "min_margin_after_discount_percent", minPercent}`` (0..100).

    For each concerned line: ``net = listPrice x (1 - discountPercent / 100)`` and
    ``margin = (net - unitCost) / net x 100``. Fails when margin < minPercent (exactly minPercent passes).
    A line with net = 0 has no defined margin and fails (``actual`` None). Lines without a list price or a
    unit cost are not checked (``unmeasured``).
    """

    type: Literal["min_margin_after_discount_percent"] = "min_margin_after_discount_percent"
    minPercent: Percent
    LEVEL: ClassVar[str] = "PLAN_ITEM"
    UNIT: ClassVar[str] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return self.minPercent

    def measure(self, view: _View) -> _Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            if item.listPrice is None or item.unitCost is None:
                unmeasured += 1
                continue
            margin = margin_after_discount_percent(item.listPrice, item.unitCost, item.discountPercent)
            if margin is None:
                checks.append(_Check(_line_subject(item), None, self.minPercent, math.inf, True))
            else:
                checks.append(_at_least(_line_subject(item), margin, self.minPercent))
        return _Measurement(checks, unmeasured)


class BudgetEnvelopeCap(_Condition):
    """``{type: "budget_envelope_cap", warnAtPercent?}``: OTB / budget-envelope cap (REFERENCE 5.3, 5.4).

    Plan value (see max_plan_value, in-scope lines, candidate included) is compared with the context's
    ``budgetRemaining`` (currency, excluding this plan):

    - plan value > budgetRemaining fails with the rule's enforcement (exactly equal passes);
    - otherwise, when ``warnAtPercent`` (0..100) is set and
      ``consumedPercent = (budgetAmount - budgetRemaining + planValue) / budgetAmount x 100``
      (``budgetAmount`` defaulting to ``budgetRemaining``, i.e. ``planValue / budgetRemaining x 100``)
      is >= warnAtPercent, the outcome fails as WARN (or LOG for a LOG rule) without blocking.

    Without ``budgetRemaining`` (no envelope applies) the rule passes and the in-scope lines count as
    ``unmeasured``. ``details.extra``: budgetRemaining, budgetAmount, consumedPercent, warnAtPercent.
    """

    type: Literal["budget_envelope_cap"] = "budget_envelope_cap"
    warnAtPercent: Percent | None = None
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"budgetRemaining", "budgetAmount", "consumedPercent", "warnAtPercent"})

    def measure(self, view: _View) -> _Measurement:
        value, unmeasured = _plan_value(view.items)
        remaining, amount = view.context.budgetRemaining, view.context.budgetAmount
        extra: dict[str, float | None] = {
            "budgetRemaining": remaining,
            "budgetAmount": amount,
            "consumedPercent": None,
            "warnAtPercent": self.warnAtPercent,
        }
        if remaining is None:
            return _Measurement([_Check({}, value, None, -math.inf, False)], len(view.items), extra)
        base = amount if amount is not None else remaining
        consumed = _r((base - remaining + value) / base * 100) if base > 0 else None
        extra["consumedPercent"] = consumed
        check = _at_most({}, value, remaining)
        if not check.failed and self.warnAtPercent is not None and consumed is not None and consumed >= self.warnAtPercent:
            check = _Check({}, value, remaining, check.gap, True, warn_only=True)
        return _Measurement([check], unmeasured, extra)


Condition = Annotated[
    MaxPlanValue
    | MaxPlanQuantity
    | MaxItemsPerShop
    | MaxQuantityPerVariant
    | MaxPlanValuePerBrand
    | MinOrderQuantity
    | PackMultiple
    | MaxDiscountPercent
    | MinMarginAfterDiscountPercent
    | BudgetEnvelopeCap,
    Field(discriminator="type"),
]
CONDITION_TYPES: dict[str, type[_Condition]] = {
    cls.model_fields["type"].default: cls
    for cls in (
        MaxPlanValue,
        MaxPlanQuantity,
        MaxItemsPerShop,
        MaxQuantityPerVariant,
        MaxPlanValuePerBrand,
        MinOrderQuantity,
        PackMultiple,
        MaxDiscountPercent,
        MinMarginAfterDiscountPercent,
        BudgetEnvelopeCap,
    )
}
COMMON_PLACEHOLDERS = frozenset({"ruleId", "ruleName", "actual", "threshold", "unit"})


def allowed_placeholders(condition_type: str) -> frozenset[str]:
    """Names a rule message may use as ``{name}`` for this condition type (common ones included).

    Raises:
        KeyError: unknown condition type.
    """
    return COMMON_PLACEHOLDERS | CONDITION_TYPES[condition_type].PLACEHOLDERS


# --------------------------------------------------------------------------------------------------
# Rules and rulesets


class Rule(BaseModel):
    """A business rule (REFERENCE 5.1).

    Shape: ``{id, name, category, enforcement, checkLevel?, condition, scope, planTypes[], hooks[],
    message, priority, isActive}``.

    - ``name``: 1..255 chars. ``category``: capacity | assortment | ordering | transfer | pricing |
      distribution | compliance. ``enforcement``: BLOCK (reject) | WARN (proceed, surface) | LOG (record).
    - ``checkLevel``: the level the condition is measured at; each condition type has one natural level
      (e.g. VARIANT for max_quantity_per_variant). Omitted -> filled in; a different value is rejected.
    - ``condition``: one of the condition models, discriminated by ``type``.
    - ``scope``: see RuleScope (empty = all). ``planTypes``: empty = all plan types.
    - ``hooks``: at least one of REFERENCE 5.2's names, no duplicates; a plan-type hook must belong to
      one of ``planTypes`` when those are given (otherwise the rule could never run).
    - ``message``: 1..500 chars; may contain ``{name}`` placeholders from ``allowed_placeholders``
      (plain names only, ``{{`` / ``}}`` for literal braces).
    - ``priority``: integer, lower runs first (ties by id); default 100. ``isActive``: default true.

    Raises:
        pydantic.ValidationError: any field outside the above, unknown field, unknown condition type,
        bad threshold, bad hook, unknown placeholder.
    """

    model_config = _MODEL
    id: Text255
    name: Text255
    category: Category
    enforcement: Enforcement
    checkLevel: CheckLevel | None = None
    condition: Condition
    scope: RuleScope = Field(default_factory=RuleScope)
    planTypes: list[PlanType] = Field(default_factory=list)
    hooks: list[Hook] = Field(min_length=1)
    message: str = Field(min_length=1, max_length=500)
    priority: Annotated[int, Field(strict=True)] = 100
    isActive: bool = True

    @model_validator(mode="after")
    def _consistent(self) -> Rule:
        if len(set(self.hooks)) != len(self.hooks):
            raise ValueError("hooks must not repeat")
        if len(set(self.planTypes)) != len(self.planTypes):
            raise ValueError("planTypes must not repeat")
        if self.planTypes:
            dead = [h for h in self.hooks if _HOOKS[h][0] is not None and _HOOKS[h][0] not in self.planTypes]
            if dead:
                raise ValueError(f"hooks {dead} belong to plan types outside planTypes {self.planTypes}")
        level = type(self.condition).LEVEL
        if self.checkLevel is None:
            self.checkLevel = level
        elif self.checkLevel != level:
            raise ValueError(f"checkLevel must be {level} for condition {self.condition.type} (or omitted)")
        _check_placeholders(self.message, allowed_placeholders(self.condition.type))
        return self


def _check_placeholders(message: str, allowed: frozenset[str]) -> None:
    try:
        parsed = list(string.Formatter().parse(message))
    except ValueError as error:
        raise ValueError(f"message has unbalanced braces: {error}") from None
    for _, name, spec, conversion in parsed:
        if name is None:
            continue
        if spec or conversion:
            raise ValueError(f"placeholder {{{name}}} must be a plain name (no format spec or conversion)")
        if name not in allowed:
            raise ValueError(f"unknown placeholder {{{name}}}; allowed: {', '.join(sorted(allowed))}")


class Ruleset(BaseModel):
    """A ruleset (SPEC "Business logic ruleset" + its rules).

    Shape: ``{id, name, description, tags[], isDefault, rules[Rule], createdAt?, updatedAt?}``. name 1..255,
    description <= 2000 chars, tags 1..100 chars each, at most 50 (duplicates dropped, order kept).

    Raises:
        pydantic.ValidationError: bad fields, or two rules with the same id.
    """

    model_config = _MODEL
    id: Text255
    name: Text255
    description: str = Field(default="", max_length=2000)
    tags: list[Tag] = Field(default_factory=list, max_length=50)
    isDefault: bool = False
    rules: list[Rule] = Field(default_factory=list)
    createdAt: datetime | None = None
    updatedAt: datetime | None = None

    @field_validator("tags")
    @classmethod
    def _dedupe_tags(cls, tags: list[str]) -> list[str]:
        return _unique(tags)

    @model_validator(mode="after")
    def _unique_rule_ids(self) -> Ruleset:
        ids = [r.id for r in self.rules]
        if len(set(ids)) != len(ids):
            raise ValueError("rule ids must be unique within a ruleset")
        return self


class RulesetCreate(BaseModel):
    """Body of POST /api/business-logic-rulesets: ``{name, description?, tags?}`` (same limits as Ruleset).

    Raises:
        pydantic.ValidationError: name missing/empty/longer than 255, unknown field.
    """

    model_config = _MODEL
    name: Text255
    description: str = Field(default="", max_length=2000)
    tags: list[Tag] = Field(default_factory=list, max_length=50)

    @field_validator("tags")
    @classmethod
    def _dedupe_tags(cls, tags: list[str]) -> list[str]:
        return _unique(tags)


def default_flag_for_new_ruleset(existing_count: int) -> bool:
    """``isDefault`` of a new ruleset: True only for the organization's first one (SPEC).

    ``existing_count`` is the number of rulesets the organization already has. The store must make the
    "first" decision atomic (e.g. a conditional write on a per-organization default marker), otherwise
    two concurrent first creations could both be default.

    Raises:
        ValueError: ``existing_count`` < 0.
    """
    if existing_count < 0:
        raise ValueError("existing_count must be >= 0")
    return existing_count == 0


def new_ruleset(body: RulesetCreate, ruleset_id: str, existing_count: int, now: datetime) -> Ruleset:
    """The record to store for a create request: no rules yet, ``isDefault`` from ``existing_count``,
    ``createdAt`` = ``now``, ``updatedAt`` None.

    Raises:
        ValueError: ``existing_count`` < 0; pydantic.ValidationError for an empty ``ruleset_id``.
    """
    return Ruleset(
        id=ruleset_id,
        name=body.name,
        description=body.description,
        tags=body.tags,
        isDefault=default_flag_for_new_ruleset(existing_count),
        createdAt=now,
    )


def default_ruleset(rulesets: Iterable[Ruleset]) -> Ruleset | None:
    """The ruleset a plan uses when it names none: the one flagged ``isDefault``.

    Should several be flagged (a store race), the oldest wins (``createdAt``, then id; a missing
    ``createdAt`` sorts last). None when none is flagged.
    """
    flagged = [r for r in rulesets if r.isDefault]
    if not flagged:
        return None
    return min(flagged, key=lambda r: (r.createdAt is None, r.createdAt.timestamp() if r.createdAt else 0.0, r.id))


# --------------------------------------------------------------------------------------------------
# Evaluation output


class Violation(BaseModel):
    """One failing subject: ``{subject, actual, threshold}`` in the outcome's unit."""

    subject: dict[str, str | None]
    actual: float | None
    threshold: float | None


class OutcomeDetails(BaseModel):
    """Measured values of one rule.

    - ``actual`` / ``threshold``: of the worst subject (the first failing one, else the closest to its
      limit); ``actual`` None when nothing could be measured or the value is undefined.
    - ``unit``: currency | units | lines | percent (of ``actual`` and ``threshold``).
    - ``subject``: ids of the worst subject, e.g. ``{"shopId": "s1"}``; ``{}`` for plan-wide conditions.
    - ``violations``: failing subjects, worst first, at most MAX_VIOLATIONS_LISTED; ``violationCount``
      counts them all.
    - ``unmeasured``: lines skipped for lack of data (unit cost, list price, shop, brand, constraint,
      budget).
    - ``extra``: condition-specific values (budget_envelope_cap: budgetRemaining, budgetAmount,
      consumedPercent, warnAtPercent).
    """

    actual: float | None
    threshold: float | None
    unit: Unit
    subject: dict[str, str | None] = Field(default_factory=dict)
    violations: list[Violation] = Field(default_factory=list)
    violationCount: int = 0
    unmeasured: int = 0
    extra: dict[str, float | None] = Field(default_factory=dict)


class RuleOutcome(BaseModel):
    """Result of one rule: ``{ruleId, ruleName, category, checkLevel, enforcement, passed, message, details}``.

    ``enforcement`` is the effective one: the rule's, except for a budget_envelope_cap that only reached
    its warnAtPercent (then WARN, or LOG for a LOG rule). ``message`` has its placeholders filled
    (numbers with at most 2 decimals, ``n/a`` for missing values).
    """

    ruleId: str
    ruleName: str
    category: Category
    checkLevel: CheckLevel
    enforcement: Enforcement
    passed: bool
    message: str
    details: OutcomeDetails


class EvaluationResult(BaseModel):
    """All outcomes of one evaluation, in evaluation order (priority, then rule id).

    ``blocked`` (a BLOCK outcome failed) is computed and serialised. ``blocking`` / ``warnings`` /
    ``logged`` are the failed outcomes by effective enforcement; they are properties, not serialised
    (they would repeat ``outcomes``). Passed outcomes are only in ``outcomes``.
    """

    hook: Hook
    outcomes: list[RuleOutcome] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def blocked(self) -> bool:
        """True when at least one BLOCK rule failed: the action must be refused."""
        return any(not o.passed and o.enforcement == "BLOCK" for o in self.outcomes)

    @property
    def blocking(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement BLOCK."""
        return self._failed("BLOCK")

    @property
    def warnings(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement WARN (the action proceeds; surface them)."""
        return self._failed("WARN")

    @property
    def logged(self) -> list[RuleOutcome]:
        """Failed outcomes with enforcement LOG (record them in the audit log only)."""
        return self._failed("LOG")

    def _failed(self, enforcement: str) -> list[RuleOutcome]:
        return [o for o in self.outcomes if not o.passed and o.enforcement == enforcement]

    def warnings_payload(self) -> list[dict[str, str]]:
        """``[{ruleId, ruleName, message}]`` of the WARN failures, for the response's warnings key."""
        return [{"ruleId": o.ruleId, "ruleName": o.ruleName, "message": o.message} for o in self.warnings]

    def violation_message(self) -> str:
        """Error text for a blocked action: the blocking messages joined with ``"; "`` ("" when not blocked)."""
        return "; ".join(o.message for o in self.blocking)


# --------------------------------------------------------------------------------------------------
# Evaluation


def _soften(enforcement: str) -> str:
    return "WARN" if enforcement == "BLOCK" else enforcement


def _subject_key(subject: dict[str, str | None]) -> tuple[str, ...]:
    return tuple(v or "" for v in subject.values())


def _check_order(check: _Check) -> tuple[int, float, tuple[str, ...]]:
    rank = 0 if check.failed and not check.warn_only else 1 if check.failed else 2
    return rank, -check.gap, _subject_key(check.subject)


def _fmt(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    return str(value)


def _outcome(rule: Rule, measurement: _Measurement) -> RuleOutcome:
    condition = rule.condition
    ordered = sorted(measurement.checks, key=_check_order)
    failed = [c for c in ordered if c.failed]
    enforcement = rule.enforcement
    if failed and all(c.warn_only for c in failed):
        enforcement = _soften(enforcement)
    worst = ordered[0] if ordered else None
    actual = worst.actual if worst else None
    threshold = worst.threshold if worst else condition.threshold_value()
    subject = dict(worst.subject) if worst else {}
    values = {name: "n/a" for name in allowed_placeholders(condition.type)}
    values.update(ruleId=rule.id, ruleName=rule.name, actual=_fmt(actual), threshold=_fmt(threshold), unit=type(condition).UNIT)
    values.update({k: _fmt(v) for k, v in subject.items() if k in values})
    values.update({k: _fmt(v) for k, v in measurement.extra.items() if k in values})
    details = OutcomeDetails(
        actual=actual,
        threshold=threshold,
        unit=type(condition).UNIT,
        subject=subject,
        violations=[Violation(subject=c.subject, actual=c.actual, threshold=c.threshold) for c in failed[:MAX_VIOLATIONS_LISTED]],
        violationCount=len(failed),
        unmeasured=measurement.unmeasured,
        extra=measurement.extra,
    )
    return RuleOutcome(
        ruleId=rule.id,
        ruleName=rule.name,
        category=rule.category,
        checkLevel=rule.checkLevel or type(condition).LEVEL,
        enforcement=enforcement,
        passed=not failed,
        message=rule.message.format_map(values),
        details=details,
    )


def index_constraints(constraints: Iterable[SupplierConstraint]) -> dict[tuple[str | None, str], SupplierConstraint]:
    """``{(supplierId, variantId): constraint}``.

    Raises:
        ValueError: two constraints for the same (supplierId, variantId).
    """
    index: dict[tuple[str | None, str], SupplierConstraint] = {}
    for constraint in constraints:
        key = (constraint.supplierId, constraint.variantId)
        if key in index:
            raise ValueError(f"two supplier constraints for supplier {key[0]} and variant {key[1]}")
        index[key] = constraint
    return index


def select_rules(rules: Iterable[Rule], hook: str, plan_type: str) -> list[Rule]:
    """Active rules listing ``hook`` whose ``planTypes`` is empty or contains ``plan_type``, sorted by
    (priority, id). Scope is not looked at here (it depends on the lines)."""
    chosen = [r for r in rules if r.isActive and hook in r.hooks and (not r.planTypes or plan_type in r.planTypes)]
    return sorted(chosen, key=lambda r: (r.priority, r.id))


def evaluate(
    ruleset_or_rules: Ruleset | Iterable[Rule],
    hook: str,
    context: PlanContext,
    candidate: PlanItem | None = None,
    constraints: Iterable[SupplierConstraint] = (),
) -> EvaluationResult:
    """Evaluate the rules that apply at ``hook`` on ``context`` (and ``candidate``).

    Selection: active rules whose ``hooks`` include ``hook`` and whose ``planTypes`` is empty or holds
    ``context.planType``; then, per rule, the *concerned* lines (the candidate when given, else every
    plan line) filtered by the rule's scope. A scoped rule with no concerned line in scope is skipped (no
    outcome); a rule with an empty scope always yields an outcome. Rules run by ``priority`` ascending,
    then ``id``; every selected rule is evaluated (a BLOCK does not stop the others).

    Candidate: on ``*_PRE_ADD_ITEM`` and ``RECOMMENDATION_PRE_GENERATE`` it is required and counts as
    an extra line in every total (plan value, quantities, lines per shop...); to model a replacement
    instead of an addition, pass ``context.items`` without the old line. On other hooks it is optional
    and only narrows the check to that line (e.g. the item being validated), which must already be in
    ``context.items`` to count in totals. Per-group conditions (per shop, variant, brand,
    supplier-variant, line) only check the groups of the concerned lines, so adding to shop A is not
    blocked by an existing excess in shop B; plan-wide conditions always measure the whole in-scope plan.

    Args:
        ruleset_or_rules: a Ruleset, or any iterable of Rule.
        hook: one of HOOKS.
        context: the plan (type, lines, remaining budget).
        candidate: the line being added / validated.
        constraints: supplier-variant constraints (MOQ, pack multiple) for the lines' suppliers.

    Returns:
        EvaluationResult: one RuleOutcome per evaluated rule, with blocked / warnings / logged.

    Raises:
        ValueError: unknown hook; a plan-type hook that does not match ``context.planType``; an adding
        hook without a candidate; two constraints for the same (supplierId, variantId).
    """
    hook_type = hook_plan_type(hook)
    if hook_type is not None and hook_type != context.planType:
        raise ValueError(f"hook {hook} does not apply to a {context.planType} plan")
    adding = is_adding_hook(hook)
    if adding and candidate is None:
        raise ValueError(f"hook {hook} needs the candidate item")
    constraint_index = index_constraints(constraints)
    rules = ruleset_or_rules.rules if isinstance(ruleset_or_rules, Ruleset) else ruleset_or_rules
    plan_items = tuple(context.items) + ((candidate,) if adding and candidate is not None else ())
    concerned = (candidate,) if candidate is not None else tuple(context.items)
    outcomes = []
    for rule in select_rules(rules, hook, context.planType):
        focus = tuple(i for i in concerned if rule.scope.matches(i))
        if not focus and not rule.scope.is_empty():
            continue
        view = _View(tuple(i for i in plan_items if rule.scope.matches(i)), focus, context, constraint_index)
        outcomes.append(_outcome(rule, rule.condition.measure(view)))
    return EvaluationResult(hook=hook, outcomes=outcomes)
