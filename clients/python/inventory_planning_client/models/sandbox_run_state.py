from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sandbox_run_state_status import SandboxRunStateStatus, check_sandbox_run_state_status

T = TypeVar("T", bound="SandboxRunState")


@_attrs_define
class SandboxRunState:
    """``{id, status, startedAt, completedAt}`` after an update.

    Attributes:
        id (str):
        status (SandboxRunStateStatus):
        started_at (None | str):
        completed_at (None | str):
    """

    id: str
    status: SandboxRunStateStatus
    started_at: None | str
    completed_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "startedAt": started_at,
                "completedAt": completed_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_sandbox_run_state_status(d.pop("status"))

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("startedAt"))

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))

        sandbox_run_state = cls(
            id=id,
            status=status,
            started_at=started_at,
            completed_at=completed_at,
        )

        return sandbox_run_state
