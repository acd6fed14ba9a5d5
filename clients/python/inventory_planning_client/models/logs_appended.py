from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LogsAppended")


@_attrs_define
class LogsAppended:
    """``{runId, totalLogs}`` (SPEC), plus how many of these entries were kept and dropped at the cap.

    Attributes:
        run_id (str):
        total_logs (int):
        accepted (int):
        dropped (int):
        log_limit (int):
    """

    run_id: str
    total_logs: int
    accepted: int
    dropped: int
    log_limit: int

    def to_dict(self) -> dict[str, Any]:
        run_id = self.run_id

        total_logs = self.total_logs

        accepted = self.accepted

        dropped = self.dropped

        log_limit = self.log_limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "runId": run_id,
                "totalLogs": total_logs,
                "accepted": accepted,
                "dropped": dropped,
                "logLimit": log_limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_id = d.pop("runId")

        total_logs = d.pop("totalLogs")

        accepted = d.pop("accepted")

        dropped = d.pop("dropped")

        log_limit = d.pop("logLimit")

        logs_appended = cls(
            run_id=run_id,
            total_logs=total_logs,
            accepted=accepted,
            dropped=dropped,
            log_limit=log_limit,
        )

        return logs_appended
