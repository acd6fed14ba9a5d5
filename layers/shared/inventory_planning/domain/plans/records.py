"""Typed records the plan services return (docs/decisions/0026).

Frozen dataclasses with snake_case attributes; the response records of ``contracts.plans`` map them
to the wire (``plan_type`` -> ``planType``). Powertools turns a dataclass into a dict
(``dataclasses.asdict``) before validating a response, so a record a route returns carries exactly
the fields of its response record, no more. Amounts are in the organization's currency, quantities
in pieces, instants ISO 8601 UTC strings, dates ``YYYY-MM-DD``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class ActorRef:
    """Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or service id."""

    kind: str
    id: str

    @classmethod
    def of(cls, raw: dict[str, Any]) -> ActorRef:
        """The reference stored as ``{kind, id}``."""
        return cls(kind=raw["kind"], id=raw["id"])


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanHeader:
    """A plan (wire ``Plan``): its record and the totals kept with its lines (lines, pieces, currency);
    ``item_status`` is the status every line has (TO_REVIEW while DRAFT, else READY_FOR_ORDER); the
    selling window, budget envelope and ruleset of a pre-season plan (None for the other types)."""

    id: str
    code: str
    name: str
    notes: str | None
    description: str | None
    plan_type: str
    status: str
    brand_id: str | None
    collection_id: str | None
    supplier_id: str | None
    season: str | None
    start_date: str | None
    end_date: str | None
    outgoing_shop_id: str | None
    ingoing_shop_id: str | None
    item_count: int
    total_quantity: int
    total_value: float
    item_status: str
    pending_approval_request_id: str | None
    decided_at: str | None
    decision_context_snapshot: dict[str, Any] | None
    created_at: str
    updated_at: str
    created_by: ActorRef
    source_shop_id: str | None = None
    destination_shop_id: str | None = None
    deadline: str | None = None
    reason: str | None = None
    rule_group_id: str | None = None
    expected_credit: float | None = None
    credit_note_amount: float | None = None
    credit_note_ref: str | None = None
    credit_difference: float | None = None
    selling_start_date: str | None = None
    selling_end_date: str | None = None
    budget_envelope_id: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanSummary:
    """A row of the plan search (wire ``PlanSearchRow``)."""

    id: str
    code: str
    name: str
    plan_type: str
    status: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanLine:
    """A plan line (wire ``PlanItem``): one variant x size (x shop), its quantity (pieces; markdown: the
    units in stock marked down), prices (currency per piece), value (currency) and the item status."""

    id: str
    plan_id: str
    plan_type: str
    variant_id: str
    size_id: str
    shop_id: str | None
    quantity: int
    discount: float | None
    discount_percent: float | None
    unit_cost: float | None
    retail_price: float | None
    value: float
    status: str
    sku: str
    variant_name: str
    product_name: str
    brand_id: str
    reason: str | None
    source: str
    source_ref: str | None
    created_at: str
    updated_at: str
    reason_code: str | None = None
    side: str | None = None
    source_item_ref: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderLine:
    """A line of the restock order plan (wire ``OrderPlanItem``): pieces and unit cost (currency)."""

    id: str
    variant_id: str
    size_id: str
    shop_id: str | None
    quantity: int
    unit_cost: float | None
    status: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Totals:
    """Pieces and currency over some lines."""

    quantity: int
    value: float


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderPlan:
    """The restock order plan: its lines, their number, and the totals (zero while the plan is DRAFT)."""

    lines: tuple[OrderLine, ...]
    total: int
    totals: Totals


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleWarning:
    """A rule that warned (WARN) but let the change through."""

    rule_id: str
    rule_name: str
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalRequested:
    """The approval request that holds a gated status change (202): the policy, its metric, the
    measured value and the threshold (the metric's unit: currency or pieces)."""

    approval_request_id: str
    policy_id: str
    metric: str
    value: float
    threshold: float


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanChangeResult:
    """A change of a plan: the plan after it, the rules' warnings, and (202) the approval requested."""

    plan: PlanHeader
    warnings: tuple[RuleWarning, ...] = ()
    approval_requested: ApprovalRequested | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AddedLine:
    """A line written by an addition (wire ``AddedItem``); ``created`` false when the line of the same
    variant x size (x shop) was updated instead."""

    item_id: str
    plan_id: str
    created: bool
    quantity: int
    value: float


@dataclass(frozen=True, slots=True, kw_only=True)
class AddResult:
    """An addition: the line written and the rules' warnings."""

    item: AddedLine
    warnings: tuple[RuleWarning, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class UpdatedLines:
    """A change of lines: the lines written (set or removed); ``item`` the line of a one-line update or review."""

    updated: int
    item: AddedLine | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LinesChanged:
    """A bulk change: how many lines were written, and the rules' warnings."""

    data: UpdatedLines
    warnings: tuple[RuleWarning, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalRequest:
    """An approval request (REFERENCE 4.2): PENDING -> APPROVED | REJECTED | EXPIRED, with the snapshot
    of the policy's metric (``value``) and ``threshold`` when it was made."""

    id: str
    plan_id: str
    plan_type: str
    plan_code: str
    policy_id: str
    policy_name: str
    metric: str
    value: float
    threshold: float
    from_status: str
    to_status: str
    status: str
    justification: str | None
    requested_by: ActorRef
    requested_at: str
    decided_by: ActorRef | None
    decided_at: str | None
    decision_reason: str | None
    expired_reason: str | None

    @classmethod
    def of(cls, record: dict[str, Any]) -> ApprovalRequest:
        """The record of a stored request (its internal ``itemsVersion`` is left out)."""
        decided_by = record.get("decidedBy")
        return cls(
            id=record["id"],
            plan_id=record["planId"],
            plan_type=record["planType"],
            plan_code=record["planCode"],
            policy_id=record["policyId"],
            policy_name=record["policyName"],
            metric=record["metric"],
            value=float(record["value"]),
            threshold=float(record["threshold"]),
            from_status=record["fromStatus"],
            to_status=record["toStatus"],
            status=record["status"],
            justification=record.get("justification"),
            requested_by=ActorRef.of(record["requestedBy"]),
            requested_at=record["requestedAt"],
            decided_by=ActorRef.of(decided_by) if decided_by else None,
            decided_at=record.get("decidedAt"),
            decision_reason=record.get("decisionReason"),
            expired_reason=record.get("expiredReason"),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalDecided:
    """An approval: the request (APPROVED), the plan after the held change, and the rules' warnings."""

    request: ApprovalRequest
    plan: PlanHeader | None
    warnings: tuple[RuleWarning, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RecommendationItem:
    """An item added from a recommendation (wire ``FromRecommendationResult``): the line, its plan, the
    plan type, and whether the plan was created for it; ``item_id`` None while an approval request
    (RECOMMENDATION policy) holds the line."""

    item_id: str | None
    plan_id: str
    plan_type: str
    was_created: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class RecommendationAdded:
    """An addition from a recommendation and the rules' warnings, or the approval request that holds it."""

    data: RecommendationItem
    warnings: tuple[RuleWarning, ...] = ()
    approval_requested: ApprovalRequested | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class SkippedEntity:
    """An entity of an alert instance that did not become a plan item, and why."""

    variant_id: str | None
    shop_id: str | None
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class InstancePlan:
    """The plan started from an alert instance (wire ``InstancePlanResult``): its id and type, whether
    this request created it (False: a retry answered the plan started before), the items added, and
    the entities that are not items."""

    plan_id: str
    plan_type: str
    was_created: bool
    item_ids: list[str]
    skipped: list[SkippedEntity] = field(default_factory=list)


@dataclass(frozen=True, slots=True, kw_only=True)
class InstancePlanStarted:
    """A plan started from an alert instance and the rules' warnings of its items."""

    data: InstancePlan
    warnings: tuple[RuleWarning, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckedRule:
    """One rule's outcome in a manual check (wire ``CheckedRule``): ``enforcement`` BLOCK | WARN | LOG
    (the effective one), ``passed``, and the message with its figures."""

    rule_id: str
    rule_name: str
    category: str
    check_level: str
    enforcement: str
    passed: bool
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanCheck:
    """POST /api/plans/{type}/{id}/check (wire ``PlanCheck``): every outcome of the MANUAL_CHECK rules of
    the plan's ruleset (``ruleset_id``: the one it names, else the organization's default, None
    without one); ``blocked`` when a BLOCK rule failed. Nothing was written."""

    plan_id: str
    plan_type: str
    hook: str
    ruleset_id: str | None
    blocked: bool
    outcomes: tuple[CheckedRule, ...]
