"""Rule conditions: the templates of REFERENCE 5.3 that can be checked on a plan and a candidate
item, one pydantic model each, discriminated by ``type`` (:data:`Condition`); those of supplier
returns and exchanges are in ``supplier_conditions``, those of markdown calendars and size curves in
``calendars``.

Each condition measures a :class:`PlanView` into a :class:`Measurement` (``measures``): one
:class:`Check` per subject (the plan, a shop, a variant, a line...) with its actual value, threshold
and gap. The union's validator is built on first use (``defer_build``), not at import.
"""

from __future__ import annotations

import math
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from inventory_planning.domain.rules.calendars import (
    MarkdownInActiveWindow,
    MarkdownWindowMaxDiscount,
    MarkdownWindowMaxMarkdownsPerItem,
    MarkdownWindowMinMargin,
    SizeCurveDeviation,
)
from inventory_planning.domain.rules.fields import Amount, Count, Percent, PositiveCount, rounded, unique
from inventory_planning.domain.rules.measures import Check as Check
from inventory_planning.domain.rules.measures import ConditionBase as _Condition
from inventory_planning.domain.rules.measures import Measurement as Measurement
from inventory_planning.domain.rules.measures import PlanView as PlanView
from inventory_planning.domain.rules.measures import at_least as _at_least
from inventory_planning.domain.rules.measures import at_most as _at_most
from inventory_planning.domain.rules.measures import line_subject as _line_subject
from inventory_planning.domain.rules.measures import plan_value as _plan_value
from inventory_planning.domain.rules.plan import SupplierVariant, margin_after_discount_percent
from inventory_planning.domain.rules.supplier_conditions import (
    ExchangeValueTolerance,
    RestockingFee,
    ReturnReasonRequired,
    ReturnWindow,
    SupplierConsistency,
)
from inventory_planning.domain.rules.vocabulary import CheckLevel, Unit


class MaxPlanValue(_Condition):
    """``{type: "max_plan_value", maxValue}`` (currency, >= 0).

    Plan value = sum over in-scope lines of ``quantity x unitCost x (1 - discountPercent / 100)``.
    Fails when plan value > maxValue (exactly maxValue passes).
    """

    type: Literal["max_plan_value"] = "max_plan_value"
    maxValue: Amount

    def threshold_value(self) -> float:
        return self.maxValue

    def measure(self, view: PlanView) -> Measurement:
        value, unmeasured = _plan_value(view.items)
        return Measurement([_at_most({}, value, self.maxValue)], unmeasured)


class MaxPlanQuantity(_Condition):
    """``{type: "max_plan_quantity", maxQuantity}`` (pieces, integer >= 0).

    Plan quantity = sum of ``quantity`` over in-scope lines. Fails when > maxQuantity.
    """

    type: Literal["max_plan_quantity"] = "max_plan_quantity"
    maxQuantity: Count
    UNIT: ClassVar[Unit] = "units"

    def threshold_value(self) -> float:
        return self.maxQuantity

    def measure(self, view: PlanView) -> Measurement:
        return Measurement([_at_most({}, sum(i.quantity for i in view.items), self.maxQuantity)])


class MaxItemsPerShop(_Condition):
    """``{type: "max_items_per_shop", maxItems}`` (plan lines, integer >= 0).

    Items of a shop = number of distinct (variantId, sizeId) lines of the plan in that shop (quantities
    do not matter). Checked for each shop of the concerned lines; fails when a shop has > maxItems.
    Lines without a shopId are not counted (``unmeasured``).
    """

    type: Literal["max_items_per_shop"] = "max_items_per_shop"
    maxItems: Count
    LEVEL: ClassVar[CheckLevel] = "SHOP"
    UNIT: ClassVar[Unit] = "lines"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"shopId"})

    def threshold_value(self) -> float:
        return self.maxItems

    def measure(self, view: PlanView) -> Measurement:
        lines: dict[str, set[tuple[str, str]]] = {}
        for item in view.items:
            if item.shopId is not None:
                lines.setdefault(item.shopId, set()).add((item.variantId, item.sizeId))
        shops = unique(i.shopId for i in view.focus if i.shopId is not None)
        checks = [_at_most({"shopId": shop}, len(lines.get(shop, ())), self.maxItems) for shop in shops]
        return Measurement(checks, sum(1 for i in view.focus if i.shopId is None))


class MaxQuantityPerVariant(_Condition):
    """``{type: "max_quantity_per_variant", maxQuantity}`` (pieces, integer >= 0).

    Quantity of a variant = sum of ``quantity`` over the plan's in-scope lines of that variant, all sizes
    and shops together. Checked for each variant of the concerned lines; fails when > maxQuantity.
    """

    type: Literal["max_quantity_per_variant"] = "max_quantity_per_variant"
    maxQuantity: Count
    LEVEL: ClassVar[CheckLevel] = "VARIANT"
    UNIT: ClassVar[Unit] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId"})

    def threshold_value(self) -> float:
        return self.maxQuantity

    def measure(self, view: PlanView) -> Measurement:
        totals: dict[str, int] = {}
        for item in view.items:
            totals[item.variantId] = totals.get(item.variantId, 0) + item.quantity
        variants = unique(i.variantId for i in view.focus)
        return Measurement([_at_most({"variantId": v}, totals.get(v, 0), self.maxQuantity) for v in variants])


class MaxPlanValuePerBrand(_Condition):
    """``{type: "max_plan_value_per_brand", maxValue}`` (currency, >= 0).

    Value of a brand = plan value (see max_plan_value) of the in-scope lines of that brand. Checked for
    each brand of the concerned lines; fails when > maxValue. Lines without a brandId, and lines
    without a unit cost, are not counted (``unmeasured``).
    """

    type: Literal["max_plan_value_per_brand"] = "max_plan_value_per_brand"
    maxValue: Amount
    LEVEL: ClassVar[CheckLevel] = "BRAND"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"brandId"})

    def threshold_value(self) -> float:
        return self.maxValue

    def measure(self, view: PlanView) -> Measurement:
        brands = unique(i.brandId for i in view.focus if i.brandId is not None)
        unmeasured = sum(1 for i in view.focus if i.brandId is None)
        checks = []
        for brand in brands:
            value, missing_cost = _plan_value(i for i in view.items if i.brandId == brand)
            unmeasured += missing_cost
            checks.append(_at_most({"brandId": brand}, value, self.maxValue))
        return Measurement(checks, unmeasured)


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
    LEVEL: ClassVar[CheckLevel] = "VARIANT"
    UNIT: ClassVar[Unit] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId"})

    def threshold_value(self) -> float | None:
        return self.defaultMinQuantity

    def measure(self, view: PlanView) -> Measurement:
        totals: dict[SupplierVariant, int] = {}
        for item in view.items:
            totals[item.supplier_variant] = totals.get(item.supplier_variant, 0) + item.quantity
        checks, unmeasured = [], 0
        for key in unique(i.supplier_variant for i in view.focus):
            constraint = view.constraints.get(key)
            minimum = constraint.minOrderQuantity if constraint and constraint.minOrderQuantity else self.defaultMinQuantity
            if minimum is None:
                unmeasured += sum(1 for i in view.focus if i.supplier_variant == key)
                continue
            subject = {"supplierId": key.supplierId, "variantId": key.variantId}
            ordered = totals.get(key, 0)
            checks.append(_at_least(subject, ordered, minimum) if ordered > 0 else Check(subject, 0, minimum, -minimum, False))
        return Measurement(checks, unmeasured)


class PackMultiple(_Condition):
    """``{type: "pack_multiple", defaultPackMultiple?}``: "quantity not a multiple of pack".

    Each concerned line's ``quantity`` must be a multiple of the ``packMultiple`` of the matching
    (supplierId, variantId) constraint, else of ``defaultPackMultiple`` (pieces, integer >= 1) when set;
    with neither the line is not checked (``unmeasured``). Fails when ``quantity % pack != 0`` (0 passes).
    """

    type: Literal["pack_multiple"] = "pack_multiple"
    defaultPackMultiple: PositiveCount | None = None
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "units"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float | None:
        return self.defaultPackMultiple

    def measure(self, view: PlanView) -> Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            constraint = view.constraints.get(item.supplier_variant)
            pack = constraint.packMultiple if constraint and constraint.packMultiple else self.defaultPackMultiple
            if pack is None:
                unmeasured += 1
                continue
            remainder = item.quantity % pack
            subject = {"supplierId": item.supplierId, **_line_subject(item)}
            checks.append(Check(subject, item.quantity, pack, remainder, remainder != 0))
        return Measurement(checks, unmeasured)


class MaxDiscountPercent(_Condition):
    """``{type: "max_discount_percent", maxPercent}`` (0..100).

    Each concerned line's ``discountPercent`` must be <= maxPercent; fails when greater.
    """

    type: Literal["max_discount_percent"] = "max_discount_percent"
    maxPercent: Percent
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return self.maxPercent

    def measure(self, view: PlanView) -> Measurement:
        return Measurement([_at_most(_line_subject(i), i.discountPercent, self.maxPercent) for i in view.focus])


class MinMarginAfterDiscountPercent(_Condition):
    """``{type: "min_margin_after_discount_percent", minPercent}`` (0..100).

    For each concerned line: ``net = listPrice x (1 - discountPercent / 100)`` and
    ``margin = (net - unitCost) / net x 100``. Fails when margin < minPercent (exactly minPercent passes).
    A line with net = 0 has no defined margin and fails (``actual`` None). Lines without a list price or a
    unit cost are not checked (``unmeasured``).
    """

    type: Literal["min_margin_after_discount_percent"] = "min_margin_after_discount_percent"
    minPercent: Percent
    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "percent"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"variantId", "sizeId", "shopId"})

    def threshold_value(self) -> float:
        return self.minPercent

    def measure(self, view: PlanView) -> Measurement:
        checks, unmeasured = [], 0
        for item in view.focus:
            if item.listPrice is None or item.unitCost is None:
                unmeasured += 1
                continue
            margin = margin_after_discount_percent(item.listPrice, item.unitCost, item.discountPercent)
            if margin is None:
                checks.append(Check(_line_subject(item), None, self.minPercent, math.inf, True))
            else:
                checks.append(_at_least(_line_subject(item), margin, self.minPercent))
        return Measurement(checks, unmeasured)


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

    def measure(self, view: PlanView) -> Measurement:
        value, unmeasured = _plan_value(view.items)
        remaining, amount = view.context.budgetRemaining, view.context.budgetAmount
        extra: dict[str, float | str | None] = {
            "budgetRemaining": remaining,
            "budgetAmount": amount,
            "consumedPercent": None,
            "warnAtPercent": self.warnAtPercent,
        }
        if remaining is None:
            return Measurement([Check({}, value, None, -math.inf, False)], len(view.items), extra)
        base = amount if amount is not None else remaining
        consumed = rounded((base - remaining + value) / base * 100) if base > 0 else None
        extra["consumedPercent"] = consumed
        check = _at_most({}, value, remaining)
        if not check.failed and self.warnAtPercent is not None and consumed is not None and consumed >= self.warnAtPercent:
            check = Check({}, value, remaining, check.gap, True, warn_only=True)
        return Measurement([check], unmeasured, extra)


class _NotListed(_Condition):
    """Shared behaviour of the org-list conditions: each concerned line whose ``FIELD`` value is in the
    context's ``LIST`` fails (actual 1 listed line against a threshold of 0); lines without the value
    are unmeasured."""

    LEVEL: ClassVar[CheckLevel] = "PLAN_ITEM"
    UNIT: ClassVar[Unit] = "lines"
    FIELD: ClassVar[str] = ""
    LIST: ClassVar[str] = ""

    def threshold_value(self) -> float:
        return 0

    def measure(self, view: PlanView) -> Measurement:
        listed = set(getattr(view.context, self.LIST))
        checks, unmeasured = [], 0
        for item in view.focus:
            value = getattr(item, self.FIELD)
            if value is None:
                unmeasured += 1
                continue
            checks.append(_at_most({**_line_subject(item), self.FIELD: value}, 1 if value in listed else 0, 0))
        return Measurement(checks, unmeasured)


class SupplierNotBlacklisted(_NotListed):
    """``{type: "supplier_not_blacklisted"}``: REFERENCE 5.3's SUPPLIER_BLACKLIST org list. A concerned
    line whose ``supplierId`` is in ``context.blacklistedSupplierIds`` fails; lines without a supplier
    are unmeasured."""

    type: Literal["supplier_not_blacklisted"] = "supplier_not_blacklisted"
    FIELD: ClassVar[str] = "supplierId"
    LIST: ClassVar[str] = "blacklistedSupplierIds"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"supplierId", "variantId", "sizeId", "shopId"})


class BrandNotRestricted(_NotListed):
    """``{type: "brand_not_restricted"}``: REFERENCE 5.3's BRAND_RESTRICTION org list. A concerned line
    whose ``brandId`` is in ``context.restrictedBrandIds`` fails; lines without a brand are unmeasured."""

    type: Literal["brand_not_restricted"] = "brand_not_restricted"
    FIELD: ClassVar[str] = "brandId"
    LIST: ClassVar[str] = "restrictedBrandIds"
    PLACEHOLDERS: ClassVar[frozenset[str]] = frozenset({"brandId", "variantId", "sizeId", "shopId"})


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
    | BudgetEnvelopeCap
    | SupplierNotBlacklisted
    | BrandNotRestricted
    | ReturnWindow
    | ReturnReasonRequired
    | RestockingFee
    | SupplierConsistency
    | ExchangeValueTolerance
    | MarkdownInActiveWindow
    | MarkdownWindowMaxDiscount
    | MarkdownWindowMinMargin
    | MarkdownWindowMaxMarkdownsPerItem
    | SizeCurveDeviation,
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
        SupplierNotBlacklisted,
        BrandNotRestricted,
        ReturnWindow,
        ReturnReasonRequired,
        RestockingFee,
        SupplierConsistency,
        ExchangeValueTolerance,
        MarkdownInActiveWindow,
        MarkdownWindowMaxDiscount,
        MarkdownWindowMinMargin,
        MarkdownWindowMaxMarkdownsPerItem,
        SizeCurveDeviation,
    )
}
COMMON_PLACEHOLDERS = frozenset({"ruleId", "ruleName", "actual", "threshold", "unit"})


def allowed_placeholders(condition_type: str) -> frozenset[str]:
    """Names a rule message may use as ``{name}`` for this condition type (common ones included).

    Raises:
        KeyError: unknown condition type.
    """
    return COMMON_PLACEHOLDERS | CONDITION_TYPES[condition_type].PLACEHOLDERS
