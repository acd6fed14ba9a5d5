from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RestockItemAddTyped")


@_attrs_define
class RestockItemAddTyped:
    """Generic add-item body for RESTOCK: the restock line with ``planType: "RESTOCK"``.

    Attributes:
        variant_id (str):
        size_id (str):
        shop_id (str):
        quantity (int): pieces
        plan_type (Literal['RESTOCK']):
        discount (float | None | Unset):
        reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    shop_id: str
    quantity: int
    plan_type: Literal["RESTOCK"]
    discount: float | None | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        shop_id = self.shop_id

        quantity = self.quantity

        plan_type = self.plan_type

        discount: float | None | Unset
        if isinstance(self.discount, Unset):
            discount = UNSET
        else:
            discount = self.discount

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "quantity": quantity,
                "planType": plan_type,
            }
        )
        if discount is not UNSET:
            field_dict["discount"] = discount
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        shop_id = d.pop("shopId")

        quantity = d.pop("quantity")

        plan_type = cast(Literal["RESTOCK"], d.pop("planType"))
        if plan_type != "RESTOCK":
            raise ValueError(f"planType must match const 'RESTOCK', got '{plan_type}'")

        def _parse_discount(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        discount = _parse_discount(d.pop("discount", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        restock_item_add_typed = cls(
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            quantity=quantity,
            plan_type=plan_type,
            discount=discount,
            reason=reason,
        )

        return restock_item_add_typed
