"""Request bodies of the plan endpoints (REFERENCE 4.3, 4.4, 4.7; SPEC add-items and rebalance items).

Strict pydantic models: unknown fields are refused, ids are 1..255 characters, quantities are
integers (pieces), percents 0..100. Validation failures are 422 VALIDATION_ERROR naming the fields.
References to other records (brand, collection, shop, variant, size) are checked by the service
against the caller's organization, also 422 naming the field.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, StrictInt, Tag, ValidationInfo, field_validator, model_validator

from inventory_planning.domain.dates import PlainDate, range_end
from inventory_planning.domain.text import stripped_body

_BODY = stripped_body(defer_build=True)

Id = Annotated[str, Field(min_length=1, max_length=255)]
Name = Annotated[str, Field(min_length=1, max_length=255)]
Description = Annotated[str, Field(max_length=2000)]
Reason = Annotated[str, Field(max_length=500)]
Quantity = Annotated[StrictInt, Field(ge=1, le=1_000_000, description="pieces")]
Percent = Annotated[float, Field(ge=0, le=100, allow_inf_nan=False, description="percent, 0..100")]
Season = Annotated[str, Field(min_length=1, max_length=20, pattern=r"^[A-Za-z0-9_-]+$", description="e.g. SS26, FW26")]


class RestockPlanCreate(BaseModel):
    """POST /api/restock-plans: ``{brandId, collectionId, name?, description?, supplierId?, ruleGroupId?}``.

    ``name`` is generated from the brand and collection names when omitted.
    """

    model_config = _BODY
    brandId: Id
    collectionId: Id
    name: Name | None = None
    description: Description | None = None
    supplierId: Id | None = None
    ruleGroupId: Id | None = Field(
        default=None, description="the organization's business-logic ruleset for this plan's rules (default: its default ruleset)"
    )


class MarkdownPlanCreate(BaseModel):
    """POST /api/markdown-plans: ``{name, startDate, endDate, season?, collectionId?, description?, ruleGroupId?}``;
    the price window's dates are ``YYYY-MM-DD``, ``endDate`` >= ``startDate``."""

    model_config = _BODY
    name: Name
    startDate: PlainDate
    endDate: PlainDate
    season: Season | None = None
    collectionId: Id | None = None
    description: Description | None = None
    ruleGroupId: Id | None = Field(
        default=None, description="the organization's business-logic ruleset for this plan's rules (default: its default ruleset)"
    )

    @field_validator("endDate")
    @classmethod
    def _ordered(cls, end: date, info: ValidationInfo) -> date:
        return range_end(end, info)


class RebalancePlanCreate(BaseModel):
    """POST /api/rebalance-plans: ``{name?, outgoingShopId, ingoingShopId, description?, ruleGroupId?}``: stock moves
    from the outgoing (source) shop to the ingoing (destination) shop; the two must differ."""

    model_config = _BODY
    name: Name | None = None
    outgoingShopId: Id
    ingoingShopId: Id
    description: Description | None = None
    ruleGroupId: Id | None = Field(
        default=None, description="the organization's business-logic ruleset for this plan's rules (default: its default ruleset)"
    )

    @field_validator("ingoingShopId")
    @classmethod
    def _distinct(cls, ingoing: str, info: ValidationInfo) -> str:
        if ingoing == info.data.get("outgoingShopId"):
            raise ValueError("ingoingShopId must differ from outgoingShopId")
        return ingoing


class PreSeasonPlanCreate(BaseModel):
    """POST /api/pre-season-plans: ``{name, season, collectionId?, brandId?, sellingStartDate?,
    sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's dates are
    ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both)."""

    model_config = _BODY
    name: Name
    season: Season
    collectionId: Id | None = None
    brandId: Id | None = None
    sellingStartDate: PlainDate | None = None
    sellingEndDate: PlainDate | None = None
    budgetEnvelopeId: Id | None = None
    description: Description | None = None
    ruleGroupId: Id | None = None

    @field_validator("sellingEndDate")
    @classmethod
    def _ordered(cls, end: date | None, info: ValidationInfo) -> date | None:
        start = info.data.get("sellingStartDate")
        if end is not None and start is not None and end < start:
            raise ValueError("sellingEndDate must be on or after sellingStartDate")
        return end


class PlanUpdate(BaseModel):
    """PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?, creditNoteAmount?, creditNoteRef?}``,
    applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500) goes to
    the audit log and, on an approval-gated move, becomes the approval request's justification.
    ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
    SUPPLIER_RETURN's move to CREDITED only (422 otherwise)."""

    model_config = _BODY
    name: Name = None  # type: ignore[assignment]  # None stands for "absent" only: null is refused (_name_not_null)
    notes: Annotated[str, Field(max_length=10_000)] | None = None
    status: (
        Literal["DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"]
        | None
    ) = None
    reason: Reason | None = None
    creditNoteAmount: Annotated[float, Field(ge=0, le=1e12, allow_inf_nan=False, description="currency")] | None = None
    creditNoteRef: Annotated[str, Field(min_length=1, max_length=255)] | None = None

    @field_validator("name", mode="before")
    @classmethod
    def _name_not_null(cls, name: Any) -> Any:
        if name is None:
            raise ValueError("name cannot be null")
        return name

    def touches_notes(self) -> bool:
        """True when the body names ``notes`` (null included: it clears them)."""
        return "notes" in self.model_fields_set


class RestockItemAdd(BaseModel):
    """A restock line: ``{variantId, sizeId, shopId, quantity >= 1, discount?, reason?}``; ``discount`` is
    the negotiated % off the supplier price (0..100; omitted = gross unit cost)."""

    model_config = _BODY
    variantId: Id
    sizeId: Id
    shopId: Id
    quantity: Quantity
    discount: Percent | None = None
    reason: Reason | None = None


class MarkdownItemAdd(BaseModel):
    """A markdown line: ``{variantId, sizeId, shopId, discountPercent 0..100, reason?}``."""

    model_config = _BODY
    variantId: Id
    sizeId: Id
    shopId: Id
    discountPercent: Percent
    reason: Reason | None = None


class RebalanceItemAdd(BaseModel):
    """A rebalance line (SPEC POST /api/rebalance-plans/{id}/items): ``{variantId, sizeId, quantity >= 1,
    reason?}``; the shops are the plan's."""

    model_config = _BODY
    variantId: Id
    sizeId: Id
    quantity: Quantity
    reason: Reason | None = None


class SupplierReturnPlanCreate(BaseModel):
    """POST /api/supplier-return-plans: ``{supplierId, sourceShopId?, name?, description?, reason?
    (<= 500), deadline? (YYYY-MM-DD), ruleGroupId?}``; ``name`` defaults to "Return to <supplier code>"."""

    model_config = _BODY
    supplierId: Id
    sourceShopId: Id | None = None
    name: Name | None = None
    description: Description | None = None
    reason: Reason | None = None
    deadline: PlainDate | None = None
    ruleGroupId: Id | None = None


class SupplierExchangePlanCreate(SupplierReturnPlanCreate):
    """POST /api/supplier-exchange-plans: the return's fields plus ``destinationShopId?`` (where the
    RECEIVE side arrives); ``name`` defaults to "Exchange with <supplier code>"."""

    destinationShopId: Id | None = None


ReasonCode = Annotated[
    str, Field(min_length=1, max_length=255, description="one of the organization's RETURN_REASON_CODE values")
]
UnitCost = Annotated[float, Field(ge=0, le=1e9, allow_inf_nan=False, description="currency per piece")]


class SupplierReturnItemAdd(BaseModel):
    """A supplier-return line: ``{variantId, sizeId, quantity >= 1, shopId?, unitCost?, reasonCode?,
    sourceItemRef?, reason?}``. ``shopId`` defaults to the plan's source shop; ``unitCost`` to the
    item's unit cost; ``reasonCode`` is one of the organization's RETURN_REASON_CODE list (upper-cased)."""

    model_config = _BODY
    variantId: Id
    sizeId: Id
    quantity: Quantity
    shopId: Id | None = None
    unitCost: UnitCost | None = None
    reasonCode: ReasonCode | None = None
    sourceItemRef: Id | None = None
    reason: Reason | None = None


class SupplierExchangeItemAdd(SupplierReturnItemAdd):
    """A supplier-exchange line: the return line plus ``side`` RETURN | RECEIVE. A RETURN line leaves the
    source shop (stock checked, ``reasonCode`` allowed); a RECEIVE line arrives at the destination shop
    (``shopId`` defaults to it) and carries no ``reasonCode``."""

    side: Literal["RETURN", "RECEIVE"]


class PreSeasonItemAdd(BaseModel):
    """A pre-season line: ``{variantId, sizeId, quantity >= 1, unitCost?, reason?}`` (no shop: the buy is
    for the season); ``unitCost`` the negotiated buying price (currency per piece), else the catalogue's cost."""

    model_config = _BODY
    variantId: Id
    sizeId: Id
    quantity: Quantity
    unitCost: UnitCost | None = None
    reason: Reason | None = None


class RestockItemAddTyped(RestockItemAdd):
    """Generic add-item body for RESTOCK: the restock line with ``planType: "RESTOCK"``."""

    planType: Literal["RESTOCK"]


class MarkdownItemAddTyped(MarkdownItemAdd):
    """Generic add-item body for MARKDOWN."""

    planType: Literal["MARKDOWN"]


class RebalanceItemAddTyped(RebalanceItemAdd):
    """Generic add-item body for REBALANCE."""

    planType: Literal["REBALANCE"]


class SupplierReturnItemAddTyped(SupplierReturnItemAdd):
    """Generic add-item body for SUPPLIER_RETURN."""

    planType: Literal["SUPPLIER_RETURN"]


class SupplierExchangeItemAddTyped(SupplierExchangeItemAdd):
    """Generic add-item body for SUPPLIER_EXCHANGE."""

    planType: Literal["SUPPLIER_EXCHANGE"]


class PreSeasonItemAddTyped(PreSeasonItemAdd):
    """Generic add-item body for PRE_SEASON."""

    planType: Literal["PRE_SEASON"]


# discriminated by planType at the route
AnyItemAdd = (
    RestockItemAddTyped
    | MarkdownItemAddTyped
    | RebalanceItemAddTyped
    | SupplierReturnItemAddTyped
    | SupplierExchangeItemAddTyped
    | PreSeasonItemAddTyped
)

MAX_CHANGES_PER_REQUEST = 90


class RestockItemChanges(BaseModel):
    """PATCH /api/plans/RESTOCK/{id}/items: ``{planType?, shopId, changes: {variantId: {sizeId: quantity}},
    reason?}``; quantity 0 removes that line, another quantity sets it (adding the line when new).
    At most 90 lines per request (one transaction)."""

    model_config = _BODY
    planType: Literal["RESTOCK"] | None = None
    shopId: Id
    changes: dict[Id, Annotated[dict[Id, Annotated[StrictInt, Field(ge=0, le=1_000_000)]], Field(min_length=1)]] = Field(
        min_length=1, description="variantId -> {sizeId -> quantity}: at least one variant, each with at least one size"
    )
    reason: Reason | None = None

    @field_validator("changes")
    @classmethod
    def _bounded(cls, changes: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
        lines = sum(len(sizes) for sizes in changes.values())
        if lines == 0:
            raise ValueError("changes must name at least one variant and size")
        if lines > MAX_CHANGES_PER_REQUEST:
            raise ValueError(f"at most {MAX_CHANGES_PER_REQUEST} lines per request; this one has {lines}")
        return changes


class PlanItemUpdate(BaseModel):
    """PATCH /api/plans/{type}/{id}/items, one line: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?, side?, reason?}``. Only the fields the plan type has may be named
    (``domain.plans.line_fields.UPDATABLE_LINE_FIELDS``; another is a 422 naming it), at least one of
    them; ``reason`` (<= 500) goes to the audit log."""

    model_config = _BODY
    itemId: Id
    quantity: Quantity | None = None
    discount: Percent | None = None
    discountPercent: Percent | None = None
    reasonCode: Id | None = None
    side: Literal["RETURN", "RECEIVE"] | None = None
    reason: Reason | None = None

    @model_validator(mode="after")
    def _some_field(self) -> PlanItemUpdate:
        if not self.changes():
            raise ValueError("name at least one line field to change (quantity, discount, discountPercent, reasonCode, side)")
        return self

    def changes(self) -> dict[str, Any]:
        """The line fields the body names (not null), by wire name."""
        fields = ("quantity", "discount", "discountPercent", "reasonCode", "side")
        return {f: getattr(self, f) for f in fields if f in self.model_fields_set and getattr(self, f) is not None}


def _update_form(body: Any) -> str:
    return "changes" if isinstance(body, dict) and ("changes" in body or "shopId" in body) else "line"


ItemUpdateBody = Annotated[
    Annotated[RestockItemChanges, Tag("changes")] | Annotated[PlanItemUpdate, Tag("line")], Discriminator(_update_form)
]
"""PATCH /api/plans/{type}/{id}/items: one line by ``itemId`` (every type), or RESTOCK's bulk ``changes``."""


MAX_WORKFLOW_ITEMS = 500


class AddItemsToPlan(BaseModel):
    """POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC): ``{planType: "RESTOCK",
    organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own; a bad
    one is skipped and reported, never fails the whole request."""

    model_config = _BODY
    planType: Literal["RESTOCK"]
    organizationId: Id
    planId: Id
    items: Annotated[list[dict[str, Any]], Field(min_length=1, max_length=MAX_WORKFLOW_ITEMS)]
    workflowRunId: Id | None = None


class DecisionContextSnapshot(BaseModel):
    """The decision context a data-platform validation records (REFERENCE 4.5, 4.7):
    ``{forecastValues{variantId: n}, ruleOutcomes[{ruleId, variantId?, outcome}], stockOutRiskScores{variantId: score}}``."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    forecastValues: dict[Id, Annotated[float, Field(allow_inf_nan=False)]] = Field(default_factory=dict)
    ruleOutcomes: Annotated[list[dict[str, Any]], Field(max_length=1000)] = Field(default_factory=list)
    stockOutRiskScores: dict[Id, Annotated[float, Field(allow_inf_nan=False)]] = Field(default_factory=dict)


class DataPlatformValidate(BaseModel):
    """POST /api/data-platform/plans/{type}/{id}/validate: ``{organizationId, decisionContextSnapshot}``."""

    model_config = _BODY
    organizationId: Id
    decisionContextSnapshot: DecisionContextSnapshot = Field(default_factory=DecisionContextSnapshot)


class ApprovalDecision(BaseModel):
    """POST /api/approval-requests/{id}/approve | reject: ``{reason?}`` (<= 500; required to reject)."""

    model_config = _BODY
    reason: Reason | None = None


class ApprovalRejection(BaseModel):
    """POST /api/approval-requests/{id}/reject: ``{reason}``, required, 1..500 characters with at
    least one that is not blank (a rejection says why)."""

    model_config = _BODY
    reason: Annotated[Reason, Field(min_length=1)]


class FromRecommendation(BaseModel):
    """SPEC POST /api/plans/from-recommendation: ``{domain, shopId, variantId, quantity?, discountPercent?,
    planId?}``. ``quantity`` (pieces) is required for restock and rebalance, ``discountPercent`` for
    markdown, ``planId`` for rebalance and markdown (restock without one creates a plan)."""

    model_config = _BODY
    domain: Literal["restock", "rebalance", "markdown"]
    shopId: Id = Field(description="restock: the destination shop; rebalance: the source shop; markdown: the shop")
    variantId: Id
    quantity: Annotated[StrictInt, Field(ge=1, le=9007199254740991, description="pieces")] | None = None
    discountPercent: Percent | None = None
    planId: Id | None = None
