from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.workflow import Workflow


T = TypeVar("T", bound="OneWorkflow")


@_attrs_define
class OneWorkflow:
    """
    Attributes:
        success (bool):  Default: True.
        data (Workflow): A workflow; ``ownerShopIds`` the creator's assigned shops (null: every shop), the shops its
            runs act on.
    """

    data: Workflow
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
        from ..models.workflow import Workflow  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Workflow.from_dict(d.pop("data"))

        one_workflow = cls(
            success=success,
            data=data,
        )

        return one_workflow
