from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.workflow_run_status import WorkflowRunStatus, check_workflow_run_status
from ..models.workflow_run_triggertype import WorkflowRunTriggertype, check_workflow_run_triggertype

if TYPE_CHECKING:
    from ..models.workflow_run_outputsummary import WorkflowRunOutputsummary
    from ..models.workflow_run_trigger_context_type_0 import WorkflowRunTriggerContextType0
    from ..models.workflow_run_triggeredby import WorkflowRunTriggeredby


T = TypeVar("T", bound="WorkflowRun")


@_attrs_define
class WorkflowRun:
    """A run: ``triggerContext`` ``{entityType, matchedEntityIds (first 1,000), matchedCount, includeTags,
    excludeTags}`` once its TRIGGER ran; ``outputSummary`` ``{totalPlansCreated, totalItemsAdded,
    totalItemsSkipped, totalErrorsRecorded}``; ``definitionVersion`` the workflow version it executes.

        Attributes:
            id (str):
            workflow_id (str):
            workflow_name (str):
            status (WorkflowRunStatus):
            trigger_type (WorkflowRunTriggertype):
            triggered_by (WorkflowRunTriggeredby): {kind: USER | API_TOKEN | SYSTEM, id}
            triggered_at (str):
            started_at (None | str):
            completed_at (None | str):
            trigger_context (None | WorkflowRunTriggerContextType0):
            output_summary (WorkflowRunOutputsummary):
            error_message (None | str): <nodeId>: <CODE>: <sentence> of the failed node
            definition_version (int):
    """

    id: str
    workflow_id: str
    workflow_name: str
    status: WorkflowRunStatus
    trigger_type: WorkflowRunTriggertype
    triggered_by: WorkflowRunTriggeredby
    triggered_at: str
    started_at: None | str
    completed_at: None | str
    trigger_context: None | WorkflowRunTriggerContextType0
    output_summary: WorkflowRunOutputsummary
    error_message: None | str
    definition_version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_run_trigger_context_type_0 import WorkflowRunTriggerContextType0  # noqa: PLC0415

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
        if isinstance(self.trigger_context, WorkflowRunTriggerContextType0):
            trigger_context = self.trigger_context.to_dict()
        else:
            trigger_context = self.trigger_context

        output_summary = self.output_summary.to_dict()

        error_message: None | str
        error_message = self.error_message

        definition_version = self.definition_version

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_run_outputsummary import WorkflowRunOutputsummary  # noqa: PLC0415
        from ..models.workflow_run_trigger_context_type_0 import WorkflowRunTriggerContextType0  # noqa: PLC0415
        from ..models.workflow_run_triggeredby import WorkflowRunTriggeredby  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        workflow_id = d.pop("workflowId")

        workflow_name = d.pop("workflowName")

        status = check_workflow_run_status(d.pop("status"))

        trigger_type = check_workflow_run_triggertype(d.pop("triggerType"))

        triggered_by = WorkflowRunTriggeredby.from_dict(d.pop("triggeredBy"))

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

        def _parse_trigger_context(data: object) -> None | WorkflowRunTriggerContextType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trigger_context_type_0 = WorkflowRunTriggerContextType0.from_dict(data)

                return trigger_context_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WorkflowRunTriggerContextType0, data)

        trigger_context = _parse_trigger_context(d.pop("triggerContext"))

        output_summary = WorkflowRunOutputsummary.from_dict(d.pop("outputSummary"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        definition_version = d.pop("definitionVersion")

        workflow_run = cls(
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
        )

        return workflow_run
