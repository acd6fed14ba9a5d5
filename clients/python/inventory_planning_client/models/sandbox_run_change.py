from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sandbox_run_change_status import SandboxRunChangeStatus, check_sandbox_run_change_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sandbox_run_change_stats_type_0 import SandboxRunChangeStatsType0


T = TypeVar("T", bound="SandboxRunChange")


@_attrs_define
class SandboxRunChange:
    """Body of PATCH .../sandbox-ingest-runs/{id} and .../sandbox-promote-runs/{id} (an outside worker).

    Attributes:
        organization_id (str):
        status (SandboxRunChangeStatus):
        databricks_run_id (None | str | Unset):
        error_message (None | str | Unset): with status FAILED only
        stats (None | SandboxRunChangeStatsType0 | Unset): required with SUCCESS; an ingest run's may hold findings:
            [Finding]
    """

    organization_id: str
    status: SandboxRunChangeStatus
    databricks_run_id: None | str | Unset = UNSET
    error_message: None | str | Unset = UNSET
    stats: None | SandboxRunChangeStatsType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sandbox_run_change_stats_type_0 import SandboxRunChangeStatsType0  # noqa: PLC0415

        organization_id = self.organization_id

        status: str = self.status

        databricks_run_id: None | str | Unset
        if isinstance(self.databricks_run_id, Unset):
            databricks_run_id = UNSET
        else:
            databricks_run_id = self.databricks_run_id

        error_message: None | str | Unset
        if isinstance(self.error_message, Unset):
            error_message = UNSET
        else:
            error_message = self.error_message

        stats: dict[str, Any] | None | Unset
        if isinstance(self.stats, Unset):
            stats = UNSET
        elif isinstance(self.stats, SandboxRunChangeStatsType0):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "status": status,
            }
        )
        if databricks_run_id is not UNSET:
            field_dict["databricksRunId"] = databricks_run_id
        if error_message is not UNSET:
            field_dict["errorMessage"] = error_message
        if stats is not UNSET:
            field_dict["stats"] = stats

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sandbox_run_change_stats_type_0 import SandboxRunChangeStatsType0  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        status = check_sandbox_run_change_status(d.pop("status"))

        def _parse_databricks_run_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        databricks_run_id = _parse_databricks_run_id(d.pop("databricksRunId", UNSET))

        def _parse_error_message(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error_message = _parse_error_message(d.pop("errorMessage", UNSET))

        def _parse_stats(data: object) -> None | SandboxRunChangeStatsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_0 = SandboxRunChangeStatsType0.from_dict(data)

                return stats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SandboxRunChangeStatsType0 | Unset, data)

        stats = _parse_stats(d.pop("stats", UNSET))

        sandbox_run_change = cls(
            organization_id=organization_id,
            status=status,
            databricks_run_id=databricks_run_id,
            error_message=error_message,
            stats=stats,
        )

        return sandbox_run_change
