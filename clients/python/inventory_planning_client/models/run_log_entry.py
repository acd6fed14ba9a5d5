from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.run_log_entry_level import RunLogEntryLevel, check_run_log_entry_level
from ..types import UNSET, Unset

T = TypeVar("T", bound="RunLogEntry")


@_attrs_define
class RunLogEntry:
    """One log line of a run.

    Attributes:
        at (str):
        level (RunLogEntryLevel):
        message (str):
        rule_id (None | str | Unset):
    """

    at: str
    level: RunLogEntryLevel
    message: str
    rule_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        level: str = self.level

        message = self.message

        rule_id: None | str | Unset
        if isinstance(self.rule_id, Unset):
            rule_id = UNSET
        else:
            rule_id = self.rule_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "level": level,
                "message": message,
            }
        )
        if rule_id is not UNSET:
            field_dict["ruleId"] = rule_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        level = check_run_log_entry_level(d.pop("level"))

        message = d.pop("message")

        def _parse_rule_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_id = _parse_rule_id(d.pop("ruleId", UNSET))

        run_log_entry = cls(
            at=at,
            level=level,
            message=message,
            rule_id=rule_id,
        )

        return run_log_entry
