"""The config of a CREATE_OR_GET_PLAN node (REFERENCE 7; issue 26; docs/automation.md "Plan nodes").

``{planType, name, description?, brandSource: {kind: static | fromTrigger, value?}, collectionSource:
{...}, outgoingShopId?, ingoingShopId?, season?, startDate?, endDate?, deadline?: {kind: relative,
offsetDays}, supplierSource?: {...}, sourceShopId?, destinationShopId?, reason?, sellingStartDate?,
sellingEndDate?}``. CREATE_OR_GET_PLAN makes every plan type (issue 37 added SUPPLIER_RETURN,
SUPPLIER_EXCHANGE and PRE_SEASON); ADD_ITEMS_TO_PLAN fills every type but SUPPLIER_EXCHANGE
(:func:`check_fillable_type`). Text fields may hold ``{{...}}`` templates (rendered before the node runs), so
dates are checked as dates only when they hold no template.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

PLAN_TYPES: tuple[str, ...] = ("RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON")
"""The plan types CREATE_OR_GET_PLAN makes (every plan type of the service)."""

FILLED_PLAN_TYPES: tuple[str, ...] = ("RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "PRE_SEASON")
"""The plan types ADD_ITEMS_TO_PLAN fills (SUPPLIER_EXCHANGE is made by CREATE_OR_GET_PLAN, filled over HTTP)."""

MARKDOWN_WINDOW_DAYS = 28
"""A MARKDOWN plan without ``startDate``/``endDate``: today .. today + 28 days."""

Text = Annotated[str, Field(min_length=1, max_length=255)]
_STRICT = ConfigDict(extra="forbid")


def is_template(text: str) -> bool:
    """True when ``text`` holds an interpolation (``{{ ... }}``): checked after rendering, not before."""
    return "{{" in text


def check_plan_type(plan_type: str) -> str:
    """``plan_type`` when CREATE_OR_GET_PLAN makes it (one of :data:`PLAN_TYPES`).

    Raises:
        ValueError: an unknown plan type.
    """
    if plan_type not in PLAN_TYPES:
        raise ValueError(f"planType must be one of {', '.join(PLAN_TYPES)}")
    return plan_type


def check_fillable_type(plan_type: str) -> str:
    """``plan_type`` when ADD_ITEMS_TO_PLAN fills it (one of :data:`FILLED_PLAN_TYPES`).

    Raises:
        ValueError: SUPPLIER_EXCHANGE (a line's RETURN and RECEIVE sides need a pairing the node cannot
            express), or an unknown type.
    """
    if plan_type == "SUPPLIER_EXCHANGE":
        raise ValueError(
            "ADD_ITEMS_TO_PLAN does not fill SUPPLIER_EXCHANGE plans: the RETURN and RECEIVE sides need a pairing"
            " the node cannot express (add the lines over HTTP)"
        )
    if plan_type not in FILLED_PLAN_TYPES:
        raise ValueError(f"planType must be one of {', '.join(FILLED_PLAN_TYPES)}")
    return plan_type


class EntitySource(BaseModel):
    """Where a plan's brand, collection (RESTOCK, PRE_SEASON) or supplier (SUPPLIER_RETURN,
    SUPPLIER_EXCHANGE) comes from: ``static`` (``value``: its id) or
    ``fromTrigger`` (the brand/collection of most of the trigger's matched entities; docs/automation.md)."""

    model_config = _STRICT
    kind: Literal["static", "fromTrigger"]
    value: Text | None = None

    @model_validator(mode="after")
    def _static_has_value(self) -> EntitySource:
        if self.kind == "static" and not self.value:
            raise ValueError("a static source needs its value (an id)")
        return self


class Deadline(BaseModel):
    """A RESTOCK or supplier plan's deadline: ``offsetDays`` (0..365) after the day the node runs."""

    model_config = _STRICT
    kind: Literal["relative"]
    offsetDays: Annotated[int, Field(ge=0, le=365)]


class CreateOrGetPlanConfig(BaseModel):
    """A CREATE_OR_GET_PLAN node's ``config``: RESTOCK needs ``brandSource`` and ``collectionSource``;
    REBALANCE ``outgoingShopId`` and ``ingoingShopId`` (different); MARKDOWN a window whose
    ``endDate`` >= ``startDate`` (YYYY-MM-DD; default today .. today + 28 days); SUPPLIER_RETURN
    ``supplierSource`` (``sourceShopId``, ``reason`` (<= 500), ``deadline`` optional); SUPPLIER_EXCHANGE as
    the return plus ``destinationShopId``; PRE_SEASON ``season`` (``brandSource``, ``collectionSource``,
    ``sellingStartDate`` <= ``sellingEndDate`` optional). Ids are checked when the node runs, by the
    create services of the HTTP routes (INVALID_PLAN naming the fields)."""

    model_config = _STRICT
    planType: str
    name: Text
    description: Annotated[str, Field(max_length=2000)] | None = None
    brandSource: EntitySource | None = None
    collectionSource: EntitySource | None = None
    outgoingShopId: Text | None = None
    ingoingShopId: Text | None = None
    season: Annotated[str, Field(min_length=1, max_length=50)] | None = None
    startDate: Text | None = None
    endDate: Text | None = None
    deadline: Deadline | None = None
    supplierSource: EntitySource | None = None
    sourceShopId: Text | None = None
    destinationShopId: Text | None = None
    reason: Annotated[str, Field(min_length=1, max_length=500)] | None = None
    sellingStartDate: Text | None = None
    sellingEndDate: Text | None = None

    @field_validator("planType")
    @classmethod
    def _known_type(cls, plan_type: str) -> str:
        return check_plan_type(plan_type)

    @field_validator("startDate", "endDate", "sellingStartDate", "sellingEndDate")
    @classmethod
    def _a_date(cls, text: str | None) -> str | None:
        if text is not None and not is_template(text):
            try:
                date.fromisoformat(text)
            except ValueError:
                raise ValueError("a date YYYY-MM-DD (or a {{...}} template)") from None
        return text

    @model_validator(mode="after")
    def _fields_of_the_type(self) -> CreateOrGetPlanConfig:
        if self.planType == "RESTOCK" and (self.brandSource is None or self.collectionSource is None):
            raise ValueError("a RESTOCK plan needs brandSource and collectionSource")
        if self.planType == "REBALANCE":
            if not self.outgoingShopId or not self.ingoingShopId:
                raise ValueError("a REBALANCE plan needs outgoingShopId and ingoingShopId")
            if self.outgoingShopId == self.ingoingShopId:
                raise ValueError("ingoingShopId must differ from outgoingShopId")
        if self.planType in ("SUPPLIER_RETURN", "SUPPLIER_EXCHANGE") and self.supplierSource is None:
            raise ValueError(f"a {self.planType} plan needs supplierSource")
        if self.planType == "PRE_SEASON" and not self.season:
            raise ValueError("a PRE_SEASON plan needs season")
        start, end = self.startDate, self.endDate
        if start and end and not is_template(start) and not is_template(end) and end < start:
            raise ValueError("endDate must be on or after startDate")
        start, end = self.sellingStartDate, self.sellingEndDate
        if start and end and not is_template(start) and not is_template(end) and end < start:
            raise ValueError("sellingEndDate must be on or after sellingStartDate")
        return self
