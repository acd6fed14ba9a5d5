from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdatedItems")


@_attrs_define
class UpdatedItems:
    """``{updated}``: lines written (set or removed).

    Attributes:
        updated (int):
    """

    updated: int

    def to_dict(self) -> dict[str, Any]:
        updated = self.updated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "updated": updated,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        updated = d.pop("updated")

        updated_items = cls(
            updated=updated,
        )

        return updated_items
