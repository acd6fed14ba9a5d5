from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.workflow_credential import WorkflowCredential


T = TypeVar("T", bound="OneWorkflowCredential")


@_attrs_define
class OneWorkflowCredential:
    """
    Attributes:
        success (bool):  Default: True.
        data (WorkflowCredential): A workflow credential: the secret (token, password, API key) is encrypted and never
            returned;
            ``hint`` shows ``…`` and its last 4 characters when it holds at least 16, null otherwise.
    """

    data: WorkflowCredential
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
        from ..models.workflow_credential import WorkflowCredential  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = WorkflowCredential.from_dict(d.pop("data"))

        one_workflow_credential = cls(
            success=success,
            data=data,
        )

        return one_workflow_credential
