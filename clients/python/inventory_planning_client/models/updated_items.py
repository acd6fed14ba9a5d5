from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.added_item import AddedItem


T = TypeVar("T", bound="UpdatedItems")


@_attrs_define
class UpdatedItems:
    """``{updated, item?}``: lines written (set or removed); ``item`` the line of a one-line update or
    review (``{itemId, planId, created: false, quantity, value}``).

        Attributes:
            updated (int):
            item (AddedItem | None | Unset):
    """

    updated: int
    item: AddedItem | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.added_item import AddedItem  # noqa: PLC0415

        updated = self.updated

        item: dict[str, Any] | None | Unset
        if isinstance(self.item, Unset):
            item = UNSET
        elif isinstance(self.item, AddedItem):
            item = self.item.to_dict()
        else:
            item = self.item

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "updated": updated,
            }
        )
        if item is not UNSET:
            field_dict["item"] = item

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.added_item import AddedItem  # noqa: PLC0415

        d = dict(src_dict)
        updated = d.pop("updated")

        def _parse_item(data: object) -> AddedItem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                item_type_0 = AddedItem.from_dict(data)

                return item_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AddedItem | None | Unset, data)

        item = _parse_item(d.pop("item", UNSET))

        updated_items = cls(
            updated=updated,
            item=item,
        )

        return updated_items
