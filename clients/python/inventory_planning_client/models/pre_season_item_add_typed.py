from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PreSeasonItemAddTyped")


@_attrs_define
class PreSeasonItemAddTyped:
    """Generic add-item body for PRE_SEASON.

    Attributes:
        variant_id (str):
        size_id (str):
        quantity (int): pieces
        plan_type (Literal['PRE_SEASON']):
        unit_cost (float | None | Unset):
        reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    quantity: int
    plan_type: Literal["PRE_SEASON"]
    unit_cost: float | None | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        quantity = self.quantity

        plan_type = self.plan_type

        unit_cost: float | None | Unset
        if isinstance(self.unit_cost, Unset):
            unit_cost = UNSET
        else:
            unit_cost = self.unit_cost

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
        if unit_cost is not UNSET:
            field_dict["unitCost"] = unit_cost
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        quantity = d.pop("quantity")

        plan_type = cast(Literal["PRE_SEASON"], d.pop("planType"))
        if plan_type != "PRE_SEASON":
            raise ValueError(f"planType must match const 'PRE_SEASON', got '{plan_type}'")

        def _parse_unit_cost(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        pre_season_item_add_typed = cls(
            variant_id=variant_id,
            size_id=size_id,
            quantity=quantity,
            plan_type=plan_type,
            unit_cost=unit_cost,
            reason=reason,
        )

        return pre_season_item_add_typed
