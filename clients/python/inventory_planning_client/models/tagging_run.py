from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tagging_run_status import TaggingRunStatus, check_tagging_run_status
from ..models.tagging_run_triggertype import TaggingRunTriggertype, check_tagging_run_triggertype

if TYPE_CHECKING:
    from ..models.run_log_entry import RunLogEntry
    from ..models.run_stats import RunStats


T = TypeVar("T", bound="TaggingRun")


@_attrs_define
class TaggingRun:
    """A tagging evaluation run with its logs (at most 5,000; written when it ends).

    Attributes:
        id (str):
        status (TaggingRunStatus):
        trigger_type (TaggingRunTriggertype):
        rule_ids (list[str] | None): the rules asked; null: every active rule
        as_of (str):
        risks_run (None | str): the risks run the metrics read (YYYY-MM-DD); null without one
        stats (None | RunStats):
        error_message (None | str):
        triggered_at (str):
        started_at (None | str):
        completed_at (None | str):
        logs (list[RunLogEntry]):
    """

    id: str
    status: TaggingRunStatus
    trigger_type: TaggingRunTriggertype
    rule_ids: list[str] | None
    as_of: str
    risks_run: None | str
    stats: None | RunStats
    error_message: None | str
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    logs: list[RunLogEntry]

    def to_dict(self) -> dict[str, Any]:
        from ..models.run_stats import RunStats  # noqa: PLC0415

        id = self.id

        status: str = self.status

        trigger_type: str = self.trigger_type

        rule_ids: list[str] | None
        if isinstance(self.rule_ids, list):
            rule_ids = self.rule_ids

        else:
            rule_ids = self.rule_ids

        as_of = self.as_of

        risks_run: None | str
        risks_run = self.risks_run

        stats: dict[str, Any] | None
        if isinstance(self.stats, RunStats):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        error_message: None | str
        error_message = self.error_message

        triggered_at = self.triggered_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        logs = []
        for logs_item_data in self.logs:
            logs_item = logs_item_data.to_dict()
            logs.append(logs_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "triggerType": trigger_type,
                "ruleIds": rule_ids,
                "asOf": as_of,
                "risksRun": risks_run,
                "stats": stats,
                "errorMessage": error_message,
                "triggeredAt": triggered_at,
                "startedAt": started_at,
                "completedAt": completed_at,
                "logs": logs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_log_entry import RunLogEntry  # noqa: PLC0415
        from ..models.run_stats import RunStats  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = check_tagging_run_status(d.pop("status"))

        trigger_type = check_tagging_run_triggertype(d.pop("triggerType"))

        def _parse_rule_ids(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rule_ids_type_0 = cast(list[str], data)

                return rule_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        rule_ids = _parse_rule_ids(d.pop("ruleIds"))

        as_of = d.pop("asOf")

        def _parse_risks_run(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        risks_run = _parse_risks_run(d.pop("risksRun"))

        def _parse_stats(data: object) -> None | RunStats:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = RunStats.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RunStats, data)

        stats = _parse_stats(d.pop("stats"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        triggered_at = d.pop("triggeredAt")

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

        logs = []
        _logs = d.pop("logs")
        for logs_item_data in _logs:
            logs_item = RunLogEntry.from_dict(logs_item_data)

            logs.append(logs_item)

        tagging_run = cls(
            id=id,
            status=status,
            trigger_type=trigger_type,
            rule_ids=rule_ids,
            as_of=as_of,
            risks_run=risks_run,
            stats=stats,
            error_message=error_message,
            triggered_at=triggered_at,
            started_at=started_at,
            completed_at=completed_at,
            logs=logs,
        )

        return tagging_run
