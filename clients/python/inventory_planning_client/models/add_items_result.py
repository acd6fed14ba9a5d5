from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.item_error import ItemError


T = TypeVar("T", bound="AddItemsResult")


@_attrs_define
class AddItemsResult:
    """SPEC add-items response: ``{addedCount, skippedCount, errors[]}``.

    Attributes:
        added_count (int):
        skipped_count (int):
        errors (list[ItemError]):
    """

    added_count: int
    skipped_count: int
    errors: list[ItemError]

    def to_dict(self) -> dict[str, Any]:
        added_count = self.added_count

        skipped_count = self.skipped_count

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "addedCount": added_count,
                "skippedCount": skipped_count,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item_error import ItemError  # noqa: PLC0415

        d = dict(src_dict)
        added_count = d.pop("addedCount")

        skipped_count = d.pop("skippedCount")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = ItemError.from_dict(errors_item_data)

            errors.append(errors_item)

        add_items_result = cls(
            added_count=added_count,
            skipped_count=skipped_count,
            errors=errors,
        )

        return add_items_result
