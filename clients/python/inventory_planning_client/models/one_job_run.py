from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.job_run import JobRun


T = TypeVar("T", bound="OneJobRun")


@_attrs_define
class OneJobRun:
    """
    Attributes:
        success (bool):  Default: True.
        data (JobRun): A job run: status PENDING -> RUNNING -> SUCCESS | FAILED, timings (UTC), stats of the job, error.
    """

    data: JobRun
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
        from ..models.job_run import JobRun  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = JobRun.from_dict(d.pop("data"))

        one_job_run = cls(
            success=success,
            data=data,
        )

        return one_job_run
