from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.plan_itemstatus import PlanItemstatus, check_plan_itemstatus
from ..models.plan_plantype import PlanPlantype, check_plan_plantype
from ..models.plan_status import PlanStatus, check_plan_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.actor_ref import ActorRef
    from ..models.plan_decision_context_snapshot_type_0 import PlanDecisionContextSnapshotType0


T = TypeVar("T", bound="Plan")


@_attrs_define
class Plan:
    """A plan header with its maintained totals (kept with the lines in one transaction).

    Attributes:
        id (str):
        code (str): readable code, e.g. RST-2026-0001
        name (str):
        notes (None | str):
        description (None | str):
        plan_type (PlanPlantype):
        status (PlanStatus):
        brand_id (None | str): RESTOCK; PRE_SEASON optional
        collection_id (None | str): RESTOCK; MARKDOWN, PRE_SEASON optional
        supplier_id (None | str): RESTOCK optional; SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the supplier
        season (None | str): MARKDOWN optional, PRE_SEASON required, e.g. FW26
        start_date (None | str): MARKDOWN price window start, YYYY-MM-DD
        end_date (None | str): MARKDOWN price window end, YYYY-MM-DD
        outgoing_shop_id (None | str): REBALANCE source shop
        ingoing_shop_id (None | str): REBALANCE destination shop
        item_count (int): lines
        total_quantity (int): pieces over every line (markdown: units in stock marked down)
        total_value (float): currency: restock/rebalance at cost, markdown the margin given away
        item_status (PlanItemstatus): the status of every line of the plan
        pending_approval_request_id (None | str):
        decided_at (None | str): when the plan was last decided: validated (SUPPLIER_RETURN: sent; SUPPLIER_EXCHANGE:
            agreed)
        decision_context_snapshot (None | PlanDecisionContextSnapshotType0):
        created_at (str):
        updated_at (str):
        created_by (ActorRef): Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or
            service id.
        source_shop_id (None | str | Unset): SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the shop goods leave
        destination_shop_id (None | str | Unset): SUPPLIER_EXCHANGE: the shop the RECEIVE side arrives at
        deadline (None | str | Unset): SUPPLIER_RETURN, SUPPLIER_EXCHANGE: YYYY-MM-DD
        reason (None | str | Unset): SUPPLIER_RETURN, SUPPLIER_EXCHANGE: why
        rule_group_id (None | str | Unset): the ruleset the plan names (null: the organization's default)
        expected_credit (float | None | Unset): SUPPLIER_RETURN: currency, sum of quantity x unitCost, snapshot when
            SENT
        credit_note_amount (float | None | Unset): SUPPLIER_RETURN: currency, the credit note (CREDITED)
        credit_note_ref (None | str | Unset): SUPPLIER_RETURN: the credit note's reference
        credit_difference (float | None | Unset): SUPPLIER_RETURN: currency, creditNoteAmount - expectedCredit
            (negative: under-credited)
        selling_start_date (None | str | Unset): PRE_SEASON selling window start, YYYY-MM-DD
        selling_end_date (None | str | Unset): PRE_SEASON selling window end, YYYY-MM-DD
        budget_envelope_id (None | str | Unset): PRE_SEASON optional: the envelope a scenario's budget defaults to
    """

    id: str
    code: str
    name: str
    notes: None | str
    description: None | str
    plan_type: PlanPlantype
    status: PlanStatus
    brand_id: None | str
    collection_id: None | str
    supplier_id: None | str
    season: None | str
    start_date: None | str
    end_date: None | str
    outgoing_shop_id: None | str
    ingoing_shop_id: None | str
    item_count: int
    total_quantity: int
    total_value: float
    item_status: PlanItemstatus
    pending_approval_request_id: None | str
    decided_at: None | str
    decision_context_snapshot: None | PlanDecisionContextSnapshotType0
    created_at: str
    updated_at: str
    created_by: ActorRef
    source_shop_id: None | str | Unset = UNSET
    destination_shop_id: None | str | Unset = UNSET
    deadline: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET
    expected_credit: float | None | Unset = UNSET
    credit_note_amount: float | None | Unset = UNSET
    credit_note_ref: None | str | Unset = UNSET
    credit_difference: float | None | Unset = UNSET
    selling_start_date: None | str | Unset = UNSET
    selling_end_date: None | str | Unset = UNSET
    budget_envelope_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.plan_decision_context_snapshot_type_0 import PlanDecisionContextSnapshotType0  # noqa: PLC0415

        id = self.id

        code = self.code

        name = self.name

        notes: None | str
        notes = self.notes

        description: None | str
        description = self.description

        plan_type: str = self.plan_type

        status: str = self.status

        brand_id: None | str
        brand_id = self.brand_id

        collection_id: None | str
        collection_id = self.collection_id

        supplier_id: None | str
        supplier_id = self.supplier_id

        season: None | str
        season = self.season

        start_date: None | str
        start_date = self.start_date

        end_date: None | str
        end_date = self.end_date

        outgoing_shop_id: None | str
        outgoing_shop_id = self.outgoing_shop_id

        ingoing_shop_id: None | str
        ingoing_shop_id = self.ingoing_shop_id

        item_count = self.item_count

        total_quantity = self.total_quantity

        total_value = self.total_value

        item_status: str = self.item_status

        pending_approval_request_id: None | str
        pending_approval_request_id = self.pending_approval_request_id

        decided_at: None | str
        decided_at = self.decided_at

        decision_context_snapshot: dict[str, Any] | None
        if isinstance(self.decision_context_snapshot, PlanDecisionContextSnapshotType0):
            decision_context_snapshot = self.decision_context_snapshot.to_dict()
        else:
            decision_context_snapshot = self.decision_context_snapshot

        created_at = self.created_at

        updated_at = self.updated_at

        created_by = self.created_by.to_dict()

        source_shop_id: None | str | Unset
        if isinstance(self.source_shop_id, Unset):
            source_shop_id = UNSET
        else:
            source_shop_id = self.source_shop_id

        destination_shop_id: None | str | Unset
        if isinstance(self.destination_shop_id, Unset):
            destination_shop_id = UNSET
        else:
            destination_shop_id = self.destination_shop_id

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

        expected_credit: float | None | Unset
        if isinstance(self.expected_credit, Unset):
            expected_credit = UNSET
        else:
            expected_credit = self.expected_credit

        credit_note_amount: float | None | Unset
        if isinstance(self.credit_note_amount, Unset):
            credit_note_amount = UNSET
        else:
            credit_note_amount = self.credit_note_amount

        credit_note_ref: None | str | Unset
        if isinstance(self.credit_note_ref, Unset):
            credit_note_ref = UNSET
        else:
            credit_note_ref = self.credit_note_ref

        credit_difference: float | None | Unset
        if isinstance(self.credit_difference, Unset):
            credit_difference = UNSET
        else:
            credit_difference = self.credit_difference

        selling_start_date: None | str | Unset
        if isinstance(self.selling_start_date, Unset):
            selling_start_date = UNSET
        else:
            selling_start_date = self.selling_start_date

        selling_end_date: None | str | Unset
        if isinstance(self.selling_end_date, Unset):
            selling_end_date = UNSET
        else:
            selling_end_date = self.selling_end_date

        budget_envelope_id: None | str | Unset
        if isinstance(self.budget_envelope_id, Unset):
            budget_envelope_id = UNSET
        else:
            budget_envelope_id = self.budget_envelope_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "notes": notes,
                "description": description,
                "planType": plan_type,
                "status": status,
                "brandId": brand_id,
                "collectionId": collection_id,
                "supplierId": supplier_id,
                "season": season,
                "startDate": start_date,
                "endDate": end_date,
                "outgoingShopId": outgoing_shop_id,
                "ingoingShopId": ingoing_shop_id,
                "itemCount": item_count,
                "totalQuantity": total_quantity,
                "totalValue": total_value,
                "itemStatus": item_status,
                "pendingApprovalRequestId": pending_approval_request_id,
                "decidedAt": decided_at,
                "decisionContextSnapshot": decision_context_snapshot,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "createdBy": created_by,
            }
        )
        if source_shop_id is not UNSET:
            field_dict["sourceShopId"] = source_shop_id
        if destination_shop_id is not UNSET:
            field_dict["destinationShopId"] = destination_shop_id
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if reason is not UNSET:
            field_dict["reason"] = reason
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id
        if expected_credit is not UNSET:
            field_dict["expectedCredit"] = expected_credit
        if credit_note_amount is not UNSET:
            field_dict["creditNoteAmount"] = credit_note_amount
        if credit_note_ref is not UNSET:
            field_dict["creditNoteRef"] = credit_note_ref
        if credit_difference is not UNSET:
            field_dict["creditDifference"] = credit_difference
        if selling_start_date is not UNSET:
            field_dict["sellingStartDate"] = selling_start_date
        if selling_end_date is not UNSET:
            field_dict["sellingEndDate"] = selling_end_date
        if budget_envelope_id is not UNSET:
            field_dict["budgetEnvelopeId"] = budget_envelope_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.actor_ref import ActorRef  # noqa: PLC0415
        from ..models.plan_decision_context_snapshot_type_0 import PlanDecisionContextSnapshotType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        def _parse_notes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notes = _parse_notes(d.pop("notes"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        plan_type = check_plan_plantype(d.pop("planType"))

        status = check_plan_status(d.pop("status"))

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_collection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_id = _parse_collection_id(d.pop("collectionId"))

        def _parse_supplier_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        supplier_id = _parse_supplier_id(d.pop("supplierId"))

        def _parse_season(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        season = _parse_season(d.pop("season"))

        def _parse_start_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        start_date = _parse_start_date(d.pop("startDate"))

        def _parse_end_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_date = _parse_end_date(d.pop("endDate"))

        def _parse_outgoing_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        outgoing_shop_id = _parse_outgoing_shop_id(d.pop("outgoingShopId"))

        def _parse_ingoing_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ingoing_shop_id = _parse_ingoing_shop_id(d.pop("ingoingShopId"))

        item_count = d.pop("itemCount")

        total_quantity = d.pop("totalQuantity")

        total_value = d.pop("totalValue")

        item_status = check_plan_itemstatus(d.pop("itemStatus"))

        def _parse_pending_approval_request_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pending_approval_request_id = _parse_pending_approval_request_id(d.pop("pendingApprovalRequestId"))

        def _parse_decided_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decided_at = _parse_decided_at(d.pop("decidedAt"))

        def _parse_decision_context_snapshot(data: object) -> None | PlanDecisionContextSnapshotType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_context_snapshot_type_0 = PlanDecisionContextSnapshotType0.from_dict(data)

                return decision_context_snapshot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanDecisionContextSnapshotType0, data)

        decision_context_snapshot = _parse_decision_context_snapshot(d.pop("decisionContextSnapshot"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        created_by = ActorRef.from_dict(d.pop("createdBy"))

        def _parse_source_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_shop_id = _parse_source_shop_id(d.pop("sourceShopId", UNSET))

        def _parse_destination_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        destination_shop_id = _parse_destination_shop_id(d.pop("destinationShopId", UNSET))

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

        def _parse_expected_credit(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expected_credit = _parse_expected_credit(d.pop("expectedCredit", UNSET))

        def _parse_credit_note_amount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        credit_note_amount = _parse_credit_note_amount(d.pop("creditNoteAmount", UNSET))

        def _parse_credit_note_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        credit_note_ref = _parse_credit_note_ref(d.pop("creditNoteRef", UNSET))

        def _parse_credit_difference(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        credit_difference = _parse_credit_difference(d.pop("creditDifference", UNSET))

        def _parse_selling_start_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        selling_start_date = _parse_selling_start_date(d.pop("sellingStartDate", UNSET))

        def _parse_selling_end_date(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        selling_end_date = _parse_selling_end_date(d.pop("sellingEndDate", UNSET))

        def _parse_budget_envelope_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        budget_envelope_id = _parse_budget_envelope_id(d.pop("budgetEnvelopeId", UNSET))

        plan = cls(
            id=id,
            code=code,
            name=name,
            notes=notes,
            description=description,
            plan_type=plan_type,
            status=status,
            brand_id=brand_id,
            collection_id=collection_id,
            supplier_id=supplier_id,
            season=season,
            start_date=start_date,
            end_date=end_date,
            outgoing_shop_id=outgoing_shop_id,
            ingoing_shop_id=ingoing_shop_id,
            item_count=item_count,
            total_quantity=total_quantity,
            total_value=total_value,
            item_status=item_status,
            pending_approval_request_id=pending_approval_request_id,
            decided_at=decided_at,
            decision_context_snapshot=decision_context_snapshot,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            source_shop_id=source_shop_id,
            destination_shop_id=destination_shop_id,
            deadline=deadline,
            reason=reason,
            rule_group_id=rule_group_id,
            expected_credit=expected_credit,
            credit_note_amount=credit_note_amount,
            credit_note_ref=credit_note_ref,
            credit_difference=credit_difference,
            selling_start_date=selling_start_date,
            selling_end_date=selling_end_date,
            budget_envelope_id=budget_envelope_id,
        )

        return plan
