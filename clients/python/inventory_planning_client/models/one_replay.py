from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay import Replay


T = TypeVar("T", bound="OneReplay")


@_attrs_define
class OneReplay:
    """
    Attributes:
        success (bool):  Default: True.
        data (Replay): A replay and, once SUCCESS, its results by variant label, its money assumptions and its frontier
            (null before; assumptions and frontier also null for a replay stored before they existed).
    """

    data: Replay
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
        from ..models.replay import Replay  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Replay.from_dict(d.pop("data"))

        one_replay = cls(
            success=success,
            data=data,
        )

        return one_replay
