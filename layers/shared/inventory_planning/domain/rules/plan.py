"""The plan being checked: its lines (``PlanItem``), the plan as a whole (``PlanContext``) and the
supplier-variant constraints (MOQ, pack multiple) its lines are held to, with the line formulas.
"""

from __future__ import annotations

from typing import Annotated, Literal, NamedTuple

from pydantic import BaseModel, Field, ValidationInfo, field_validator, model_validator

from inventory_planning.domain.rules.fields import (
    MODEL_CONFIG,
    Amount,
    Count,
    Percent,
    PositiveCount,
    SignedAmount,
    Text255,
    rounded,
)
from inventory_planning.domain.rules.vocabulary import PlanType


class SupplierVariant(NamedTuple):
    """A (supplier, variant) pair: the key of a supplier constraint and of the MOQ totals."""

    supplierId: str | None
    variantId: str


class PlanItem(BaseModel):
    """One plan line (REFERENCE 4.5), or the candidate line of an add hook.

    Shape: ``{variantId, sizeId, shopId?, brandId?, productId?, supplierId?, collectionId?, taxonomyIds[],
    quantity, unitCost?, listPrice?, discountPercent, side?, reasonCode?, daysSinceReceipt?}``.

    - ``quantity``: pieces, integer >= 0 (markdown lines may carry 0).
    - ``unitCost``: supplier cost of one piece, currency, >= 0; None when unknown (value conditions then
      skip the line and count it in ``details.unmeasured``).
    - ``listPrice``: retail price of one piece before discount, currency, >= 0; only the margin condition
      needs it.
    - ``discountPercent``: 0..100, default 0. On RESTOCK lines the negotiated % off the supplier price,
      on MARKDOWN lines the markdown % off the list price; both formulas of docs/business-rules.md use it.
    - ``taxonomyIds``: the line's taxonomy (department/family) ids, matched by ``scope.taxonomies``.
    - supplier plans (issue 37): ``supplierId`` is the variant's own supplier; ``side`` RETURN | RECEIVE
      (an exchange's lines; None on a return: every line is returned); ``reasonCode`` the return reason;
      ``daysSinceReceipt`` whole days since the item last arrived at the line's shop (None: unknown,
      filled only when a return_window rule needs it).

    Raises:
        pydantic.ValidationError: missing ids, negative numbers, percent outside 0..100, unknown field.
    """

    model_config = MODEL_CONFIG
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
    side: Literal["RETURN", "RECEIVE"] | None = None
    reasonCode: Text255 | None = None
    daysSinceReceipt: Count | None = None

    @property
    def supplier_variant(self) -> SupplierVariant:
        """The line's (supplierId, variantId): which supplier constraint applies to it."""
        return SupplierVariant(self.supplierId, self.variantId)


class MarkdownWindowLimits(BaseModel):
    """The markdown window governing a markdown plan today (``domain.markdown_calendars.windows``):
    ``{id, name, startDate, endDate, maxDiscountPct?, minMarginPct?, maxMarkdownsPerItem?}``
    (percents; None: no limit)."""

    model_config = MODEL_CONFIG
    id: Text255
    name: Text255
    startDate: Text255
    endDate: Text255
    maxDiscountPct: float | None = None
    minMarginPct: float | None = None
    maxMarkdownsPerItem: int | None = None


class PlanContext(BaseModel):
    """The plan being checked: ``{planType, planId?, items[PlanItem], budgetRemaining?, budgetAmount?,
    blacklistedSupplierIds[], restrictedBrandIds[]}``.

    - ``items``: the plan's current lines (for an add hook, without the candidate).
    - ``budgetRemaining``: open-to-buy left in the matching budget envelope, currency, **excluding this
      plan** (envelope amount minus the consumption of the *other* open plans); may be negative when
      the envelope is already overspent. None when no envelope applies.
    - ``budgetAmount``: the envelope's total amount (> 0), currency; optional, only used to express
      ``consumedPercent`` against the whole envelope. Requires ``budgetRemaining``.
    - ``blacklistedSupplierIds`` / ``restrictedBrandIds``: the values of the organization's
      SUPPLIER_BLACKLIST / BRAND_RESTRICTION org lists (empty when no rule needs them).
    - ``supplierId``: the plan's supplier (supplier returns and exchanges), for supplier_consistency.
    - ``markdownCalendarDefined``: the organization has at least one markdown window;
      ``markdownWindow``: the one governing today (None when no window is active). Read only when a
      ``markdown_*`` rule is selected.
    - ``sizeCurves``: brand id -> its winning size curve (size id -> percent), for
      ``size_curve_deviation`` rules (empty otherwise).
    - ``otherMarkdowns``: ``<variantId>|<sizeId>|<shopId>`` -> how many other markdown plans overlapping
      the governing window mark that item down (``markdown_window_max_markdowns_per_item``).

    Raises:
        pydantic.ValidationError: unknown plan type, bad items, ``budgetAmount`` without ``budgetRemaining``.
    """

    model_config = MODEL_CONFIG
    planType: PlanType
    planId: Text255 | None = None
    items: list[PlanItem] = Field(default_factory=list)
    budgetRemaining: SignedAmount | None = None
    budgetAmount: Annotated[float, Field(strict=True, gt=0, allow_inf_nan=False)] | None = None
    blacklistedSupplierIds: list[Text255] = Field(default_factory=list)
    restrictedBrandIds: list[Text255] = Field(default_factory=list)
    supplierId: Text255 | None = None
    markdownCalendarDefined: bool = False
    markdownWindow: MarkdownWindowLimits | None = None
    sizeCurves: dict[Text255, dict[Text255, float]] = Field(default_factory=dict)
    otherMarkdowns: dict[str, int] = Field(default_factory=dict)

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

    model_config = MODEL_CONFIG
    supplierId: Text255
    variantId: Text255
    minOrderQuantity: PositiveCount | None = None
    packMultiple: PositiveCount | None = Field(default=None, validate_default=True)

    @property
    def key(self) -> SupplierVariant:
        """The (supplierId, variantId) the constraint is for."""
        return SupplierVariant(self.supplierId, self.variantId)

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
    net = rounded(list_price * (1 - discount_percent / 100))
    if net <= 0:
        return None
    return rounded((net - unit_cost) / net * 100)
