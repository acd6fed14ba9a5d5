from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PageMeta")


@_attrs_define
class PageMeta:
    """``{page, pageSize, total}``.

    Attributes:
        page (int):
        page_size (int):
        total (int):
    """

    page: int
    page_size: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        page_size = self.page_size

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "pageSize": page_size,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        page_meta = cls(
            page=page,
            page_size=page_size,
            total=total,
        )

        return page_meta
