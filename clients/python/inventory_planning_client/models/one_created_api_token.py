from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.created_api_token import CreatedApiToken


T = TypeVar("T", bound="OneCreatedApiToken")


@_attrs_define
class OneCreatedApiToken:
    """
    Attributes:
        success (bool):  Default: True.
        data (CreatedApiToken): A token just created: the plaintext ``token`` is in this response only.
    """

    data: CreatedApiToken
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
        from ..models.created_api_token import CreatedApiToken  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = CreatedApiToken.from_dict(d.pop("data"))

        one_created_api_token = cls(
            success=success,
            data=data,
        )

        return one_created_api_token
