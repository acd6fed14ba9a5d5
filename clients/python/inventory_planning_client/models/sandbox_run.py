from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sandbox_run_kind import SandboxRunKind, check_sandbox_run_kind
from ..models.sandbox_run_status import SandboxRunStatus, check_sandbox_run_status

if TYPE_CHECKING:
    from ..models.sandbox_run_findings_item import SandboxRunFindingsItem
    from ..models.sandbox_run_stats_type_0 import SandboxRunStatsType0


T = TypeVar("T", bound="SandboxRun")


@_attrs_define
class SandboxRun:
    """A sandbox run (``kind`` INGEST or PROMOTE) with its stats, the first 50 findings (ingest) and
    its log counts.

        Attributes:
            id (str):
            kind (SandboxRunKind):
            organization_id (str):
            status (SandboxRunStatus):
            trigger_type (str):
            triggered_at (str):
            started_at (None | str):
            completed_at (None | str):
            duration_ms (int | None):
            databricks_run_id (None | str):
            error_message (None | str):
            stats (None | SandboxRunStatsType0):
            findings (list[SandboxRunFindingsItem]):
            total_logs (int):
            logs_dropped (int):
    """

    id: str
    kind: SandboxRunKind
    organization_id: str
    status: SandboxRunStatus
    trigger_type: str
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    duration_ms: int | None
    databricks_run_id: None | str
    error_message: None | str
    stats: None | SandboxRunStatsType0
    findings: list[SandboxRunFindingsItem]
    total_logs: int
    logs_dropped: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sandbox_run_stats_type_0 import SandboxRunStatsType0  # noqa: PLC0415

        id = self.id

        kind: str = self.kind

        organization_id = self.organization_id

        status: str = self.status

        trigger_type = self.trigger_type

        triggered_at = self.triggered_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        duration_ms: int | None
        duration_ms = self.duration_ms

        databricks_run_id: None | str
        databricks_run_id = self.databricks_run_id

        error_message: None | str
        error_message = self.error_message

        stats: dict[str, Any] | None
        if isinstance(self.stats, SandboxRunStatsType0):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        findings = []
        for findings_item_data in self.findings:
            findings_item = findings_item_data.to_dict()
            findings.append(findings_item)

        total_logs = self.total_logs

        logs_dropped = self.logs_dropped

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "organizationId": organization_id,
                "status": status,
                "triggerType": trigger_type,
                "triggeredAt": triggered_at,
                "startedAt": started_at,
                "completedAt": completed_at,
                "durationMs": duration_ms,
                "databricksRunId": databricks_run_id,
                "errorMessage": error_message,
                "stats": stats,
                "findings": findings,
                "totalLogs": total_logs,
                "logsDropped": logs_dropped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sandbox_run_findings_item import SandboxRunFindingsItem  # noqa: PLC0415
        from ..models.sandbox_run_stats_type_0 import SandboxRunStatsType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = check_sandbox_run_kind(d.pop("kind"))

        organization_id = d.pop("organizationId")

        status = check_sandbox_run_status(d.pop("status"))

        trigger_type = d.pop("triggerType")

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

        def _parse_duration_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        duration_ms = _parse_duration_ms(d.pop("durationMs"))

        def _parse_databricks_run_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        databricks_run_id = _parse_databricks_run_id(d.pop("databricksRunId"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_stats(data: object) -> None | SandboxRunStatsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = SandboxRunStatsType0.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SandboxRunStatsType0, data)

        stats = _parse_stats(d.pop("stats"))

        findings = []
        _findings = d.pop("findings")
        for findings_item_data in _findings:
            findings_item = SandboxRunFindingsItem.from_dict(findings_item_data)

            findings.append(findings_item)

        total_logs = d.pop("totalLogs")

        logs_dropped = d.pop("logsDropped")

        sandbox_run = cls(
            id=id,
            kind=kind,
            organization_id=organization_id,
            status=status,
            trigger_type=trigger_type,
            triggered_at=triggered_at,
            started_at=started_at,
            completed_at=completed_at,
            duration_ms=duration_ms,
            databricks_run_id=databricks_run_id,
            error_message=error_message,
            stats=stats,
            findings=findings,
            total_logs=total_logs,
            logs_dropped=logs_dropped,
        )

        sandbox_run.additional_properties = d
        return sandbox_run

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
