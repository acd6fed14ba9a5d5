"""The config of an ADD_ITEMS_TO_PLAN node (REFERENCE 7; issue 26; docs/automation.md "Plan nodes").

``{sourcePlanNodeId, planType, entityFilters?: {includeTags, excludeTags}, maxItems?, shopScope:
{kind: all | specific | fromTrigger, shopIds?}, sizeScope: {kind: all | belowStockThreshold,
threshold?}, quantity?: {strategy: fixed | fillToTarget | scoreDriven, value?, target?}, discount?:
{strategy: fixed | scoreDriven | recommended, value?, fallbackPercent, maxDiscountPct,
marginFloorPct}, matching?: {strategy: fixed | scoreDriven, value?}, reasonCode?, validate?,
justification?}``.

A RESTOCK node needs ``quantity`` (fixed | fillToTarget | scoreDriven), a MARKDOWN node ``discount``, a
REBALANCE node ``matching``, a SUPPLIER_RETURN node ``quantity`` (fixed | onHand) and ``reasonCode``, a
PRE_SEASON node ``quantity`` (fixed) with the default shop and size scopes (its lines have no shop).
Quantities are pieces, discounts percent off the retail price (0..100).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from inventory_planning.domain.workflows.configs.plans import check_fillable_type

DEFAULT_MAX_ITEMS = 500
"""Lines tried when ``maxItems`` is not given."""

MAX_ITEMS = 5000
"""The most lines one node tries (bounded cost, docs/decisions/0025); the output says when it cut."""

MAX_SHOPS = 100
"""The most shop ids of a ``specific`` shop scope."""

Pieces = Annotated[int, Field(ge=1, le=1_000_000)]
Percent = Annotated[float, Field(ge=0, le=100)]
_STRICT = ConfigDict(extra="forbid")


class EntityFilters(BaseModel):
    """Of the trigger's entities keep those carrying at least one of ``includeTags`` (all when empty)
    and none of ``excludeTags`` (tag ids)."""

    model_config = _STRICT
    includeTags: list[Annotated[str, Field(min_length=1, max_length=255)]] = Field(default_factory=list, max_length=50)
    excludeTags: list[Annotated[str, Field(min_length=1, max_length=255)]] = Field(default_factory=list, max_length=50)


class ShopScope(BaseModel):
    """The shops of the lines: ``all`` (the organization's, within the workflow owner's shops),
    ``specific`` (``shopIds``, each visible to the workflow's owner) or ``fromTrigger`` (where the
    entity has a stock position). Not used by REBALANCE (its lines leave the plan's outgoing shop)."""

    model_config = _STRICT
    kind: Literal["all", "specific", "fromTrigger"] = "all"
    shopIds: list[Annotated[str, Field(min_length=1, max_length=255)]] | None = Field(default=None, max_length=MAX_SHOPS)

    @model_validator(mode="after")
    def _specific_names_shops(self) -> ShopScope:
        if self.kind == "specific" and not self.shopIds:
            raise ValueError("a specific shop scope needs shopIds")
        return self


class SizeScope(BaseModel):
    """The sizes of each variant: ``all``, or ``belowStockThreshold``: those whose on hand at the shop
    is strictly below ``threshold`` pieces."""

    model_config = _STRICT
    kind: Literal["all", "belowStockThreshold"] = "all"
    threshold: Annotated[int, Field(ge=1, le=1_000_000)] | None = None

    @model_validator(mode="after")
    def _threshold_given(self) -> SizeScope:
        if self.kind == "belowStockThreshold" and self.threshold is None:
            raise ValueError("belowStockThreshold needs a threshold")
        return self


QUANTITY_STRATEGIES: dict[str, tuple[str, ...]] = {
    "RESTOCK": ("fixed", "fillToTarget", "scoreDriven"),
    "SUPPLIER_RETURN": ("fixed", "onHand"),
    "PRE_SEASON": ("fixed",),
}
"""The ``quantity`` strategies each plan type's node takes."""


class QuantityStrategy(BaseModel):
    """A line's pieces. RESTOCK: ``fixed`` (``value``), ``fillToTarget`` (``target`` - on hand - on
    order, only when above 0) or ``scoreDriven`` (the served restock recommendation of the size).
    SUPPLIER_RETURN: ``fixed`` (``value``, at most what the source shop holds) or ``onHand`` (all the
    shop holds). PRE_SEASON: ``fixed`` (``value`` per size)."""

    model_config = _STRICT
    strategy: Literal["fixed", "fillToTarget", "scoreDriven", "onHand"]
    value: Pieces | None = None
    target: Pieces | None = None

    @model_validator(mode="after")
    def _parameters(self) -> QuantityStrategy:
        if self.strategy == "fixed" and self.value is None:
            raise ValueError("a fixed quantity needs its value")
        if self.strategy == "fillToTarget" and self.target is None:
            raise ValueError("fillToTarget needs a target")
        return self


class DiscountStrategy(BaseModel):
    """A MARKDOWN line's discount (percent): ``fixed`` (``value``), ``scoreDriven`` (maxDiscountPct x
    the overstock risk) or ``recommended`` (the served markdown recommendation, else
    ``fallbackPercent``); never above ``maxDiscountPct`` nor past the margin floor."""

    model_config = _STRICT
    strategy: Literal["fixed", "scoreDriven", "recommended"]
    value: Percent | None = None
    fallbackPercent: Percent = 15
    maxDiscountPct: Percent = 70
    marginFloorPct: Annotated[float, Field(ge=0, le=1000)] = 0

    @model_validator(mode="after")
    def _parameters(self) -> DiscountStrategy:
        if self.strategy == "fixed" and self.value is None:
            raise ValueError("a fixed discount needs its value")
        return self


class MatchingStrategy(BaseModel):
    """A REBALANCE line's pieces: ``fixed`` (``value``) or ``scoreDriven`` (the served rebalance
    recommendation's transfer of the size from the plan's outgoing to its ingoing shop)."""

    model_config = _STRICT
    strategy: Literal["fixed", "scoreDriven"]
    value: Pieces | None = None

    @model_validator(mode="after")
    def _parameters(self) -> MatchingStrategy:
        if self.strategy == "fixed" and self.value is None:
            raise ValueError("a fixed matching needs its value")
        return self


class AddItemsToPlanConfig(BaseModel):
    """An ADD_ITEMS_TO_PLAN node's ``config`` (see the module); ``validate`` (Python name
    ``validate_plan``) asks the type's first move after the lines (DRAFT -> VALIDATED; a
    SUPPLIER_RETURN DRAFT -> SENT). ``reasonCode``: the SUPPLIER_RETURN lines' reason (one of the
    organization's RETURN_REASON_CODE values, checked when the node runs)."""

    sourcePlanNodeId: Annotated[str, Field(min_length=1, max_length=100)]
    planType: str
    entityFilters: EntityFilters | None = None
    maxItems: Annotated[int, Field(ge=1, le=MAX_ITEMS)] = DEFAULT_MAX_ITEMS
    shopScope: ShopScope = Field(default_factory=ShopScope)
    sizeScope: SizeScope = Field(default_factory=SizeScope)
    quantity: QuantityStrategy | None = None
    discount: DiscountStrategy | None = None
    matching: MatchingStrategy | None = None
    reasonCode: Annotated[str, Field(min_length=1, max_length=255)] | None = None
    validate_plan: bool = Field(default=False, alias="validate")
    justification: Annotated[str, Field(max_length=500)] | None = None

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    @field_validator("planType")
    @classmethod
    def _known_type(cls, plan_type: str) -> str:
        return check_fillable_type(plan_type)

    @model_validator(mode="after")
    def _strategy_of_the_type(self) -> AddItemsToPlanConfig:
        needed = {"RESTOCK": ("quantity", self.quantity), "MARKDOWN": ("discount", self.discount),
                  "REBALANCE": ("matching", self.matching), "SUPPLIER_RETURN": ("quantity", self.quantity),
                  "PRE_SEASON": ("quantity", self.quantity)}[self.planType]  # fmt: skip
        if needed[1] is None:
            raise ValueError(f"a {self.planType} node needs its {needed[0]} strategy")
        allowed = QUANTITY_STRATEGIES.get(self.planType)
        if allowed is not None and self.quantity is not None and self.quantity.strategy not in allowed:
            raise ValueError(f"a {self.planType} node's quantity strategy is one of {', '.join(allowed)}")
        if self.planType == "SUPPLIER_RETURN" and self.reasonCode is None:
            raise ValueError("a SUPPLIER_RETURN node needs the lines' reasonCode")
        if self.planType != "SUPPLIER_RETURN" and self.reasonCode is not None:
            raise ValueError("reasonCode is for SUPPLIER_RETURN nodes only")
        if self.planType == "PRE_SEASON" and (self.shopScope.kind != "all" or self.shopScope.shopIds):
            raise ValueError("a PRE_SEASON line has no shop: leave shopScope out")
        if self.planType == "PRE_SEASON" and self.sizeScope.kind != "all":
            raise ValueError("a PRE_SEASON node adds every size: sizeScope must be all")
        return self
