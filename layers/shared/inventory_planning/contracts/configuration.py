"""Records of the configuration endpoints (SPEC "Approval policy", "Planning period", "Budget
envelope", "Business logic ruleset", "Org-list entry", metrics, supplier-variant constraints, the
audit log; docs/configuration.md gives every field).

Rules and metric bodies are typed as JSON objects here (their precise unions live in
``domain.rules`` and ``domain.metrics``, which load on first use to keep the cold start small);
docs/business-rules.md and docs/metrics.md describe them.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record

ActionFamily = Literal[
    "RESTOCK_PLAN", "REBALANCE_PLAN", "MARKDOWN_PLAN", "PRE_SEASON_PLAN", "RECOMMENDATION", "WORKFLOW",
    "SUPPLIER_RETURN_PLAN", "SUPPLIER_EXCHANGE_PLAN",
]  # fmt: skip
ActorType = Literal["USER", "WORKFLOW", "SCENARIO_GENERATOR", "SYSTEM", "API_TOKEN"]
ThresholdMetric = Literal["PLAN_TOTAL_VALUE", "PLAN_TOTAL_QUANTITY", "VARIANT_QUANTITY", "SHOP_QUANTITY"]


class ApprovalPolicy(Record):
    """SPEC "Approval policy"; thresholdValue in currency (PLAN_TOTAL_VALUE) or pieces."""

    id: str
    organizationId: str
    name: str = Field(min_length=1, max_length=255)
    actionFamily: ActionFamily | None
    isActive: bool
    scopeActorTypes: list[ActorType]
    scopeBrandIds: list[str]
    scopeCollections: list[str]
    scopeShopIds: list[str]
    scopeSupplierIds: list[str]
    scopeWorkflowIds: list[str]
    thresholdMetric: ThresholdMetric
    thresholdValue: float = Field(ge=0)
    createdAt: str
    updatedAt: str
    createdBy: str
    updatedBy: str


class PlanningPeriod(Record):
    """SPEC "Planning period (BUDGET kind)": both dates included."""

    id: str
    kind: Literal["BUDGET"]
    name: str
    startDate: str = Field(description="YYYY-MM-DD")
    endDate: str = Field(description="YYYY-MM-DD")
    isActive: bool
    createdAt: str
    updatedAt: str


class BudgetEnvelope(Record):
    """SPEC "Budget envelope": an open-to-buy amount for a period and a scope."""

    id: str
    periodId: str
    scope: Literal["TOTAL", "BRAND", "DEPARTMENT", "COLLECTION"]
    scopeValue: str | None = Field(description="null for TOTAL")
    amount: float = Field(description="currency units, always a number")
    currency: str
    createdAt: str
    updatedAt: str
    consumedAmount: float = Field(
        description="open-to-buy used: open restock plans (DRAFT, VALIDATED, SENT) in the period and scope, currency"
    )
    remainingAmount: float = Field(description="amount - consumedAmount, currency; negative when overspent")
    consumedPercent: float | None = Field(description="consumedAmount / amount x 100; null when amount is 0")


class RulesetSummary(Record):
    """A ruleset as lists show it: SPEC "Business logic ruleset" plus ``ruleCount``."""

    id: str
    name: str
    description: str
    tags: list[str]
    isDefault: bool
    ruleCount: int = Field(ge=0)
    createdAt: str
    updatedAt: str | None


class Ruleset(Record):
    """One ruleset with its rules (docs/business-rules.md gives a rule's shape)."""

    id: str
    name: str
    description: str
    tags: list[str]
    isDefault: bool
    rules: list[dict[str, Any]] = Field(description="the rules, in priority order (docs/business-rules.md)")
    createdAt: str
    updatedAt: str | None


class OrgListEntry(Record):
    """SPEC "Org-list entry"."""

    id: str
    listType: Literal["SUPPLIER_BLACKLIST", "BRAND_RESTRICTION", "RETURN_REASON_CODE"]
    value: str = Field(min_length=1, max_length=255)
    metadata: dict[str, Any]
    createdAt: str
    updatedAt: str | None


class Metric(Record):
    """A metric definition, GLOBAL or the organization's (docs/metrics.md gives the five body forms)."""

    id: str
    scope: Literal["GLOBAL", "ORG"]
    organizationId: str | None
    key: str
    displayName: str = Field(min_length=1, max_length=255)
    grain: list[str] = Field(min_length=1)
    body: dict[str, Any] = Field(description="one of the five body forms of docs/metrics.md")
    createdAt: str | None
    updatedAt: str | None


class SupplierVariantConstraint(Record):
    """Supplier-variant constraint (REFERENCE 5.4): MOQ and pack multiple, in pieces."""

    id: str
    supplierId: str
    variantId: str
    minOrderQuantity: int | None = Field(ge=1, description="minimum order quantity (MOQ), pieces")
    packMultiple: int | None = Field(ge=1, description="order in multiples of this many pieces")
    createdAt: str
    updatedAt: str
