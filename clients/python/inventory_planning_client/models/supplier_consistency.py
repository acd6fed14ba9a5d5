from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SupplierConsistency")


@_attrs_define
class SupplierConsistency:
    """``{type: "supplier_consistency"}`` (issue 37): every concerned line's variant is supplied by the
    plan's supplier (``context.supplierId``). A line of another supplier fails (actual 1 line against 0);
    a line whose variant names no supplier, or a plan without one, is not checked (``unmeasured``).

        Attributes:
            type_ (Literal['supplier_consistency']):  Default: 'supplier_consistency'.
    """

    type_: Literal["supplier_consistency"] = "supplier_consistency"

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
        type_ = cast(Literal["supplier_consistency"], d.pop("type"))
        if type_ != "supplier_consistency":
            raise ValueError(f"type must match const 'supplier_consistency', got '{type_}'")

        supplier_consistency = cls(
            type_=type_,
        )

        return supplier_consistency
