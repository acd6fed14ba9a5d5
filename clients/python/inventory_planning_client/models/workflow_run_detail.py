from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_run_detail_status import WorkflowRunDetailStatus, check_workflow_run_detail_status
from ..models.workflow_run_detail_triggertype import WorkflowRunDetailTriggertype, check_workflow_run_detail_triggertype

if TYPE_CHECKING:
    from ..models.workflow_run_detail_outputsummary import WorkflowRunDetailOutputsummary
    from ..models.workflow_run_detail_trigger_context_type_0 import WorkflowRunDetailTriggerContextType0
    from ..models.workflow_run_detail_triggeredby import WorkflowRunDetailTriggeredby
    from ..models.workflow_step import WorkflowStep


T = TypeVar("T", bound="WorkflowRunDetail")


@_attrs_define
class WorkflowRunDetail:
    """A run with one step per node, in execution order.

    Attributes:
        id (str):
        workflow_id (str):
        workflow_name (str):
        status (WorkflowRunDetailStatus):
        trigger_type (WorkflowRunDetailTriggertype):
        triggered_by (WorkflowRunDetailTriggeredby): {kind: USER | API_TOKEN | SYSTEM, id}
        triggered_at (str):
        started_at (None | str):
        completed_at (None | str):
        trigger_context (None | WorkflowRunDetailTriggerContextType0):
        output_summary (WorkflowRunDetailOutputsummary):
        error_message (None | str): <nodeId>: <CODE>: <sentence> of the failed node
        definition_version (int):
        steps (list[WorkflowStep]):
    """

    id: str
    workflow_id: str
    workflow_name: str
    status: WorkflowRunDetailStatus
    trigger_type: WorkflowRunDetailTriggertype
    triggered_by: WorkflowRunDetailTriggeredby
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    trigger_context: None | WorkflowRunDetailTriggerContextType0
    output_summary: WorkflowRunDetailOutputsummary
    error_message: None | str
    definition_version: int
    steps: list[WorkflowStep]

    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_run_detail_trigger_context_type_0 import (
            WorkflowRunDetailTriggerContextType0,  # noqa: PLC0415
        )

        id = self.id

        workflow_id = self.workflow_id

        workflow_name = self.workflow_name

        status: str = self.status

        trigger_type: str = self.trigger_type

        triggered_by = self.triggered_by.to_dict()

        triggered_at = self.triggered_at

        started_at: None | str
        started_at = self.started_at

        completed_at: None | str
        completed_at = self.completed_at

        trigger_context: dict[str, Any] | None
        if isinstance(self.trigger_context, WorkflowRunDetailTriggerContextType0):
            trigger_context = self.trigger_context.to_dict()
        else:
            trigger_context = self.trigger_context

        output_summary = self.output_summary.to_dict()

        error_message: None | str
        error_message = self.error_message

        definition_version = self.definition_version

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "workflowId": workflow_id,
                "workflowName": workflow_name,
                "status": status,
                "triggerType": trigger_type,
                "triggeredBy": triggered_by,
                "triggeredAt": triggered_at,
                "startedAt": started_at,
                "completedAt": completed_at,
                "triggerContext": trigger_context,
                "outputSummary": output_summary,
                "errorMessage": error_message,
                "definitionVersion": definition_version,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_run_detail_outputsummary import WorkflowRunDetailOutputsummary  # noqa: PLC0415
        from ..models.workflow_run_detail_trigger_context_type_0 import (
            WorkflowRunDetailTriggerContextType0,  # noqa: PLC0415
        )
        from ..models.workflow_run_detail_triggeredby import WorkflowRunDetailTriggeredby  # noqa: PLC0415
        from ..models.workflow_step import WorkflowStep  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        workflow_id = d.pop("workflowId")

        workflow_name = d.pop("workflowName")

        status = check_workflow_run_detail_status(d.pop("status"))

        trigger_type = check_workflow_run_detail_triggertype(d.pop("triggerType"))

        triggered_by = WorkflowRunDetailTriggeredby.from_dict(d.pop("triggeredBy"))

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

        def _parse_trigger_context(data: object) -> None | WorkflowRunDetailTriggerContextType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trigger_context_type_0 = WorkflowRunDetailTriggerContextType0.from_dict(data)

                return trigger_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowRunDetailTriggerContextType0, data)

        trigger_context = _parse_trigger_context(d.pop("triggerContext"))

        output_summary = WorkflowRunDetailOutputsummary.from_dict(d.pop("outputSummary"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        definition_version = d.pop("definitionVersion")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = WorkflowStep.from_dict(steps_item_data)

            steps.append(steps_item)

        workflow_run_detail = cls(
            id=id,
            workflow_id=workflow_id,
            workflow_name=workflow_name,
            status=status,
            trigger_type=trigger_type,
            triggered_by=triggered_by,
            triggered_at=triggered_at,
            started_at=started_at,
            completed_at=completed_at,
            trigger_context=trigger_context,
            output_summary=output_summary,
            error_message=error_message,
            definition_version=definition_version,
            steps=steps,
        )

        return workflow_run_detail
