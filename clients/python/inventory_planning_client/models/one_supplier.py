from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.supplier import Supplier


T = TypeVar("T", bound="OneSupplier")


@_attrs_define
class OneSupplier:
    """
    Attributes:
        success (bool):  Default: True.
        data (Supplier): A supplier of the organization's catalogue (the catalogue rows' ``supplierCode``).
    """

    data: Supplier
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
        from ..models.supplier import Supplier  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Supplier.from_dict(d.pop("data"))

        one_supplier = cls(
            success=success,
            data=data,
        )

        return one_supplier
