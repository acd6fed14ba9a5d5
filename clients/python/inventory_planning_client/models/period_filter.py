from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.period_filter_type import PeriodFilterType, check_period_filter_type

T = TypeVar("T", bound="PeriodFilter")


@_attrs_define
class PeriodFilter:
    """The sales window of a sales metric (docs/intelligence.md "Tagging metrics").

    Attributes:
        type_ (PeriodFilterType):
    """

    type_: PeriodFilterType

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_

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
        type_ = check_period_filter_type(d.pop("type"))

        period_filter = cls(
            type_=type_,
        )

        return period_filter
