from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sandbox_run import SandboxRun


T = TypeVar("T", bound="OneSandboxRun")


@_attrs_define
class OneSandboxRun:
    """
    Attributes:
        success (bool):  Default: True.
        data (SandboxRun): A sandbox run (``kind`` INGEST or PROMOTE) with its stats, the first 50 findings (ingest) and
            its log counts.
    """

    data: SandboxRun
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
        from ..models.sandbox_run import SandboxRun  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = SandboxRun.from_dict(d.pop("data"))

        one_sandbox_run = cls(
            success=success,
            data=data,
        )

        return one_sandbox_run
