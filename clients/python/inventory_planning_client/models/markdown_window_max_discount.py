from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MarkdownWindowMaxDiscount")


@_attrs_define
class MarkdownWindowMaxDiscount:
    """``{type: "markdown_window_max_discount"}``: "discount over the window's maximum".

    Each concerned line's ``discountPercent`` must be <= the governing window's ``maxDiscountPct``;
    unmeasured without a window or without that limit.

        Attributes:
            type_ (Literal['markdown_window_max_discount']):  Default: 'markdown_window_max_discount'.
    """

    type_: Literal["markdown_window_max_discount"] = "markdown_window_max_discount"

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
        type_ = cast(Literal["markdown_window_max_discount"], d.pop("type"))
        if type_ != "markdown_window_max_discount":
            raise ValueError(f"type must match const 'markdown_window_max_discount', got '{type_}'")

        markdown_window_max_discount = cls(
            type_=type_,
        )

        return markdown_window_max_discount
