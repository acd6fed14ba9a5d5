from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.metric_filter_operator import MetricFilterOperator, check_metric_filter_operator
from ..types import UNSET, Unset

T = TypeVar("T", bound="MetricFilter")


@_attrs_define
class MetricFilter:
    """A row filter ``{column, operator, value}``; every filter of a body must hold (AND).

    ``value`` is a scalar for eq/ne/gt/gte/lt/lte, a non-empty list of scalars for in/not_in, and
    absent for is_null/is_not_null. Dates are ``YYYY-MM-DD`` strings. A row whose column is null
    matches only ``is_null``. Checked against the column's type by the body holding the filter.

        Attributes:
            column (str):
            operator (MetricFilterOperator):
            value (bool | float | int | list[bool | float | int | str] | None | str | Unset):
    """

    column: str
    operator: MetricFilterOperator
    value: bool | float | int | list[bool | float | int | str] | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        column = self.column

        operator: str = self.operator

        value: bool | float | int | list[bool | float | int | str] | None | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        elif isinstance(self.value, list):
            value = []
            for value_type_4_item_data in self.value:
                value_type_4_item: bool | float | int | str
                value_type_4_item = value_type_4_item_data
                value.append(value_type_4_item)

        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "column": column,
                "operator": operator,
            }
        )
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        column = d.pop("column")

        operator = check_metric_filter_operator(d.pop("operator"))

        def _parse_value(data: object) -> bool | float | int | list[bool | float | int | str] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                value_type_4 = []
                _value_type_4 = data
                for value_type_4_item_data in _value_type_4:

                    def _parse_value_type_4_item(data: object) -> bool | float | int | str:
                        return cast(bool | float | int | str, data)

                    value_type_4_item = _parse_value_type_4_item(value_type_4_item_data)

                    value_type_4.append(value_type_4_item)

                return value_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | float | int | list[bool | float | int | str] | None | str | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        metric_filter = cls(
            column=column,
            operator=operator,
            value=value,
        )

        return metric_filter
