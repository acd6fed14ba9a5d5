from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.metric import Metric


T = TypeVar("T", bound="OneMetric")


@_attrs_define
class OneMetric:
    """
    Attributes:
        success (bool):  Default: True.
        data (Metric): A metric definition, GLOBAL or the organization's (docs/metrics.md gives the five body forms).
    """

    data: Metric
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
        from ..models.metric import Metric  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Metric.from_dict(d.pop("data"))

        one_metric = cls(
            success=success,
            data=data,
        )

        return one_metric
