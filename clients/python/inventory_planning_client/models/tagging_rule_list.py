from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tagging_rule import TaggingRule


T = TypeVar("T", bound="TaggingRuleList")


@_attrs_define
class TaggingRuleList:
    """``{success, items, limit, offset, total}`` (the data platform's lists).

    Attributes:
        success (bool):  Default: True.
        items (list[TaggingRule]):
        limit (int):
        offset (int):
        total (int):
    """

    items: list[TaggingRule]
    limit: int
    offset: int
    total: int
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        limit = self.limit

        offset = self.offset

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "items": items,
                "limit": limit,
                "offset": offset,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tagging_rule import TaggingRule  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = TaggingRule.from_dict(items_item_data)

            items.append(items_item)

        limit = d.pop("limit")

        offset = d.pop("offset")

        total = d.pop("total")

        tagging_rule_list = cls(
            success=success,
            items=items,
            limit=limit,
            offset=offset,
            total=total,
        )

        return tagging_rule_list
