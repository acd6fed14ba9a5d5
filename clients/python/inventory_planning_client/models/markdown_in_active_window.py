from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MarkdownInActiveWindow")


@_attrs_define
class MarkdownInActiveWindow:
    """``{type: "markdown_in_active_window"}``: "markdown outside an active window".

    When the organization has markdown windows and none is active on the service clock's day, each
    concerned line fails (actual 0 active windows against a threshold of 1). Without any window
    defined, markdowns are unrestricted and the lines pass unmeasured.

        Attributes:
            type_ (Literal['markdown_in_active_window']):  Default: 'markdown_in_active_window'.
    """

    type_: Literal["markdown_in_active_window"] = "markdown_in_active_window"

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
        type_ = cast(Literal["markdown_in_active_window"], d.pop("type"))
        if type_ != "markdown_in_active_window":
            raise ValueError(f"type must match const 'markdown_in_active_window', got '{type_}'")

        markdown_in_active_window = cls(
            type_=type_,
        )

        return markdown_in_active_window
