from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.alert_instance import AlertInstance


T = TypeVar("T", bound="OneAlertInstance")


@_attrs_define
class OneAlertInstance:
    """
    Attributes:
        success (bool):  Default: True.
        data (AlertInstance): An alert instance: what matched (entity, value, perimeterResults), its trigger, and the
            retailer's status pending -> acknowledged -> resolved (who, when, comment; resolution USER or AUTO),
            or archived (hidden from the default list) from any of them.
            Its values are figures (docs/decisions/0024): null without analytics.view; for a shop-scoped
            caller, a variant's value is null unless its shop is the caller's, and ``alertValue`` unless every
            shop the group sums is.
    """

    data: AlertInstance
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
        from ..models.alert_instance import AlertInstance  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = AlertInstance.from_dict(d.pop("data"))

        one_alert_instance = cls(
            success=success,
            data=data,
        )

        return one_alert_instance
