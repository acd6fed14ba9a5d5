"""Records of the plan endpoints (REFERENCE 4.3-4.7, issue 8; docs/plans.md gives every field).

One ``Plan`` record serves every type: the type's own fields are filled, the others null.
Amounts are in the organization's currency; quantities are pieces.
"""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

from pydantic import Field

from inventory_planning.contracts.schemas import Record

T = TypeVar("T")

PlanTypeName = Literal["RESTOCK", "MARKDOWN", "REBALANCE", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE", "PRE_SEASON"]
PlanStatusName = Literal[
    "DRAFT", "VALIDATED", "SENT", "RECEIVED", "CLOSED", "CREDITED", "PROPOSED", "AGREED", "IN_TRANSIT", "SETTLED"
]


class ActorRef(Record):
    """Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or service id."""

    kind: Literal["USER", "API_TOKEN", "WORKFLOW", "SYSTEM"]
    id: str


class Plan(Record):
    """A plan header with its maintained totals (kept with the lines in one transaction)."""

    id: str
    code: str = Field(description="readable code, e.g. RST-2026-0001")
    name: str
    notes: str | None
    description: str | None
    planType: PlanTypeName
    status: PlanStatusName
    brandId: str | None = Field(description="RESTOCK; PRE_SEASON optional")
    collectionId: str | None = Field(description="RESTOCK; MARKDOWN, PRE_SEASON optional")
    supplierId: str | None = Field(description="RESTOCK optional; SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the supplier")
    season: str | None = Field(description="MARKDOWN optional, PRE_SEASON required, e.g. FW26")
    startDate: str | None = Field(description="MARKDOWN price window start, YYYY-MM-DD")
    endDate: str | None = Field(description="MARKDOWN price window end, YYYY-MM-DD")
    outgoingShopId: str | None = Field(description="REBALANCE source shop")
    ingoingShopId: str | None = Field(description="REBALANCE destination shop")
    itemCount: int = Field(ge=0, description="lines")
    totalQuantity: int = Field(description="pieces over every line (markdown: units in stock marked down)")
    totalValue: float = Field(description="currency: restock/rebalance at cost, markdown the margin given away")
    itemStatus: Literal["TO_REVIEW", "READY_FOR_ORDER"] = Field(description="the status of every line of the plan")
    pendingApprovalRequestId: str | None
    decidedAt: str | None = Field(
        description="when the plan was last decided: validated (SUPPLIER_RETURN: sent; SUPPLIER_EXCHANGE: agreed)"
    )
    decisionContextSnapshot: dict[str, Any] | None
    createdAt: str
    updatedAt: str
    createdBy: ActorRef
    sourceShopId: str | None = Field(None, description="SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the shop goods leave")
    destinationShopId: str | None = Field(None, description="SUPPLIER_EXCHANGE: the shop the RECEIVE side arrives at")
    deadline: str | None = Field(None, description="SUPPLIER_RETURN, SUPPLIER_EXCHANGE: YYYY-MM-DD")
    reason: str | None = Field(None, description="SUPPLIER_RETURN, SUPPLIER_EXCHANGE: why")
    ruleGroupId: str | None = Field(None, description="the ruleset the plan names (null: the organization's default)")
    expectedCredit: float | None = Field(
        None, description="SUPPLIER_RETURN: currency, sum of quantity x unitCost, snapshot when SENT"
    )
    creditNoteAmount: float | None = Field(None, description="SUPPLIER_RETURN: currency, the credit note (CREDITED)")
    creditNoteRef: str | None = Field(None, description="SUPPLIER_RETURN: the credit note's reference")
    creditDifference: float | None = Field(
        None, description="SUPPLIER_RETURN: currency, creditNoteAmount - expectedCredit (negative: under-credited)"
    )
    sellingStartDate: str | None = Field(default=None, description="PRE_SEASON selling window start, YYYY-MM-DD")
    sellingEndDate: str | None = Field(default=None, description="PRE_SEASON selling window end, YYYY-MM-DD")
    budgetEnvelopeId: str | None = Field(
        default=None, description="PRE_SEASON optional: the envelope a scenario's budget defaults to"
    )


class PlanSearchRow(Record):
    """A row of GET /api/plans/search."""

    id: str
    code: str
    name: str
    planType: PlanTypeName
    status: PlanStatusName
    updatedAt: str


class PlanItem(Record):
    """A plan line: one variant x size (x shop) with its quantity, prices and value."""

    id: str
    planId: str
    planType: PlanTypeName
    variantId: str
    sizeId: str
    shopId: str | None = Field(description="RESTOCK/MARKDOWN: the shop; REBALANCE: the outgoing shop; PRE_SEASON: null")
    quantity: int = Field(description="pieces; MARKDOWN: units in stock at that shop and size")
    discount: float | None = Field(description="RESTOCK: negotiated % off the supplier price")
    discountPercent: float | None = Field(description="MARKDOWN: % off the retail price")
    unitCost: float | None = Field(description="currency per piece: the InventoryItem's cost, else the variant's")
    retailPrice: float | None = Field(description="currency per piece")
    value: float = Field(description="currency (docs/plans.md, Values)")
    status: Literal["TO_REVIEW", "READY_FOR_ORDER"]
    sku: str
    variantName: str
    productName: str
    brandId: str
    reason: str | None
    source: Literal["manual", "workflow", "decision-vector", "scenario", "alert-instance"]
    sourceRef: str | None
    createdAt: str
    updatedAt: str
    reasonCode: str | None = Field(None, description="SUPPLIER_RETURN, SUPPLIER_EXCHANGE RETURN lines: a RETURN_REASON_CODE")
    side: Literal["RETURN", "RECEIVE"] | None = Field(None, description="SUPPLIER_EXCHANGE: which way the line goes")
    sourceItemRef: str | None = Field(None, description="SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the caller's own reference")


class OrderPlanItem(Record):
    """A line of GET /api/restock-order-plan/{id}/items (REFERENCE 4.4)."""

    id: str
    variantId: str
    sizeId: str
    shopId: str | None
    quantity: int
    unitCost: float | None
    status: Literal["TO_REVIEW", "READY_FOR_ORDER"]


class Totals(Record):
    """``{quantity, value}``: pieces and currency."""

    quantity: int
    value: float


class OrderPlanItems(Record):
    """``{success, data, total, totals}``."""

    success: Literal[True] = True
    data: list[OrderPlanItem]
    total: int = Field(ge=0)
    totals: Totals


class RuleWarning(Record):
    """A rule that warned (WARN) but let the change through."""

    ruleId: str
    ruleName: str
    message: str


class CheckedRule(Record):
    """One rule's outcome in a manual check: ``enforcement`` BLOCK | WARN | LOG, ``passed``, ``message``."""

    ruleId: str
    ruleName: str
    category: str
    checkLevel: str
    enforcement: Literal["BLOCK", "WARN", "LOG"]
    passed: bool
    message: str


class PlanCheck(Record):
    """``{planId, planType, hook: "MANUAL_CHECK", rulesetId, blocked, outcomes}``: every rule outcome of a
    manual check (nothing changed); ``rulesetId`` the ruleset used (null: the organization has none)."""

    planId: str
    planType: str
    hook: str
    rulesetId: str | None
    blocked: bool
    outcomes: list[CheckedRule]


class ApprovalRequested(Record):
    """An approval policy intercepted a status change: it waits for a decision (202)."""

    approvalRequestId: str
    policyId: str
    metric: str
    value: float
    threshold: float


class PlanChange(Record, Generic[T]):
    """``{success, data, businessRuleWarnings, approvalRequested}``: a change's result, the rules that
    warned, and (202) the approval request that holds a gated status change."""

    success: Literal[True] = True
    data: T
    businessRuleWarnings: list[RuleWarning] = Field(default_factory=list)
    approvalRequested: ApprovalRequested | None = None


class FromRecommendationResult(Record):
    """SPEC POST /api/plans/from-recommendation: the item added, its plan, the plan type, and whether
    the plan was created for it. ``itemId`` is null when a RECOMMENDATION approval policy holds the
    line (202 with ``approvalRequested``): approving the request adds it."""

    itemId: str | None
    planId: str
    planType: Literal["RESTOCK", "MARKDOWN", "REBALANCE"]
    wasCreated: bool


class AddedItem(Record):
    """``{itemId, planId, created}``: the line written; ``created`` false when an existing line of the
    same variant x size (x shop) was updated instead."""

    itemId: str
    planId: str
    created: bool
    quantity: int
    value: float


class UpdatedItems(Record):
    """``{updated, item?}``: lines written (set or removed); ``item`` the line of a one-line update or
    review (``{itemId, planId, created: false, quantity, value}``)."""

    updated: int
    item: AddedItem | None = None


class ApprovalRequest(Record):
    """An approval request (REFERENCE 4.2): PENDING -> APPROVED | REJECTED | EXPIRED."""

    id: str
    planId: str
    planType: PlanTypeName
    planCode: str
    policyId: str
    policyName: str
    metric: str
    value: float = Field(description="the metric's value when requested (snapshot)")
    threshold: float = Field(description="the policy's threshold when requested (snapshot)")
    fromStatus: str
    toStatus: str
    status: Literal["PENDING", "APPROVED", "REJECTED", "EXPIRED"]
    justification: str | None
    requestedBy: ActorRef
    requestedAt: str
    decidedBy: ActorRef | None
    decidedAt: str | None
    decisionReason: str | None
    expiredReason: str | None


class DataPlatformPlans(Record):
    """GET /api/data-platform/plans/{type}: ``{success, data: {countsByStatus, data, limit, offset, total}}``."""

    countsByStatus: dict[str, int]
    data: list[Plan]
    limit: int
    offset: int
    total: int


class ValidatedPlan(Record):
    """POST /api/data-platform/plans/{type}/{id}/validate."""

    planId: str
    planType: PlanTypeName
    status: PlanStatusName
    decidedAt: str
    capturedAt: str


class ItemError(Record):
    """A skipped line of add-items-to-plan: its ``index`` in ``items``, an errorCode and a message."""

    index: int
    errorCode: str
    message: str
    field: str | None = None


class AddItemsResult(Record):
    """SPEC add-items response: ``{addedCount, skippedCount, errors[]}``."""

    addedCount: int
    skippedCount: int
    errors: list[ItemError]


class OutcomeAttribution(Record):
    """REFERENCE 3.4: a plan item's origin: a decision vector, a workflow, or a person (MANUAL)."""

    attributionSource: Literal["DECISION_VECTOR", "WORKFLOW", "MANUAL", "SCENARIO"]
    eventType: Literal["ITEM_ADDED"]
    decisionVectorId: str | None
    workflowRunId: str | None
    planAuditLogId: str
    planId: str
    planItemId: str | None
    planType: str | None
    shopId: str | None
    variantId: str
    createdAt: str
