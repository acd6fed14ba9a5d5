from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sandbox_run_started_status import SandboxRunStartedStatus, check_sandbox_run_started_status

T = TypeVar("T", bound="SandboxRunStarted")


@_attrs_define
class SandboxRunStarted:
    """``{id, status: PENDING, triggeredAt}``.

    Attributes:
        id (str):
        status (SandboxRunStartedStatus):
        triggered_at (str):
    """

    id: str
    status: SandboxRunStartedStatus
    triggered_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        triggered_at = self.triggered_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "triggeredAt": triggered_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_sandbox_run_started_status(d.pop("status"))

        triggered_at = d.pop("triggeredAt")

        sandbox_run_started = cls(
            id=id,
            status=status,
            triggered_at=triggered_at,
        )

        return sandbox_run_started
