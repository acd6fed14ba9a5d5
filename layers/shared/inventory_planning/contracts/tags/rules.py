"""Tagging rules and their evaluation runs (REFERENCE 6.2; docs/automation.md "Tagging rules"): the
bodies of ``/api/tagging-rules``, ``/api/tagging-evaluation-runs`` and their data-platform twins, and
the records they answer with. The shape is checked here; what depends on another field (a column's
operators and value, BETWEEN's bounds, a RE2 pattern, the tag) by ``domain.tags.checks`` and the
service, each failure naming its field path (``conditions.rules[1].value``)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.contracts.schemas import Record

EntityType = Literal["BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM"]
Propagation = Literal["ENTITY", "CASCADE", "BUBBLE_UP"]
MetricId = Literal[
    "GROSS_SALES_QUANTITY", "AVG_DAILY_SALES_30D", "DAYS_OF_STOCK", "CURRENT_STOCK_LEVEL", "GROSS_SALES_QUANTITY_365D",
    "INVENTORY_TURN_OVER_RATE", "FORECASTED_SALES_QUANTITY", "SIZE_AVAILABILITY_PERCENT", "SIZES_OUT_OF_STOCK",
    "STOCKOUT_RISK_SCORE", "OVERSTOCK_RISK_SCORE", "SLOW_MOVER_RISK_SCORE", "DISPLACED_RISK_SCORE",
    "STOCKOUT_RISK_STATUS", "OVERSTOCK_RISK_STATUS", "SLOW_MOVER_RISK_STATUS", "DISPLACED_RISK_STATUS",
]  # fmt: skip
MetricOperator = Literal[
    "LOWER_THAN", "LOWER_OR_EQUAL", "GREATER_THAN", "GREATER_OR_EQUAL", "EQUAL", "NOT_EQUAL", "TOP_PERCENT", "BOTTOM_PERCENT"
]  # fmt: skip
ColumnOperator = Literal[
    "EQUALS", "NOT_EQUALS", "CONTAINS", "NOT_CONTAINS", "STARTS_WITH", "ENDS_WITH", "MATCHES_REGEX", "IS_EMPTY",
    "IS_NOT_EMPTY", "IS_TRUE", "IS_FALSE", "BEFORE", "AFTER", "BETWEEN", "ON", "LOWER_THAN", "LOWER_OR_EQUAL",
    "GREATER_THAN", "GREATER_OR_EQUAL", "EQUAL", "NOT_EQUAL",
]  # fmt: skip
Id = Annotated[str, Field(min_length=1, max_length=64)]
IdList = Annotated[list[Id], Field(max_length=100)]
_STRICT = ConfigDict(extra="forbid", strict=True, defer_build=True)


class PeriodFilter(BaseModel):
    """The sales window of a sales metric (docs/intelligence.md "Tagging metrics")."""

    model_config = _STRICT
    type: Literal["LAST_7_DAYS", "LAST_30_DAYS", "THIS_MONTH", "ALL_TIME"]


class MetricCondition(BaseModel):
    """``metricId <conditionOperator> thresholdValue`` per entity; TOP_PERCENT/BOTTOM_PERCENT: a
    percentile cutoff in (0, 100] over the entities in scope (percent_rank)."""

    model_config = _STRICT
    type: Literal["METRIC"]
    metricId: MetricId
    conditionOperator: MetricOperator
    thresholdValue: float = Field(allow_inf_nan=False, description="in the metric's unit; a percent for TOP/BOTTOM_PERCENT")
    periodFilter: PeriodFilter | None = Field(None, description="sales metrics' window (30 days without one)")


class ColumnCondition(BaseModel):
    """A catalogue column (``<table>.<column>``) against a value: text, boolean, date or number operators."""

    model_config = _STRICT
    type: Literal["COLUMN"]
    columnId: str = Field(min_length=1, max_length=64, description="e.g. products.category, variants.color, inventory_items.size")
    columnOperator: ColumnOperator
    value: str | float | bool | None = Field(None, description="none for IS_EMPTY, IS_NOT_EMPTY, IS_TRUE, IS_FALSE")
    secondaryValue: str | float | None = Field(None, description="BETWEEN's upper bound (inclusive)")


Condition = Annotated[MetricCondition | ColumnCondition, Field(discriminator="type")]


class Conditions(BaseModel):
    """``{operator AND|OR, rules[1..20]}``."""

    model_config = _STRICT
    operator: Literal["AND", "OR"] = "AND"
    rules: list[Condition] = Field(min_length=1, max_length=20)


class Scope(BaseModel):
    """What a rule evaluates: entities of ``entityType`` inside the brands, products and collections
    (empty: all), their positions in ``shopIds`` (empty: every shop)."""

    model_config = _STRICT
    entityType: EntityType
    brandIds: IdList = Field(default_factory=list)
    productIds: IdList = Field(default_factory=list)
    collections: IdList = Field(default_factory=list, description="collection ids")
    shopIds: IdList = Field(default_factory=list)


class TaggingRuleFields(BaseModel):
    """A tagging rule's fields (body of POST /api/tagging-rules)."""

    model_config = _STRICT
    name: str = Field(min_length=1, max_length=255, pattern=r"\S")
    description: str | None = Field(None, max_length=1000)
    tagId: Id = Field(description="a DATA or MIXED tag targeting scope.entityType")
    conditions: Conditions
    scope: Scope
    propagation: Propagation = Field("ENTITY", description="ENTITY, CASCADE (children too) or BUBBLE_UP (parents too)")
    isActive: bool = True


class PlatformTaggingRule(TaggingRuleFields):
    """Body of POST /api/data-platform/tagging-rules."""

    organizationId: Id


class ChangeTaggingRule(BaseModel):
    """Body of PATCH /api/tagging-rules/{id}: the fields to change (conditions and scope whole). Absent:
    unchanged; null clears ``description`` and is refused for every other field (422), as on the other
    PATCH routes (a rule always has a name, a tag, conditions, a scope, a propagation and a state)."""

    model_config = _STRICT
    # The default None stands for "absent" only: the types admit no null, so an explicit null is a 422.
    name: str = Field(None, min_length=1, max_length=255, pattern=r"\S")  # type: ignore[assignment]
    description: str | None = Field(None, max_length=1000)
    tagId: Id = None  # type: ignore[assignment]
    conditions: Conditions = None  # type: ignore[assignment]
    scope: Scope = None  # type: ignore[assignment]
    propagation: Propagation = None  # type: ignore[assignment]
    isActive: bool = None  # type: ignore[assignment]

    def changes(self) -> dict[str, Any]:
        """The fields given (``description`` null clears it)."""
        return self.model_dump(exclude_unset=True, exclude={"organizationId"})


class PlatformChangeTaggingRule(ChangeTaggingRule):
    """Body of PATCH /api/data-platform/tagging-rules/{id}."""

    organizationId: Id


class StartTaggingRun(BaseModel):
    """Body of POST /api/tagging-evaluation-runs: the rules to evaluate (absent or null: every active one)."""

    model_config = _STRICT
    ruleIds: Annotated[list[Id], Field(min_length=1, max_length=200)] | None = None


class PlatformStartTaggingRun(StartTaggingRun):
    """Body of POST /api/data-platform/tagging-evaluation-runs."""

    organizationId: Id


class TaggingRule(Record):
    """A tagging rule as stored; ``lastEvaluatedAt`` the last run that evaluated it."""

    id: str
    name: str
    description: str | None
    tagId: str
    conditions: Conditions
    scope: Scope
    propagation: Propagation
    isActive: bool
    createdAt: str
    createdBy: str
    updatedAt: str
    updatedBy: str
    lastEvaluatedAt: str | None


class TaggingRuleList(Record):
    """``{success, items, limit, offset, total}`` (the data platform's lists)."""

    success: Literal[True] = True
    items: list[TaggingRule]
    limit: int
    offset: int
    total: int


class RunStats(Record):
    """A run's counts; ``durationMs`` the evaluation's milliseconds."""

    rulesEvaluated: int
    assignmentsCreated: int
    assignmentsRemoved: int
    durationMs: int


class RunLogEntry(Record):
    """One log line of a run."""

    at: str
    level: Literal["DEBUG", "INFO", "WARN", "ERROR"]
    message: str
    ruleId: str | None = None


class TaggingRunSummary(Record):
    """A tagging evaluation run (without its logs): PENDING -> RUNNING -> SUCCESS | FAILED."""

    id: str
    status: Literal["PENDING", "RUNNING", "SUCCESS", "FAILED"]
    triggerType: Literal["MANUAL", "SCHEDULED", "API"]
    ruleIds: list[str] | None = Field(description="the rules asked; null: every active rule")
    asOf: str
    risksRun: str | None = Field(description="the risks run the metrics read (YYYY-MM-DD); null without one")
    stats: RunStats | None
    errorMessage: str | None
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None


class TaggingRun(TaggingRunSummary):
    """A tagging evaluation run with its logs (at most 5,000; written when it ends)."""

    logs: list[RunLogEntry]


class TaggingRunList(Record):
    """``{success, items, limit, offset, total}`` (the data platform's lists), newest first."""

    success: Literal[True] = True
    items: list[TaggingRunSummary]
    limit: int
    offset: int
    total: int
