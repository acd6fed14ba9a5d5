from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_token import ApiToken


T = TypeVar("T", bound="OneApiToken")


@_attrs_define
class OneApiToken:
    """
    Attributes:
        success (bool):  Default: True.
        data (ApiToken): A service-account token as listed: never the plaintext, only ``lastChars``.
    """

    data: ApiToken
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
        from ..models.api_token import ApiToken  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ApiToken.from_dict(d.pop("data"))

        one_api_token = cls(
            success=success,
            data=data,
        )

        return one_api_token
