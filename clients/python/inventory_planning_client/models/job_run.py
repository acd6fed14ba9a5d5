from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.job_run_status import JobRunStatus, check_job_run_status

if TYPE_CHECKING:
    from ..models.job_run_params_type_0 import JobRunParamsType0
    from ..models.job_run_stats_type_0 import JobRunStatsType0
    from ..models.progress import Progress


T = TypeVar("T", bound="JobRun")


@_attrs_define
class JobRun:
    """A job run: status PENDING -> RUNNING -> SUCCESS | FAILED, timings (UTC), stats of the job, error.

    Attributes:
        id (str):
        organization_id (str):
        job (str):
        as_of (str):
        trigger_type (str):
        status (JobRunStatus):
        triggered_at (str):
        started_at (None | str):
        completed_at (None | str):
        duration_ms (int | None):
        stats (JobRunStatsType0 | None):
        error_message (None | str):
        params (JobRunParamsType0 | None): replay: {from, to, reviewPeriodDays, policies, shopIds}; else null
        progress (None | Progress): replay: {done, total} review days; else null
        failed_day (None | str): replay: the review day that failed it (YYYY-MM-DD); else null
    """

    id: str
    organization_id: str
    job: str
    as_of: str
    trigger_type: str
    status: JobRunStatus
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    duration_ms: int | None
    stats: JobRunStatsType0 | None
    error_message: None | str
    params: JobRunParamsType0 | None
    progress: None | Progress
    failed_day: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.job_run_params_type_0 import JobRunParamsType0  # noqa: PLC0415
        from ..models.job_run_stats_type_0 import JobRunStatsType0  # noqa: PLC0415
        from ..models.progress import Progress  # noqa: PLC0415

        id = self.id

        organization_id = self.organization_id

        job = self.job

        as_of = self.as_of

        trigger_type = self.trigger_type

        status: str = self.status

        triggered_at = self.triggered_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        duration_ms: int | None
        duration_ms = self.duration_ms

        stats: dict[str, Any] | None
        if isinstance(self.stats, JobRunStatsType0):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        error_message: None | str
        error_message = self.error_message

        params: dict[str, Any] | None
        if isinstance(self.params, JobRunParamsType0):
            params = self.params.to_dict()
        else:
            params = self.params

        progress: dict[str, Any] | None
        if isinstance(self.progress, Progress):
            progress = self.progress.to_dict()
        else:
            progress = self.progress

        failed_day: None | str
        failed_day = self.failed_day

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "job": job,
                "asOf": as_of,
                "triggerType": trigger_type,
                "status": status,
                "triggeredAt": triggered_at,
                "startedAt": started_at,
                "completedAt": completed_at,
                "durationMs": duration_ms,
                "stats": stats,
                "errorMessage": error_message,
                "params": params,
                "progress": progress,
                "failedDay": failed_day,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.job_run_params_type_0 import JobRunParamsType0  # noqa: PLC0415
        from ..models.job_run_stats_type_0 import JobRunStatsType0  # noqa: PLC0415
        from ..models.progress import Progress  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        job = d.pop("job")

        as_of = d.pop("asOf")

        trigger_type = d.pop("triggerType")

        status = check_job_run_status(d.pop("status"))

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

        def _parse_stats(data: object) -> JobRunStatsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = JobRunStatsType0.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JobRunStatsType0 | None, data)

        stats = _parse_stats(d.pop("stats"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_params(data: object) -> JobRunParamsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                params_type_0 = JobRunParamsType0.from_dict(data)

                return params_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JobRunParamsType0 | None, data)

        params = _parse_params(d.pop("params"))

        def _parse_progress(data: object) -> None | Progress:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = Progress.from_dict(data)

                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Progress, data)

        progress = _parse_progress(d.pop("progress"))

        def _parse_failed_day(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failed_day = _parse_failed_day(d.pop("failedDay"))

        job_run = cls(
            id=id,
            organization_id=organization_id,
            job=job,
            as_of=as_of,
            trigger_type=trigger_type,
            status=status,
            triggered_at=triggered_at,
            started_at=started_at,
            completed_at=completed_at,
            duration_ms=duration_ms,
            stats=stats,
            error_message=error_message,
            params=params,
            progress=progress,
            failed_day=failed_day,
        )

        return job_run
