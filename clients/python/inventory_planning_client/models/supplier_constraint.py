from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SupplierConstraint")


@_attrs_define
class SupplierConstraint:
    """Supplier-variant constraint (REFERENCE 5.4): ``{supplierId, variantId, minOrderQuantity?, packMultiple?}``.

    ``minOrderQuantity`` (MOQ) and ``packMultiple`` are pieces, integers >= 1; at least one is set.

    Raises:
        pydantic.ValidationError: neither value set, a value < 1, missing ids.

        Attributes:
            supplier_id (str):
            variant_id (str):
            min_order_quantity (int | None | Unset):
            pack_multiple (int | None | Unset):
    """

    supplier_id: str
    variant_id: str
    min_order_quantity: int | None | Unset = UNSET
    pack_multiple: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        supplier_id = self.supplier_id

        variant_id = self.variant_id

        min_order_quantity: int | None | Unset
        if isinstance(self.min_order_quantity, Unset):
            min_order_quantity = UNSET
        else:
            min_order_quantity = self.min_order_quantity

        pack_multiple: int | None | Unset
        if isinstance(self.pack_multiple, Unset):
            pack_multiple = UNSET
        else:
            pack_multiple = self.pack_multiple

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "supplierId": supplier_id,
                "variantId": variant_id,
            }
        )
        if min_order_quantity is not UNSET:
            field_dict["minOrderQuantity"] = min_order_quantity
        if pack_multiple is not UNSET:
            field_dict["packMultiple"] = pack_multiple

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        supplier_id = d.pop("supplierId")

        variant_id = d.pop("variantId")

        def _parse_min_order_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_order_quantity = _parse_min_order_quantity(d.pop("minOrderQuantity", UNSET))

        def _parse_pack_multiple(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pack_multiple = _parse_pack_multiple(d.pop("packMultiple", UNSET))

        supplier_constraint = cls(
            supplier_id=supplier_id,
            variant_id=variant_id,
            min_order_quantity=min_order_quantity,
            pack_multiple=pack_multiple,
        )

        return supplier_constraint
