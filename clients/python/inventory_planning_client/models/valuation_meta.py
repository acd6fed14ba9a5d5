from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValuationMeta")


@_attrs_define
class ValuationMeta:
    """Paging of the valuation, the stock snapshot day it reads (null: no snapshot yet), and the units
    on hand left unvalued over every group (not only the page's).

        Attributes:
            page (int):
            page_size (int):
            total (int):
            snapshot_date (None | str):
            unvalued_units (float): units on hand with neither a unit cost nor a price, over every group
    """

    page: int
    page_size: int
    total: int
    snapshot_date: None | str
    unvalued_units: float

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        page_size = self.page_size

        total = self.total

        snapshot_date: None | str
        snapshot_date = self.snapshot_date

        unvalued_units = self.unvalued_units

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "pageSize": page_size,
                "total": total,
                "snapshotDate": snapshot_date,
                "unvaluedUnits": unvalued_units,
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

        unvalued_units = d.pop("unvaluedUnits")

        valuation_meta = cls(
            page=page,
            page_size=page_size,
            total=total,
            snapshot_date=snapshot_date,
            unvalued_units=unvalued_units,
        )

        return valuation_meta
