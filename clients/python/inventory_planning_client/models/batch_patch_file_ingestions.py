from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.file_status_change import FileStatusChange


T = TypeVar("T", bound="BatchPatchFileIngestions")


@_attrs_define
class BatchPatchFileIngestions:
    """Body of PATCH /api/data-platform/file-ingestions/batch: 1..100 status changes.

    Attributes:
        organization_id (str):
        items (list[FileStatusChange]):
    """

    organization_id: str
    items: list[FileStatusChange]

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.file_status_change import FileStatusChange  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = FileStatusChange.from_dict(items_item_data)

            items.append(items_item)

        batch_patch_file_ingestions = cls(
            organization_id=organization_id,
            items=items,
        )

        return batch_patch_file_ingestions
