from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.column_condition_columnoperator import (
    ColumnConditionColumnoperator,
    check_column_condition_columnoperator,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ColumnCondition")


@_attrs_define
class ColumnCondition:
    """A catalogue column (``<table>.<column>``) against a value: text, boolean, date or number operators.

    Attributes:
        type_ (Literal['COLUMN']):
        column_id (str): e.g. products.category, variants.color, inventory_items.size
        column_operator (ColumnConditionColumnoperator):
        value (bool | float | None | str | Unset): none for IS_EMPTY, IS_NOT_EMPTY, IS_TRUE, IS_FALSE
        secondary_value (float | None | str | Unset): BETWEEN's upper bound (inclusive)
    """

    type_: Literal["COLUMN"]
    column_id: str
    column_operator: ColumnConditionColumnoperator
    value: bool | float | None | str | Unset = UNSET
    secondary_value: float | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        column_id = self.column_id

        column_operator: str = self.column_operator

        value: bool | float | None | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        secondary_value: float | None | str | Unset
        if isinstance(self.secondary_value, Unset):
            secondary_value = UNSET
        else:
            secondary_value = self.secondary_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "columnId": column_id,
                "columnOperator": column_operator,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value
        if secondary_value is not UNSET:
            field_dict["secondaryValue"] = secondary_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["COLUMN"], d.pop("type"))
        if type_ != "COLUMN":
            raise ValueError(f"type must match const 'COLUMN', got '{type_}'")

        column_id = d.pop("columnId")

        column_operator = check_column_condition_columnoperator(d.pop("columnOperator"))

        def _parse_value(data: object) -> bool | float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | None | str | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        def _parse_secondary_value(data: object) -> float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | str | Unset, data)

        secondary_value = _parse_secondary_value(d.pop("secondaryValue", UNSET))

        column_condition = cls(
            type_=type_,
            column_id=column_id,
            column_operator=column_operator,
            value=value,
            secondary_value=secondary_value,
        )

        return column_condition
