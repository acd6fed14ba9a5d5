from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.supplier_variant_constraint import SupplierVariantConstraint


T = TypeVar("T", bound="OneSupplierVariantConstraint")


@_attrs_define
class OneSupplierVariantConstraint:
    """
    Attributes:
        success (bool):  Default: True.
        data (SupplierVariantConstraint): Supplier-variant constraint (REFERENCE 5.4): MOQ and pack multiple, in pieces.
    """

    data: SupplierVariantConstraint
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.supplier_variant_constraint import SupplierVariantConstraint  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = SupplierVariantConstraint.from_dict(d.pop("data"))

        one_supplier_variant_constraint = cls(
            success=success,
            data=data,
        )

        return one_supplier_variant_constraint
