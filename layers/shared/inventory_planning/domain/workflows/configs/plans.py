"""The config of a CREATE_OR_GET_PLAN node (REFERENCE 7; issue 26; docs/automation.md "Plan nodes").

``{planType, name, description?, brandSource: {kind: static | fromTrigger, value?}, collectionSource:
{...}, outgoingShopId?, ingoingShopId?, season?, startDate?, endDate?, deadline?: {kind: relative,
offsetDays}}``. The service plans RESTOCK, MARKDOWN and REBALANCE: SUPPLIER_RETURN,
SUPPLIER_EXCHANGE and PRE_SEASON (REFERENCE's other plan types) are refused here, when the
definition is saved. Text fields may hold ``{{...}}`` templates (rendered before the node runs), so
dates are checked as dates only when they hold no template.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

PLAN_TYPES: tuple[str, ...] = ("RESTOCK", "MARKDOWN", "REBALANCE")
"""The plan types a workflow node makes or fills (the service's plan types)."""

OTHER_PLAN_TYPES: tuple[str, ...] = ("SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON")
"""REFERENCE's plan types this service does not have: a 422 naming ``planType``."""

MARKDOWN_WINDOW_DAYS = 28
"""A MARKDOWN plan without ``startDate``/``endDate``: today .. today + 28 days."""

Text = Annotated[str, Field(min_length=1, max_length=255)]
_STRICT = ConfigDict(extra="forbid")


def is_template(text: str) -> bool:
    """True when ``text`` holds an interpolation (``{{ ... }}``): checked after rendering, not before."""
    return "{{" in text


def check_plan_type(plan_type: str) -> str:
    """``plan_type`` when the service plans it.

    Raises:
        ValueError: one of :data:`OTHER_PLAN_TYPES` ("this service has no such plans") or unknown.
    """
    if plan_type in OTHER_PLAN_TYPES:
        raise ValueError(f"this service has no such plans ({plan_type}); plan types: RESTOCK, MARKDOWN, REBALANCE")
    if plan_type not in PLAN_TYPES:
        raise ValueError("planType must be RESTOCK, MARKDOWN or REBALANCE")
    return plan_type


class EntitySource(BaseModel):
    """Where a RESTOCK plan's brand (or collection) comes from: ``static`` (``value``: its id) or
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
    """A RESTOCK plan's deadline: ``offsetDays`` (0..365) after the day the node runs."""

    model_config = _STRICT
    kind: Literal["relative"]
    offsetDays: Annotated[int, Field(ge=0, le=365)]


class CreateOrGetPlanConfig(BaseModel):
    """A CREATE_OR_GET_PLAN node's ``config``: RESTOCK needs ``brandSource`` and ``collectionSource``;
    REBALANCE ``outgoingShopId`` and ``ingoingShopId`` (different); MARKDOWN a window whose
    ``endDate`` >= ``startDate`` (YYYY-MM-DD; default today .. today + 28 days)."""

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

    @field_validator("planType")
    @classmethod
    def _known_type(cls, plan_type: str) -> str:
        return check_plan_type(plan_type)

    @field_validator("startDate", "endDate")
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
        start, end = self.startDate, self.endDate
        if start and end and not is_template(start) and not is_template(end) and end < start:
            raise ValueError("endDate must be on or after startDate")
        return self
