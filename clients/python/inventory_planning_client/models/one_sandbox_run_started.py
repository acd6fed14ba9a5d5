from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sandbox_run_started import SandboxRunStarted


T = TypeVar("T", bound="OneSandboxRunStarted")


@_attrs_define
class OneSandboxRunStarted:
    """
    Attributes:
        success (bool):  Default: True.
        data (SandboxRunStarted): ``{id, status: PENDING, triggeredAt}``.
    """

    data: SandboxRunStarted
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
        from ..models.sandbox_run_started import SandboxRunStarted  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = SandboxRunStarted.from_dict(d.pop("data"))

        one_sandbox_run_started = cls(
            success=success,
            data=data,
        )

        return one_sandbox_run_started
