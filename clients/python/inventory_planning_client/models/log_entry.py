from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.log_entry_level import LogEntryLevel, check_log_entry_level
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.log_entry_context import LogEntryContext


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    """One log entry (SPEC "Sandbox ingest log entry").

    Attributes:
        ts (str): ISO 8601 timestamp
        level (LogEntryLevel):
        message (str):
        context (LogEntryContext | Unset): free-form
    """

    ts: str
    level: LogEntryLevel
    message: str
    context: LogEntryContext | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ts = self.ts

        level: str = self.level

        message = self.message

        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ts": ts,
                "level": level,
                "message": message,
            }
        )
        if context is not UNSET:
            field_dict["context"] = context

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry_context import LogEntryContext  # noqa: PLC0415

        d = dict(src_dict)
        ts = d.pop("ts")

        level = check_log_entry_level(d.pop("level"))

        message = d.pop("message")

        _context = d.pop("context", UNSET)
        context: LogEntryContext | Unset
        if isinstance(_context, Unset):
            context = UNSET
        else:
            context = LogEntryContext.from_dict(_context)

        log_entry = cls(
            ts=ts,
            level=level,
            message=message,
            context=context,
        )

        return log_entry
