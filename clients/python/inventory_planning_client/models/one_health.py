from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.health import Health


T = TypeVar("T", bound="OneHealth")


@_attrs_define
class OneHealth:
    """
    Attributes:
        success (bool):  Default: True.
        data (Health): ``GET /api/health``: the service answers.
    """

    data: Health
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
        from ..models.health import Health  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Health.from_dict(d.pop("data"))

        one_health = cls(
            success=success,
            data=data,
        )

        return one_health
