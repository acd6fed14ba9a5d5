from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValuationMeta")


@_attrs_define
class ValuationMeta:
    """Paging of the valuation, and the stock snapshot day it reads (null: no snapshot yet).

    Attributes:
        page (int):
        page_size (int):
        total (int):
        snapshot_date (None | str):
    """

    page: int
    page_size: int
    total: int
    snapshot_date: None | str

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        page_size = self.page_size

        total = self.total

        snapshot_date: None | str
        snapshot_date = self.snapshot_date

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "pageSize": page_size,
                "total": total,
                "snapshotDate": snapshot_date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        page_size = d.pop("pageSize")

        total = d.pop("total")

        def _parse_snapshot_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        snapshot_date = _parse_snapshot_date(d.pop("snapshotDate"))

        valuation_meta = cls(
            page=page,
            page_size=page_size,
            total=total,
            snapshot_date=snapshot_date,
        )

        return valuation_meta
