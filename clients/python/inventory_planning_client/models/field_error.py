from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FieldError")


@_attrs_define
class FieldError:
    """One failing field of a 422: ``{field, code, message}``.

    Attributes:
        field (str):
        code (str):
        message (str):
    """

    field: str
    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        code = d.pop("code")

        message = d.pop("message")

        field_error = cls(
            field=field,
            code=code,
            message=message,
        )

        return field_error
