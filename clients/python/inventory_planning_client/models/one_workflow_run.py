from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.workflow_run import WorkflowRun


T = TypeVar("T", bound="OneWorkflowRun")


@_attrs_define
class OneWorkflowRun:
    """
    Attributes:
        success (bool):  Default: True.
        data (WorkflowRun): A run: ``triggerContext`` ``{entityType, matchedEntityIds (first 1,000), matchedCount,
            includeTags,
            excludeTags}`` once its TRIGGER ran; ``outputSummary`` ``{totalPlansCreated, totalItemsAdded,
            totalItemsSkipped, totalErrorsRecorded}``; ``definitionVersion`` the workflow version it executes.
    """

    data: WorkflowRun
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
        from ..models.workflow_run import WorkflowRun  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = WorkflowRun.from_dict(d.pop("data"))

        one_workflow_run = cls(
            success=success,
            data=data,
        )

        return one_workflow_run
