from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpecDetection")


@_attrs_define
class SpecDetection:
    """When a spec is tried: files whose name matches ``filenamePattern`` (a glob; none: every file)
    and whose header holds every ``headerContains`` cell (besides the mapped columns).

        Attributes:
            header_contains (list[str] | Unset):
            filename_pattern (None | str | Unset):
    """

    header_contains: list[str] | Unset = UNSET
    filename_pattern: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        header_contains: list[str] | Unset = UNSET
        if not isinstance(self.header_contains, Unset):
            header_contains = self.header_contains

        filename_pattern: None | str | Unset
        if isinstance(self.filename_pattern, Unset):
            filename_pattern = UNSET
        else:
            filename_pattern = self.filename_pattern

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if header_contains is not UNSET:
            field_dict["headerContains"] = header_contains
        if filename_pattern is not UNSET:
            field_dict["filenamePattern"] = filename_pattern

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        header_contains = cast(list[str], d.pop("headerContains", UNSET))

        def _parse_filename_pattern(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        filename_pattern = _parse_filename_pattern(d.pop("filenamePattern", UNSET))

        spec_detection = cls(
            header_contains=header_contains,
            filename_pattern=filename_pattern,
        )

        return spec_detection
