from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tagging_run import TaggingRun


T = TypeVar("T", bound="OneTaggingRun")


@_attrs_define
class OneTaggingRun:
    """
    Attributes:
        success (bool):  Default: True.
        data (TaggingRun): A tagging evaluation run with its logs (at most 5,000; written when it ends).
    """

    data: TaggingRun
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
        from ..models.tagging_run import TaggingRun  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = TaggingRun.from_dict(d.pop("data"))

        one_tagging_run = cls(
            success=success,
            data=data,
        )

        return one_tagging_run
