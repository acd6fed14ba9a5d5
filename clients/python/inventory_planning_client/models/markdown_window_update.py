from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarkdownWindowUpdate")


@_attrs_define
class MarkdownWindowUpdate:
    """Body of PATCH /api/markdown-calendars/{id}: any subset of :data:`EDITABLE`; absent fields stay,
    the three limits may be set to null (no limit), ``name`` and the dates may not. The window after
    the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``, ``range_errors``).

        Attributes:
            name (str | Unset):
            start_date (datetime.date | Unset): YYYY-MM-DD, 1900-01-01..2999-12-31
            end_date (datetime.date | Unset): YYYY-MM-DD, 1900-01-01..2999-12-31
            max_discount_pct (float | None | Unset):
            min_margin_pct (float | None | Unset):
            max_markdowns_per_item (int | None | Unset):
    """

    name: str | Unset = UNSET
    start_date: datetime.date | Unset = UNSET
    end_date: datetime.date | Unset = UNSET
    max_discount_pct: float | None | Unset = UNSET
    min_margin_pct: float | None | Unset = UNSET
    max_markdowns_per_item: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start_date: str | Unset = UNSET
        if not isinstance(self.start_date, Unset):
            start_date = self.start_date.isoformat()

        end_date: str | Unset = UNSET
        if not isinstance(self.end_date, Unset):
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

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if start_date is not UNSET:
            field_dict["startDate"] = start_date
        if end_date is not UNSET:
            field_dict["endDate"] = end_date
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
        name = d.pop("name", UNSET)

        _start_date = d.pop("startDate", UNSET)
        start_date: datetime.date | Unset
        if isinstance(_start_date, Unset):
            start_date = UNSET
        else:
            start_date = datetime.date.fromisoformat(_start_date)

        _end_date = d.pop("endDate", UNSET)
        end_date: datetime.date | Unset
        if isinstance(_end_date, Unset):
            end_date = UNSET
        else:
            end_date = datetime.date.fromisoformat(_end_date)

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

        markdown_window_update = cls(
            name=name,
            start_date=start_date,
            end_date=end_date,
            max_discount_pct=max_discount_pct,
            min_margin_pct=min_margin_pct,
            max_markdowns_per_item=max_markdowns_per_item,
        )

        return markdown_window_update
