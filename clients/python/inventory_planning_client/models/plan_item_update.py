from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.plan_item_update_side_type_0 import PlanItemUpdateSideType0, check_plan_item_update_side_type_0
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanItemUpdate")


@_attrs_define
class PlanItemUpdate:
    """PATCH /api/plans/{type}/{id}/items, one line: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?, side?, reason?}``. Only the fields the plan type has may be named
    (``domain.plans.line_fields.UPDATABLE_LINE_FIELDS``; another is a 422 naming it), at least one of
    them; ``reason`` (<= 500) goes to the audit log.

        Attributes:
            item_id (str):
            quantity (int | None | Unset):
            discount (float | None | Unset):
            discount_percent (float | None | Unset):
            reason_code (None | str | Unset):
            side (None | PlanItemUpdateSideType0 | Unset):
            reason (None | str | Unset):
    """

    item_id: str
    quantity: int | None | Unset = UNSET
    discount: float | None | Unset = UNSET
    discount_percent: float | None | Unset = UNSET
    reason_code: None | str | Unset = UNSET
    side: None | PlanItemUpdateSideType0 | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        item_id = self.item_id

        quantity: int | None | Unset
        if isinstance(self.quantity, Unset):
            quantity = UNSET
        else:
            quantity = self.quantity

        discount: float | None | Unset
        if isinstance(self.discount, Unset):
            discount = UNSET
        else:
            discount = self.discount

        discount_percent: float | None | Unset
        if isinstance(self.discount_percent, Unset):
            discount_percent = UNSET
        else:
            discount_percent = self.discount_percent

        reason_code: None | str | Unset
        if isinstance(self.reason_code, Unset):
            reason_code = UNSET
        else:
            reason_code = self.reason_code

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        elif isinstance(self.side, str):
            side = self.side
        else:
            side = self.side

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "itemId": item_id,
            }
        )
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if discount is not UNSET:
            field_dict["discount"] = discount
        if discount_percent is not UNSET:
            field_dict["discountPercent"] = discount_percent
        if reason_code is not UNSET:
            field_dict["reasonCode"] = reason_code
        if side is not UNSET:
            field_dict["side"] = side
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item_id = d.pop("itemId")

        def _parse_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        quantity = _parse_quantity(d.pop("quantity", UNSET))

        def _parse_discount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        discount = _parse_discount(d.pop("discount", UNSET))

        def _parse_discount_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        discount_percent = _parse_discount_percent(d.pop("discountPercent", UNSET))

        def _parse_reason_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason_code = _parse_reason_code(d.pop("reasonCode", UNSET))

        def _parse_side(data: object) -> None | PlanItemUpdateSideType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                side_type_0 = check_plan_item_update_side_type_0(data)

                return side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanItemUpdateSideType0 | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        plan_item_update = cls(
            item_id=item_id,
            quantity=quantity,
            discount=discount,
            discount_percent=discount_percent,
            reason_code=reason_code,
            side=side,
            reason=reason,
        )

        return plan_item_update
