from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tag import Tag


T = TypeVar("T", bound="OneTag")


@_attrs_define
class OneTag:
    """
    Attributes:
        success (bool):  Default: True.
        data (Tag): A tag: DATA tags are assigned by tagging rules, BUSINESS tags by hand, MIXED tags by both.
    """

    data: Tag
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
        from ..models.tag import Tag  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Tag.from_dict(d.pop("data"))

        one_tag = cls(
            success=success,
            data=data,
        )

        return one_tag
