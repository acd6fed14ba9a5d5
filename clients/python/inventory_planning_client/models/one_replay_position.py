from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay_position import ReplayPosition


T = TypeVar("T", bound="OneReplayPosition")


@_attrs_define
class OneReplayPosition:
    """
    Attributes:
        success (bool):  Default: True.
        data (ReplayPosition): A kept position of a replay (one of the top lost positions of any policy) under every
            policy.
    """

    data: ReplayPosition
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
        from ..models.replay_position import ReplayPosition  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ReplayPosition.from_dict(d.pop("data"))

        one_replay_position = cls(
            success=success,
            data=data,
        )

        return one_replay_position
