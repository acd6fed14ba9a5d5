from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Totals")


@_attrs_define
class Totals:
    """``{quantity, value}``: pieces and currency.

    Attributes:
        quantity (int):
        value (float):
    """

    quantity: int
    value: float

    def to_dict(self) -> dict[str, Any]:
        quantity = self.quantity

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quantity": quantity,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        quantity = d.pop("quantity")

        value = d.pop("value")

        totals = cls(
            quantity=quantity,
            value=value,
        )

        return totals
