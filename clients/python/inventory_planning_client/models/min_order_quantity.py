from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MinOrderQuantity")


@_attrs_define
class MinOrderQuantity:
    """``{type: "min_order_quantity", defaultMinQuantity?}``: supplier MOQ ("variant below MOQ").

    Ordered quantity of a supplier-variant = sum of ``quantity`` over the plan's in-scope lines with that
    (supplierId, variantId), all sizes and shops together. The minimum is the ``minOrderQuantity`` of the
    matching supplier constraint, else ``defaultMinQuantity`` (pieces, integer >= 1) when set; with
    neither, the lines are not checked (``unmeasured``). Fails when 0 < ordered < minimum (exactly the
    minimum passes; 0 pieces is no order and passes).

        Attributes:
            type_ (Literal['min_order_quantity']):  Default: 'min_order_quantity'.
            default_min_quantity (int | None | Unset):
    """

    type_: Literal["min_order_quantity"] = "min_order_quantity"
    default_min_quantity: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        default_min_quantity: int | None | Unset
        if isinstance(self.default_min_quantity, Unset):
            default_min_quantity = UNSET
        else:
            default_min_quantity = self.default_min_quantity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if default_min_quantity is not UNSET:
            field_dict["defaultMinQuantity"] = default_min_quantity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["min_order_quantity"], d.pop("type"))
        if type_ != "min_order_quantity":
            raise ValueError(f"type must match const 'min_order_quantity', got '{type_}'")

        def _parse_default_min_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        default_min_quantity = _parse_default_min_quantity(d.pop("defaultMinQuantity", UNSET))

        min_order_quantity = cls(
            type_=type_,
            default_min_quantity=default_min_quantity,
        )

        return min_order_quantity
