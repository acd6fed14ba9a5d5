from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SkippedLine")


@_attrs_define
class SkippedLine:
    """A scenario line refused when applied (a BLOCK rule, the catalogue).

    Attributes:
        variant_id (str):
        size_id (str):
        error_code (str):
        message (str):
    """

    variant_id: str
    size_id: str
    error_code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        error_code = self.error_code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "errorCode": error_code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        error_code = d.pop("errorCode")

        message = d.pop("message")

        skipped_line = cls(
            variant_id=variant_id,
            size_id=size_id,
            error_code=error_code,
            message=message,
        )

        return skipped_line
