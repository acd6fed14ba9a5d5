from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.markdown_window import MarkdownWindow


T = TypeVar("T", bound="OneMarkdownWindow")


@_attrs_define
class OneMarkdownWindow:
    """
    Attributes:
        success (bool):  Default: True.
        data (MarkdownWindow): A markdown window: dates both included, ``state`` derived on the service clock's day,
            limits
            in percent (null: no limit).
    """

    data: MarkdownWindow
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.markdown_window import MarkdownWindow  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = MarkdownWindow.from_dict(d.pop("data"))

        one_markdown_window = cls(
            success=success,
            data=data,
        )

        return one_markdown_window
