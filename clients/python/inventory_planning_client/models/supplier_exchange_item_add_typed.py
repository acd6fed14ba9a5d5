from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.supplier_exchange_item_add_typed_side import (
    SupplierExchangeItemAddTypedSide,
    check_supplier_exchange_item_add_typed_side,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SupplierExchangeItemAddTyped")


@_attrs_define
class SupplierExchangeItemAddTyped:
    """Generic add-item body for SUPPLIER_EXCHANGE.

    Attributes:
        variant_id (str):
        size_id (str):
        quantity (int): pieces
        side (SupplierExchangeItemAddTypedSide):
        plan_type (Literal['SUPPLIER_EXCHANGE']):
        shop_id (None | str | Unset):
        unit_cost (float | None | Unset):
        reason_code (None | str | Unset):
        source_item_ref (None | str | Unset):
        reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    quantity: int
    side: SupplierExchangeItemAddTypedSide
    plan_type: Literal["SUPPLIER_EXCHANGE"]
    shop_id: None | str | Unset = UNSET
    unit_cost: float | None | Unset = UNSET
    reason_code: None | str | Unset = UNSET
    source_item_ref: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        quantity = self.quantity

        side: str = self.side

        plan_type = self.plan_type

        shop_id: None | str | Unset
        if isinstance(self.shop_id, Unset):
            shop_id = UNSET
        else:
            shop_id = self.shop_id

        unit_cost: float | None | Unset
        if isinstance(self.unit_cost, Unset):
            unit_cost = UNSET
        else:
            unit_cost = self.unit_cost

        reason_code: None | str | Unset
        if isinstance(self.reason_code, Unset):
            reason_code = UNSET
        else:
            reason_code = self.reason_code

        source_item_ref: None | str | Unset
        if isinstance(self.source_item_ref, Unset):
            source_item_ref = UNSET
        else:
            source_item_ref = self.source_item_ref

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
                "side": side,
                "planType": plan_type,
            }
        )
        if shop_id is not UNSET:
            field_dict["shopId"] = shop_id
        if unit_cost is not UNSET:
            field_dict["unitCost"] = unit_cost
        if reason_code is not UNSET:
            field_dict["reasonCode"] = reason_code
        if source_item_ref is not UNSET:
            field_dict["sourceItemRef"] = source_item_ref
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        quantity = d.pop("quantity")

        side = check_supplier_exchange_item_add_typed_side(d.pop("side"))

        plan_type = cast(Literal["SUPPLIER_EXCHANGE"], d.pop("planType"))
        if plan_type != "SUPPLIER_EXCHANGE":
            raise ValueError(f"planType must match const 'SUPPLIER_EXCHANGE', got '{plan_type}'")

        def _parse_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        shop_id = _parse_shop_id(d.pop("shopId", UNSET))

        def _parse_unit_cost(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost", UNSET))

        def _parse_reason_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason_code = _parse_reason_code(d.pop("reasonCode", UNSET))

        def _parse_source_item_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_item_ref = _parse_source_item_ref(d.pop("sourceItemRef", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        supplier_exchange_item_add_typed = cls(
            variant_id=variant_id,
            size_id=size_id,
            quantity=quantity,
            side=side,
            plan_type=plan_type,
            shop_id=shop_id,
            unit_cost=unit_cost,
            reason_code=reason_code,
            source_item_ref=source_item_ref,
            reason=reason,
        )

        return supplier_exchange_item_add_typed
