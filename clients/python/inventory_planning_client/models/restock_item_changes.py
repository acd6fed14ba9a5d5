from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.restock_item_changes_changes import RestockItemChangesChanges


T = TypeVar("T", bound="RestockItemChanges")


@_attrs_define
class RestockItemChanges:
    """PATCH /api/plans/RESTOCK/{id}/items: ``{planType?, shopId, changes: {variantId: {sizeId: quantity}},
    reason?}``; quantity 0 removes that line, another quantity sets it (adding the line when new).
    At most 90 lines per request (one transaction).

        Attributes:
            shop_id (str):
            changes (RestockItemChangesChanges): variantId -> {sizeId -> quantity}: at least one variant, each with at least
                one size
            plan_type (Literal['RESTOCK'] | None | Unset):
            reason (None | str | Unset):
    """

    shop_id: str
    changes: RestockItemChangesChanges
    plan_type: Literal["RESTOCK"] | None | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shop_id = self.shop_id

        changes = self.changes.to_dict()

        plan_type: Literal["RESTOCK"] | None | Unset
        if isinstance(self.plan_type, Unset):
            plan_type = UNSET
        else:
            plan_type = self.plan_type

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shopId": shop_id,
                "changes": changes,
            }
        )
        if plan_type is not UNSET:
            field_dict["planType"] = plan_type
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.restock_item_changes_changes import RestockItemChangesChanges  # noqa: PLC0415

        d = dict(src_dict)
        shop_id = d.pop("shopId")

        changes = RestockItemChangesChanges.from_dict(d.pop("changes"))

        def _parse_plan_type(data: object) -> Literal["RESTOCK"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            plan_type_type_0 = cast(Literal["RESTOCK"], data)
            if plan_type_type_0 != "RESTOCK":
                raise ValueError(f"planType_type_0 must match const 'RESTOCK', got '{plan_type_type_0}'")
            return plan_type_type_0
            return cast(Literal["RESTOCK"] | None | Unset, data)

        plan_type = _parse_plan_type(d.pop("planType", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        restock_item_changes = cls(
            shop_id=shop_id,
            changes=changes,
            plan_type=plan_type,
            reason=reason,
        )

        return restock_item_changes
