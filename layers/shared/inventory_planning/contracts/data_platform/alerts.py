"""Alerts and their instances (REFERENCE 6.3)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AliasGenerator, BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

from inventory_planning.contracts.schemas import Figure, Record, _wire_or_attribute
from inventory_planning.domain.dates import PlainDate

IdList = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=100)]
Email = Annotated[str, Field(pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$", max_length=254)]


class TagRule(BaseModel):
    """One tag rule: the group's entity carries the tag (INCLUDE) or does not (EXCLUDE)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    tagId: str = Field(min_length=1, max_length=64)
    mode: Literal["INCLUDE", "EXCLUDE"]


TagRules = Annotated[list[TagRule], Field(max_length=20)]
TagOperator = Literal["AND", "OR"]


class AlertFields(BaseModel):
    """What an alert watches, where, when it fires and who hears of it (docs/data-platform.md "Alerts")."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    name: str = Field(min_length=1, max_length=255, pattern=r"\S")
    description: str | None = Field(None, max_length=1000)
    isActive: bool = True
    metricKey: str | None = Field(None, min_length=1, max_length=64, description="a metric of the catalogue (or riskType)")
    riskType: Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"] | None = Field(None, description="its score in [0, 1]")
    operator: Literal["GREATER_THAN", "GREATER_OR_EQUAL", "LOWER_THAN", "LOWER_OR_EQUAL"] | None = Field(
        None, description="required with metricKey or riskType; none for a tag alert"
    )
    threshold: float | None = Field(None, allow_inf_nan=False, description="in the metric's unit; required as operator")
    triggerType: Literal["THRESHOLD_REACHED", "THRESHOLD_APPROACHING", "FORECASTED_THRESHOLD"] = "THRESHOLD_REACHED"
    approachPercentage: float | None = Field(None, gt=0, lt=100, description="THRESHOLD_APPROACHING: how near, in %")
    forecastDays: int | None = Field(None, ge=1, le=365, description="FORECASTED_THRESHOLD: days ahead")
    checkLevel: Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM"] = "VARIANT"
    storesIds: IdList = Field(default_factory=list, description="shops (empty: every shop)")
    brandIds: IdList = Field(default_factory=list)
    productIds: IdList = Field(default_factory=list)
    collections: IdList = Field(default_factory=list, description="collection ids")
    frequency: Literal["IMMEDIATELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY"] = "DAILY"
    mediums: list[Literal["EMAIL"]] = Field(default_factory=list, max_length=1)
    recipients: list[Email] = Field(default_factory=list, max_length=20)
    tagRules: TagRules = Field(
        default_factory=list,
        description="0..20 rules on the tags of each group's entity (checkLevel PRODUCT, VARIANT, BRAND or INVENTORY_ITEM);"
        " without metricKey and riskType the alert's groups are the entities the rules select",
    )
    tagOperator: TagOperator = Field("AND", description="how the tag rules combine")


class CreateAlert(AlertFields):
    """Body of POST /api/data-platform/alerts."""

    organizationId: str = Field(min_length=1, max_length=64)


class AlertChanges(BaseModel):
    """Body of PATCH /api/alerts/{id} (the organization is the token's): the fields to change (the
    result is checked whole)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    name: str | None = Field(None, min_length=1, max_length=255, pattern=r"\S")
    description: str | None = Field(None, max_length=1000)
    isActive: bool | None = None
    metricKey: str | None = Field(None, min_length=1, max_length=64)
    riskType: Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"] | None = None
    operator: Literal["GREATER_THAN", "GREATER_OR_EQUAL", "LOWER_THAN", "LOWER_OR_EQUAL"] | None = None
    threshold: float | None = Field(None, allow_inf_nan=False)
    triggerType: Literal["THRESHOLD_REACHED", "THRESHOLD_APPROACHING", "FORECASTED_THRESHOLD"] | None = None
    approachPercentage: float | None = Field(None, gt=0, lt=100)
    forecastDays: int | None = Field(None, ge=1, le=365)
    checkLevel: Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM"] | None = None
    storesIds: IdList | None = None
    brandIds: IdList | None = None
    productIds: IdList | None = None
    collections: IdList | None = None
    frequency: Literal["IMMEDIATELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY"] | None = None
    mediums: list[Literal["EMAIL"]] | None = Field(None, max_length=1)
    recipients: list[Email] | None = Field(None, max_length=20)
    tagRules: TagRules | None = None
    tagOperator: TagOperator | None = None


class ChangeAlert(AlertChanges):
    """Body of PATCH /api/data-platform/alerts/{id}: the fields to change (the result is checked whole)."""

    organizationId: str = Field(min_length=1, max_length=64)


class Alert(AlertFields):
    """An alert as stored."""

    # reads a dict by its wire names or a record (domain.alerts.records.Alert) by attribute, as Record does
    model_config = ConfigDict(
        extra="forbid",
        defer_build=True,
        populate_by_name=True,
        from_attributes=True,
        alias_generator=AliasGenerator(validation_alias=_wire_or_attribute),
    )
    id: str
    organizationId: str
    createdAt: str
    updatedAt: str


class AlertList(Record):
    """``{success, items, limit, offset, total}`` (REFERENCE 6.3, plus the total)."""

    success: Literal[True] = True
    items: list[Alert]
    limit: int
    offset: int
    total: int


class PerimeterVariant(Record):
    """A variant of an instance's group, in one shop, with the metric of that shop x variant."""

    id: str = Field(description="the variant ('*' where the row has none)")
    value: float | None = Figure("the metric (or risk score) of this shop x variant")


class PerimeterProduct(Record):
    """A product of an instance's group, in one shop, with its variants."""

    id: str = Field(description="the product ('*' where the row has none)")
    variants: list[PerimeterVariant]


class PerimeterShop(Record):
    """A shop of an instance's group, with its products."""

    id: str = Field(description="the shop; '*' for a STOCKOUT row, over the alert's shops (every shop when it names none)")
    productIds: list[PerimeterProduct]


class PerimeterResults(Record):
    """What an instance's group holds: its first 50 shop x product x variant triples, each with its
    own value, and its brands."""

    shopIds: list[PerimeterShop] = Field(default_factory=list)
    brandIds: list[str] = Field(default_factory=list)


class AlertInstance(Record):
    """An alert instance: what matched (entity, value, perimeterResults), its trigger, and the
    retailer's status pending -> acknowledged -> resolved (who, when, comment; resolution USER or AUTO),
    or archived (hidden from the default list) from any of them.
    Its values are figures (docs/decisions/0024): null without analytics.view; for a shop-scoped
    caller, a variant's value is null unless its shop is the caller's, and ``alertValue`` unless every
    shop the group sums is."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    id: str
    alertId: str
    alertName: str
    status: Literal["pending", "acknowledged", "resolved", "archived"]
    triggerType: str
    alertValue: float | None = Figure("the matched metric (or risk score) of the group, in the metric's unit")
    threshold: float | None = Field(description="null for a tag alert's instance")
    entity: dict[str, Any]
    perimeterResults: PerimeterResults
    storesIds: list[str] = Field(
        default_factory=list,
        description="The alert's shops when it matched (empty: every shop). A STOCKOUT instance is over these shops.",
    )
    asOf: str
    firstMatchedAt: str
    lastMatchedAt: str
    acknowledgedAt: str | None
    acknowledgedBy: str | None
    resolvedAt: str | None
    resolvedBy: str | None
    resolution: str | None
    comment: str | None
    archivedAt: str | None = Field(None, description="when it was archived (archived hides it from the default list)")
    archivedBy: str | None = None
    planId: str | None = Field(None, description="the plan started from it (POST /api/alerts/instances/{id}/plan)")
    # Stored keys the wire has always shown, beyond the document's fields (extra="allow" let them
    # through): declared so a record is exact, kept out of the OpenAPI document (unchanged).
    organizationId: SkipJsonSchema[Any]
    groupKey: SkipJsonSchema[Any]
    metricKey: SkipJsonSchema[Any]
    riskType: SkipJsonSchema[Any]
    checkLevel: SkipJsonSchema[Any]
    operator: SkipJsonSchema[Any]
    approachPercentage: SkipJsonSchema[Any]
    forecastDays: SkipJsonSchema[Any]
    lastEvaluationRunId: SkipJsonSchema[Any]
    createdAt: SkipJsonSchema[Any]
    updatedAt: SkipJsonSchema[Any]


class InstanceComment(BaseModel):
    """Body of POST /api/alerts/instances/{id}/acknowledge and /resolve."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    comment: str | None = Field(None, max_length=2000)


class InstancePlan(BaseModel):
    """Body of POST /api/alerts/instances/{id}/plan: what the plan's items need beyond the instance's
    entities. RESTOCK: ``quantity`` (pieces per item); MARKDOWN: ``discountPercent``, ``startDate`` and
    ``endDate`` (the price window); ``shopId``: the shop of entities over every shop (a STOCKOUT row)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    quantity: int | None = Field(None, ge=1, le=1_000_000, description="RESTOCK: pieces per item")
    discountPercent: float | None = Field(None, ge=0, le=100, allow_inf_nan=False, description="MARKDOWN: % off")
    startDate: PlainDate | None = Field(None, strict=False, description="MARKDOWN: the price window's first day, YYYY-MM-DD")
    endDate: PlainDate | None = Field(None, strict=False, description="MARKDOWN: its last day, YYYY-MM-DD, >= startDate")
    shopId: str | None = Field(None, min_length=1, max_length=64, description="the shop of an entity over every shop")
    name: str | None = Field(None, min_length=1, max_length=255, pattern=r"\S")


class SkippedEntity(Record):
    """An entity of the instance that is not an item, and why."""

    variantId: str | None
    shopId: str | None
    reason: str


class InstancePlanResult(Record):
    """The plan started from an instance: ``{planId, planType, wasCreated, itemIds, skipped}`` (a
    retried request answers the same plan, wasCreated false)."""

    planId: str
    planType: Literal["RESTOCK", "MARKDOWN"]
    wasCreated: bool
    itemIds: list[str]
    skipped: list[SkippedEntity]
