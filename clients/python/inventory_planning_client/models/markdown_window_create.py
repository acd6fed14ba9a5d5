from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarkdownWindowCreate")


@_attrs_define
class MarkdownWindowCreate:
    """Body of POST /api/markdown-calendars: ``{name 1..255, startDate, endDate (YYYY-MM-DD, endDate >=
    startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
    Unknown fields are refused.

        Attributes:
            name (str):
            start_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            end_date (datetime.date): YYYY-MM-DD, 1900-01-01..2999-12-31
            max_discount_pct (float | None | Unset):
            min_margin_pct (float | None | Unset):
            max_markdowns_per_item (int | None | Unset):
    """

    name: str
    start_date: datetime.date
    end_date: datetime.date
    max_discount_pct: float | None | Unset = UNSET
    min_margin_pct: float | None | Unset = UNSET
    max_markdowns_per_item: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date = self.start_date.isoformat()

        end_date = self.end_date.isoformat()

        max_discount_pct: float | None | Unset
        if isinstance(self.max_discount_pct, Unset):
            max_discount_pct = UNSET
        else:
            max_discount_pct = self.max_discount_pct

        min_margin_pct: float | None | Unset
        if isinstance(self.min_margin_pct, Unset):
            min_margin_pct = UNSET
        else:
            min_margin_pct = self.min_margin_pct

        max_markdowns_per_item: int | None | Unset
        if isinstance(self.max_markdowns_per_item, Unset):
            max_markdowns_per_item = UNSET
        else:
            max_markdowns_per_item = self.max_markdowns_per_item

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "startDate": start_date,
                "endDate": end_date,
            }
        )
        if max_discount_pct is not UNSET:
            field_dict["maxDiscountPct"] = max_discount_pct
        if min_margin_pct is not UNSET:
            field_dict["minMarginPct"] = min_margin_pct
        if max_markdowns_per_item is not UNSET:
            field_dict["maxMarkdownsPerItem"] = max_markdowns_per_item

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        start_date = datetime.date.fromisoformat(d.pop("startDate"))

        end_date = datetime.date.fromisoformat(d.pop("endDate"))

        def _parse_max_discount_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_discount_pct = _parse_max_discount_pct(d.pop("maxDiscountPct", UNSET))

        def _parse_min_margin_pct(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_margin_pct = _parse_min_margin_pct(d.pop("minMarginPct", UNSET))

        def _parse_max_markdowns_per_item(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_markdowns_per_item = _parse_max_markdowns_per_item(d.pop("maxMarkdownsPerItem", UNSET))

        markdown_window_create = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            max_discount_pct=max_discount_pct,
            min_margin_pct=min_margin_pct,
            max_markdowns_per_item=max_markdowns_per_item,
        )

        return markdown_window_create
