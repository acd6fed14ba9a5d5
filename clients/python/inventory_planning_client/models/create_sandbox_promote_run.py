from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_sandbox_promote_run_triggertype import (
    CreateSandboxPromoteRunTriggertype,
    check_create_sandbox_promote_run_triggertype,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSandboxPromoteRun")


@_attrs_define
class CreateSandboxPromoteRun:
    """Body of POST /api/data-platform/sandbox-promote-runs: load a sandboxed file for real.

    Attributes:
        organization_id (str):
        sandbox_ingest_run_id (str):
        trigger_type (CreateSandboxPromoteRunTriggertype):
        allow_with_errors (bool | Unset): load the valid rows even when the ingest run found errors Default: False.
        target_landing_path (None | str | Unset):
    """

    organization_id: str
    sandbox_ingest_run_id: str
    trigger_type: CreateSandboxPromoteRunTriggertype
    allow_with_errors: bool | Unset = False
    target_landing_path: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        sandbox_ingest_run_id = self.sandbox_ingest_run_id

        trigger_type: str = self.trigger_type

        allow_with_errors = self.allow_with_errors

        target_landing_path: None | str | Unset
        if isinstance(self.target_landing_path, Unset):
            target_landing_path = UNSET
        else:
            target_landing_path = self.target_landing_path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "sandboxIngestRunId": sandbox_ingest_run_id,
                "triggerType": trigger_type,
            }
        )
        if allow_with_errors is not UNSET:
            field_dict["allowWithErrors"] = allow_with_errors
        if target_landing_path is not UNSET:
            field_dict["targetLandingPath"] = target_landing_path

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        sandbox_ingest_run_id = d.pop("sandboxIngestRunId")

        trigger_type = check_create_sandbox_promote_run_triggertype(d.pop("triggerType"))

        allow_with_errors = d.pop("allowWithErrors", UNSET)

        def _parse_target_landing_path(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_landing_path = _parse_target_landing_path(d.pop("targetLandingPath", UNSET))

        create_sandbox_promote_run = cls(
            organization_id=organization_id,
            sandbox_ingest_run_id=sandbox_ingest_run_id,
            trigger_type=trigger_type,
            allow_with_errors=allow_with_errors,
            target_landing_path=target_landing_path,
        )

        return create_sandbox_promote_run
