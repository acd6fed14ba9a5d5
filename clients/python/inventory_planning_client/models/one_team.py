from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.team import Team


T = TypeVar("T", bound="OneTeam")


@_attrs_define
class OneTeam:
    """
    Attributes:
        success (bool):  Default: True.
        data (Team): A team: its shops add to its members' assigned shops (from their next request).
    """

    data: Team
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
        from ..models.team import Team  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Team.from_dict(d.pop("data"))

        one_team = cls(
            success=success,
            data=data,
        )

        return one_team
