from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.file_status_change_status import FileStatusChangeStatus, check_file_status_change_status

T = TypeVar("T", bound="FileStatusChange")


@_attrs_define
class FileStatusChange:
    """One item of PATCH .../file-ingestions/batch.

    Attributes:
        id (str):
        status (FileStatusChangeStatus):
    """

    id: str
    status: FileStatusChangeStatus

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = check_file_status_change_status(d.pop("status"))

        file_status_change = cls(
            id=id,
            status=status,
        )

        return file_status_change
