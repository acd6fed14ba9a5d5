from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MarkdownWindowMaxMarkdownsPerItem")


@_attrs_define
class MarkdownWindowMaxMarkdownsPerItem:
    """``{type: "markdown_window_max_markdowns_per_item"}``: "more markdowns of one item than allowed".

    Markdowns of an item (variant x size x shop) = the plan's in-scope lines of that item (the
    candidate included on add hooks; a plan holds one line per item) plus ``context.otherMarkdowns``,
    the other markdown plans overlapping the governing window that mark the item down. Checked for
    the items of the concerned lines against the window's ``maxMarkdownsPerItem``; fails when greater.

        Attributes:
            type_ (Literal['markdown_window_max_markdowns_per_item']):  Default: 'markdown_window_max_markdowns_per_item'.
    """

    type_: Literal["markdown_window_max_markdowns_per_item"] = "markdown_window_max_markdowns_per_item"

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
        type_ = cast(Literal["markdown_window_max_markdowns_per_item"], d.pop("type"))
        if type_ != "markdown_window_max_markdowns_per_item":
            raise ValueError(f"type must match const 'markdown_window_max_markdowns_per_item', got '{type_}'")

        markdown_window_max_markdowns_per_item = cls(
            type_=type_,
        )

        return markdown_window_max_markdowns_per_item
