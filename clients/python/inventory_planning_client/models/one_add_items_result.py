from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.add_items_result import AddItemsResult


T = TypeVar("T", bound="OneAddItemsResult")


@_attrs_define
class OneAddItemsResult:
    """
    Attributes:
        success (bool):  Default: True.
        data (AddItemsResult): SPEC add-items response: ``{addedCount, skippedCount, errors[]}``.
    """

    data: AddItemsResult
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
        from ..models.add_items_result import AddItemsResult  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = AddItemsResult.from_dict(d.pop("data"))

        one_add_items_result = cls(
            success=success,
            data=data,
        )

        return one_add_items_result
