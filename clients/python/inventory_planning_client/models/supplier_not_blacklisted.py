from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SupplierNotBlacklisted")


@_attrs_define
class SupplierNotBlacklisted:
    """``{type: "supplier_not_blacklisted"}``: REFERENCE 5.3's SUPPLIER_BLACKLIST org list. A concerned
    line whose ``supplierId`` is in ``context.blacklistedSupplierIds`` fails; lines without a supplier
    are unmeasured.

        Attributes:
            type_ (Literal['supplier_not_blacklisted']):  Default: 'supplier_not_blacklisted'.
    """

    type_: Literal["supplier_not_blacklisted"] = "supplier_not_blacklisted"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["supplier_not_blacklisted"], d.pop("type"))
        if type_ != "supplier_not_blacklisted":
            raise ValueError(f"type must match const 'supplier_not_blacklisted', got '{type_}'")

        supplier_not_blacklisted = cls(
            type_=type_,
        )

        return supplier_not_blacklisted
