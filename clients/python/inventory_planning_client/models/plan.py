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
        brand_id (None | str): RESTOCK
        collection_id (None | str): RESTOCK; MARKDOWN optional
        supplier_id (None | str): RESTOCK optional
        season (None | str): MARKDOWN optional, e.g. FW26
        start_date (None | str): MARKDOWN price window start, YYYY-MM-DD
        end_date (None | str): MARKDOWN price window end, YYYY-MM-DD
        outgoing_shop_id (None | str): REBALANCE source shop
        ingoing_shop_id (None | str): REBALANCE destination shop
        item_count (int): lines
        total_quantity (int): pieces over every line (markdown: units in stock marked down)
        total_value (float): currency: restock/rebalance at cost, markdown the margin given away
        item_status (PlanItemstatus): the status of every line of the plan
        pending_approval_request_id (None | str):
        decided_at (None | str): when the plan was last validated
        decision_context_snapshot (None | PlanDecisionContextSnapshotType0):
        created_at (str):
        updated_at (str):
        created_by (ActorRef): Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or
            service id.
        rule_group_id (None | str | Unset): the business-logic ruleset the plan's rules come from; null: the
            organization's default
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
    rule_group_id: None | str | Unset = UNSET

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

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

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
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

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

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

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
            rule_group_id=rule_group_id,
        )

        return plan
