from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MarkdownWindowMinMargin")


@_attrs_define
class MarkdownWindowMinMargin:
    """``{type: "markdown_window_min_margin"}``: "margin after discount under the window's minimum".

    As ``min_margin_after_discount_percent`` (``margin = (net - unitCost) / net x 100``, ``net = listPrice
    x (1 - discountPercent / 100)``) against the governing window's ``minMarginPct``; lines without a
    list price or unit cost are unmeasured, a line with net 0 fails.

        Attributes:
            type_ (Literal['markdown_window_min_margin']):  Default: 'markdown_window_min_margin'.
    """

    type_: Literal["markdown_window_min_margin"] = "markdown_window_min_margin"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["markdown_window_min_margin"], d.pop("type"))
        if type_ != "markdown_window_min_margin":
            raise ValueError(f"type must match const 'markdown_window_min_margin', got '{type_}'")

        markdown_window_min_margin = cls(
            type_=type_,
        )

        return markdown_window_min_margin
