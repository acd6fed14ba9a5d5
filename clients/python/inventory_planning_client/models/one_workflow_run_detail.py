from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.workflow_run_detail import WorkflowRunDetail


T = TypeVar("T", bound="OneWorkflowRunDetail")


@_attrs_define
class OneWorkflowRunDetail:
    """
    Attributes:
        success (bool):  Default: True.
        data (WorkflowRunDetail): A run with one step per node, in execution order.
    """

    data: WorkflowRunDetail
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
        from ..models.workflow_run_detail import WorkflowRunDetail  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = WorkflowRunDetail.from_dict(d.pop("data"))

        one_workflow_run_detail = cls(
            success=success,
            data=data,
        )

        return one_workflow_run_detail
