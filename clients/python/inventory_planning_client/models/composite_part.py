from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CompositePart")


@_attrs_define
class CompositePart:
    """``{metricId | key, weight?}``: one metric of a composite (exactly one of metricId and key); weight defaults to 1.

    Attributes:
        metric_id (None | str | Unset):
        key (None | str | Unset):
        weight (float | Unset):  Default: 1.0.
    """

    metric_id: None | str | Unset = UNSET
    key: None | str | Unset = UNSET
    weight: float | Unset = 1.0

    def to_dict(self) -> dict[str, Any]:
        metric_id: None | str | Unset
        if isinstance(self.metric_id, Unset):
            metric_id = UNSET
        else:
            metric_id = self.metric_id

        key: None | str | Unset
        if isinstance(self.key, Unset):
            key = UNSET
        else:
            key = self.key

        weight = self.weight

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if metric_id is not UNSET:
            field_dict["metricId"] = metric_id
        if key is not UNSET:
            field_dict["key"] = key
        if weight is not UNSET:
            field_dict["weight"] = weight

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_metric_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        metric_id = _parse_metric_id(d.pop("metricId", UNSET))

        def _parse_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key = _parse_key(d.pop("key", UNSET))

        weight = d.pop("weight", UNSET)

        composite_part = cls(
            metric_id=metric_id,
            key=key,
            weight=weight,
        )

        return composite_part
