from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RebalanceItemAddTyped")


@_attrs_define
class RebalanceItemAddTyped:
    """Generic add-item body for REBALANCE.

    Attributes:
        variant_id (str):
        size_id (str):
        quantity (int): pieces
        plan_type (Literal['REBALANCE']):
        reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    quantity: int
    plan_type: Literal["REBALANCE"]
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        quantity = self.quantity

        plan_type = self.plan_type

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
                "quantity": quantity,
                "planType": plan_type,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        quantity = d.pop("quantity")

        plan_type = cast(Literal["REBALANCE"], d.pop("planType"))
        if plan_type != "REBALANCE":
            raise ValueError(f"planType must match const 'REBALANCE', got '{plan_type}'")

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        rebalance_item_add_typed = cls(
            variant_id=variant_id,
            size_id=size_id,
            quantity=quantity,
            plan_type=plan_type,
            reason=reason,
        )

        return rebalance_item_add_typed
