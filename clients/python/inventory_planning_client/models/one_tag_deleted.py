from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tag_deleted import TagDeleted


T = TypeVar("T", bound="OneTagDeleted")


@_attrs_define
class OneTagDeleted:
    """
    Attributes:
        success (bool):  Default: True.
        data (TagDeleted): ``DELETE /api/tags/{id}``: the tag is gone; its assignments are deleted now up to a bound,
            the rest by the job worker.
    """

    data: TagDeleted
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
        from ..models.tag_deleted import TagDeleted  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = TagDeleted.from_dict(d.pop("data"))

        one_tag_deleted = cls(
            success=success,
            data=data,
        )

        return one_tag_deleted
