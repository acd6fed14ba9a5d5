from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RebalanceItemAdd")


@_attrs_define
class RebalanceItemAdd:
    """A rebalance line (SPEC POST /api/rebalance-plans/{id}/items): ``{variantId, sizeId, quantity >= 1,
    reason?}``; the shops are the plan's.

        Attributes:
            variant_id (str):
            size_id (str):
            quantity (int): pieces
            reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    quantity: int
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        quantity = self.quantity

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

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        rebalance_item_add = cls(
            variant_id=variant_id,
            size_id=size_id,
            quantity=quantity,
            reason=reason,
        )

        return rebalance_item_add
