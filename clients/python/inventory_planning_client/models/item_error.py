from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ItemError")


@_attrs_define
class ItemError:
    """A skipped line of add-items-to-plan: its ``index`` in ``items``, an errorCode and a message.

    Attributes:
        index (int):
        error_code (str):
        message (str):
        field (None | str | Unset):
    """

    index: int
    error_code: str
    message: str
    field: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        error_code = self.error_code

        message = self.message

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "errorCode": error_code,
                "message": message,
            }
        )
        if field is not UNSET:
            field_dict["field"] = field

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        error_code = d.pop("errorCode")

        message = d.pop("message")

        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))

        item_error = cls(
            index=index,
            error_code=error_code,
            message=message,
            field=field,
        )

        return item_error
