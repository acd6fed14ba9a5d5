from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TagDeleted")


@_attrs_define
class TagDeleted:
    """``DELETE /api/tags/{id}``: the tag is gone; its assignments are deleted now up to a bound, the rest by the job
    worker.

        Attributes:
            id (str):
            assignments_deleted (int): assignments deleted by this request
            purge_queued (bool): more assignments remained: the job worker deletes them
    """

    id: str
    assignments_deleted: int
    purge_queued: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        assignments_deleted = self.assignments_deleted

        purge_queued = self.purge_queued

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "assignmentsDeleted": assignments_deleted,
                "purgeQueued": purge_queued,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        assignments_deleted = d.pop("assignmentsDeleted")

        purge_queued = d.pop("purgeQueued")

        tag_deleted = cls(
            id=id,
            assignments_deleted=assignments_deleted,
            purge_queued=purge_queued,
        )

        return tag_deleted
