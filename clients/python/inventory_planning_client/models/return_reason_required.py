from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReturnReasonRequired")


@_attrs_define
class ReturnReasonRequired:
    """``{type: "return_reason_required", reasonCodes?}`` (issue 37): every concerned returned line
    carries a ``reasonCode``, one of ``reasonCodes`` (upper-case) when the list is given. A line without
    one (or with another) fails: actual 1 line against a threshold of 0.

        Attributes:
            type_ (Literal['return_reason_required']):  Default: 'return_reason_required'.
            reason_codes (list[str] | Unset):
    """

    type_: Literal["return_reason_required"] = "return_reason_required"
    reason_codes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason_codes: list[str] | Unset = UNSET
        if not isinstance(self.reason_codes, Unset):
            reason_codes = self.reason_codes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if reason_codes is not UNSET:
            field_dict["reasonCodes"] = reason_codes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["return_reason_required"], d.pop("type"))
        if type_ != "return_reason_required":
            raise ValueError(f"type must match const 'return_reason_required', got '{type_}'")

        reason_codes = cast(list[str], d.pop("reasonCodes", UNSET))

        return_reason_required = cls(
            type_=type_,
            reason_codes=reason_codes,
        )

        return return_reason_required
