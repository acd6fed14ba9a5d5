from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SupplierVariantConstraint")


@_attrs_define
class SupplierVariantConstraint:
    """Supplier-variant constraint (REFERENCE 5.4): MOQ and pack multiple, in pieces.

    Attributes:
        id (str):
        supplier_id (str):
        variant_id (str):
        min_order_quantity (int | None): minimum order quantity (MOQ), pieces
        pack_multiple (int | None): order in multiples of this many pieces
        created_at (str):
        updated_at (str):
    """

    id: str
    supplier_id: str
    variant_id: str
    min_order_quantity: int | None
    pack_multiple: int | None
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        supplier_id = self.supplier_id

        variant_id = self.variant_id

        min_order_quantity: int | None
        min_order_quantity = self.min_order_quantity

        pack_multiple: int | None
        pack_multiple = self.pack_multiple

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "supplierId": supplier_id,
                "variantId": variant_id,
                "minOrderQuantity": min_order_quantity,
                "packMultiple": pack_multiple,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        supplier_id = d.pop("supplierId")

        variant_id = d.pop("variantId")

        def _parse_min_order_quantity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_order_quantity = _parse_min_order_quantity(d.pop("minOrderQuantity"))

        def _parse_pack_multiple(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pack_multiple = _parse_pack_multiple(d.pop("packMultiple"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        supplier_variant_constraint = cls(
            id=id,
            supplier_id=supplier_id,
            variant_id=variant_id,
            min_order_quantity=min_order_quantity,
            pack_multiple=pack_multiple,
            created_at=created_at,
            updated_at=updated_at,
        )

        return supplier_variant_constraint
