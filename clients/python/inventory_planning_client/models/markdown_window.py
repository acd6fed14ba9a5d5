from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.markdown_window_state import MarkdownWindowState, check_markdown_window_state

T = TypeVar("T", bound="MarkdownWindow")


@_attrs_define
class MarkdownWindow:
    """A markdown window: dates both included, ``state`` derived on the service clock's day, limits
    in percent (null: no limit).

        Attributes:
            id (str):
            organization_id (str):
            name (str):
            start_date (str): YYYY-MM-DD, the first day of the window
            end_date (str): YYYY-MM-DD, the last day of the window
            max_discount_pct (float | None): the largest markdown, percent off the list price; null: no limit
            min_margin_pct (float | None): the smallest margin after discount, percent of the net price; null: no limit
            max_markdowns_per_item (int | None): markdown lines one item (variant x size x shop) may take in a plan
            state (MarkdownWindowState): on the service clock's day
            created_at (str):
            updated_at (str):
            created_by (str):
            updated_by (str):
    """

    id: str
    organization_id: str
    name: str
    start_date: str
    end_date: str
    max_discount_pct: float | None
    min_margin_pct: float | None
    max_markdowns_per_item: int | None
    state: MarkdownWindowState
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        name = self.name

        start_date = self.start_date

        end_date = self.end_date

        max_discount_pct: float | None
        max_discount_pct = self.max_discount_pct

        min_margin_pct: float | None
        min_margin_pct = self.min_margin_pct

        max_markdowns_per_item: int | None
        max_markdowns_per_item = self.max_markdowns_per_item

        state: str = self.state

        created_at = self.created_at

        updated_at = self.updated_at

        created_by = self.created_by

        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "name": name,
                "startDate": start_date,
                "endDate": end_date,
                "maxDiscountPct": max_discount_pct,
                "minMarginPct": min_margin_pct,
                "maxMarkdownsPerItem": max_markdowns_per_item,
                "state": state,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "createdBy": created_by,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        name = d.pop("name")

        start_date = d.pop("startDate")

        end_date = d.pop("endDate")

        def _parse_max_discount_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        max_discount_pct = _parse_max_discount_pct(d.pop("maxDiscountPct"))

        def _parse_min_margin_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        min_margin_pct = _parse_min_margin_pct(d.pop("minMarginPct"))

        def _parse_max_markdowns_per_item(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_markdowns_per_item = _parse_max_markdowns_per_item(d.pop("maxMarkdownsPerItem"))

        state = check_markdown_window_state(d.pop("state"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        created_by = d.pop("createdBy")

        updated_by = d.pop("updatedBy")

        markdown_window = cls(
            id=id,
            organization_id=organization_id,
            name=name,
            start_date=start_date,
            end_date=end_date,
            max_discount_pct=max_discount_pct,
            min_margin_pct=min_margin_pct,
            max_markdowns_per_item=max_markdowns_per_item,
            state=state,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            updated_by=updated_by,
        )

        return markdown_window
