from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.alert import Alert


T = TypeVar("T", bound="OneAlert")


@_attrs_define
class OneAlert:
    """
    Attributes:
        success (bool):  Default: True.
        data (Alert): An alert as stored.
    """

    data: Alert
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
        from ..models.alert import Alert  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Alert.from_dict(d.pop("data"))

        one_alert = cls(
            success=success,
            data=data,
        )

        return one_alert
