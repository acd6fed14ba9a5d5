from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_step_status import WorkflowStepStatus, check_workflow_step_status

if TYPE_CHECKING:
    from ..models.workflow_step_error_details_type_0 import WorkflowStepErrorDetailsType0
    from ..models.workflow_step_logs_item import WorkflowStepLogsItem
    from ..models.workflow_step_output_type_0 import WorkflowStepOutputType0
    from ..models.workflow_step_resolved_input_type_0 import WorkflowStepResolvedInputType0


T = TypeVar("T", bound="WorkflowStep")


@_attrs_define
class WorkflowStep:
    """One node's step: ``resolvedInput`` and ``output`` at most 64 KB of JSON each (``truncated`` when
    cut), ``logs`` at most 100 ``{level, message}``, ``durationMs`` from start to end.

        Attributes:
            node_id (str):
            node_type (str):
            status (WorkflowStepStatus):
            resolved_input (None | WorkflowStepResolvedInputType0):
            output (None | WorkflowStepOutputType0):
            truncated (bool):
            error_code (None | str):
            error_message (None | str):
            error_details (None | WorkflowStepErrorDetailsType0):
            retry_count (int):
            logs (list[WorkflowStepLogsItem]):
            started_at (None | str):
            completed_at (None | str):
            duration_ms (int | None):
    """

    node_id: str
    node_type: str
    status: WorkflowStepStatus
    resolved_input: None | WorkflowStepResolvedInputType0
    output: None | WorkflowStepOutputType0
    truncated: bool
    error_code: None | str
    error_message: None | str
    error_details: None | WorkflowStepErrorDetailsType0
    retry_count: int
    logs: list[WorkflowStepLogsItem]
    started_at: None | str
    completed_at: None | str
    duration_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_step_error_details_type_0 import WorkflowStepErrorDetailsType0  # noqa: PLC0415
        from ..models.workflow_step_output_type_0 import WorkflowStepOutputType0  # noqa: PLC0415
        from ..models.workflow_step_resolved_input_type_0 import WorkflowStepResolvedInputType0  # noqa: PLC0415

        node_id = self.node_id

        node_type = self.node_type

        status: str = self.status

        resolved_input: dict[str, Any] | None
        if isinstance(self.resolved_input, WorkflowStepResolvedInputType0):
            resolved_input = self.resolved_input.to_dict()
        else:
            resolved_input = self.resolved_input

        output: dict[str, Any] | None
        if isinstance(self.output, WorkflowStepOutputType0):
            output = self.output.to_dict()
        else:
            output = self.output

        truncated = self.truncated

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        error_details: dict[str, Any] | None
        if isinstance(self.error_details, WorkflowStepErrorDetailsType0):
            error_details = self.error_details.to_dict()
        else:
            error_details = self.error_details

        retry_count = self.retry_count

        logs = []
        for logs_item_data in self.logs:
            logs_item = logs_item_data.to_dict()
            logs.append(logs_item)

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        duration_ms: int | None
        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nodeId": node_id,
                "nodeType": node_type,
                "status": status,
                "resolvedInput": resolved_input,
                "output": output,
                "truncated": truncated,
                "errorCode": error_code,
                "errorMessage": error_message,
                "errorDetails": error_details,
                "retryCount": retry_count,
                "logs": logs,
                "startedAt": started_at,
                "completedAt": completed_at,
                "durationMs": duration_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_step_error_details_type_0 import WorkflowStepErrorDetailsType0  # noqa: PLC0415
        from ..models.workflow_step_logs_item import WorkflowStepLogsItem  # noqa: PLC0415
        from ..models.workflow_step_output_type_0 import WorkflowStepOutputType0  # noqa: PLC0415
        from ..models.workflow_step_resolved_input_type_0 import WorkflowStepResolvedInputType0  # noqa: PLC0415

        d = dict(src_dict)
        node_id = d.pop("nodeId")

        node_type = d.pop("nodeType")

        status = check_workflow_step_status(d.pop("status"))

        def _parse_resolved_input(data: object) -> None | WorkflowStepResolvedInputType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resolved_input_type_0 = WorkflowStepResolvedInputType0.from_dict(data)

                return resolved_input_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowStepResolvedInputType0, data)

        resolved_input = _parse_resolved_input(d.pop("resolvedInput"))

        def _parse_output(data: object) -> None | WorkflowStepOutputType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_0 = WorkflowStepOutputType0.from_dict(data)

                return output_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowStepOutputType0, data)

        output = _parse_output(d.pop("output"))

        truncated = d.pop("truncated")

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("errorCode"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_error_details(data: object) -> None | WorkflowStepErrorDetailsType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_details_type_0 = WorkflowStepErrorDetailsType0.from_dict(data)

                return error_details_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowStepErrorDetailsType0, data)

        error_details = _parse_error_details(d.pop("errorDetails"))

        retry_count = d.pop("retryCount")

        logs = []
        _logs = d.pop("logs")
        for logs_item_data in _logs:
            logs_item = WorkflowStepLogsItem.from_dict(logs_item_data)

            logs.append(logs_item)

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

        workflow_step = cls(
            node_id=node_id,
            node_type=node_type,
            status=status,
            resolved_input=resolved_input,
            output=output,
            truncated=truncated,
            error_code=error_code,
            error_message=error_message,
            error_details=error_details,
            retry_count=retry_count,
            logs=logs,
            started_at=started_at,
            completed_at=completed_at,
            duration_ms=duration_ms,
        )

        return workflow_step
