from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.logs_appended import LogsAppended


T = TypeVar("T", bound="OneLogsAppended")


@_attrs_define
class OneLogsAppended:
    """
    Attributes:
        success (bool):  Default: True.
        data (LogsAppended): ``{runId, totalLogs}`` (SPEC), plus how many of these entries were kept and dropped at the
            cap.
    """

    data: LogsAppended
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
        from ..models.logs_appended import LogsAppended  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = LogsAppended.from_dict(d.pop("data"))

        one_logs_appended = cls(
            success=success,
            data=data,
        )

        return one_logs_appended
