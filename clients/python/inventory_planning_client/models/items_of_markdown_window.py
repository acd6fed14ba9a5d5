from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.markdown_window import MarkdownWindow


T = TypeVar("T", bound="ItemsOfMarkdownWindow")


@_attrs_define
class ItemsOfMarkdownWindow:
    """
    Attributes:
        success (bool):  Default: True.
        items (list[MarkdownWindow]):
        total (int):
        page (int):
        page_size (int):
    """

    items: list[MarkdownWindow]
    total: int
    page: int
    page_size: int
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        total = self.total

        page = self.page

        page_size = self.page_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "items": items,
                "total": total,
                "page": page,
                "pageSize": page_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.markdown_window import MarkdownWindow  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = MarkdownWindow.from_dict(items_item_data)

            items.append(items_item)

        total = d.pop("total")

        page = d.pop("page")

        page_size = d.pop("pageSize")

        items_of_markdown_window = cls(
            success=success,
            items=items,
            total=total,
            page=page,
            page_size=page_size,
        )

        return items_of_markdown_window
