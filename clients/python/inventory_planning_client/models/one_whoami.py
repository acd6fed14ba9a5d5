from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.whoami import Whoami


T = TypeVar("T", bound="OneWhoami")


@_attrs_define
class OneWhoami:
    """
    Attributes:
        success (bool):  Default: True.
        data (Whoami): SPEC "Whoami identity": user-session fields or api-token fields, by ``authKind``.
    """

    data: Whoami
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
        from ..models.whoami import Whoami  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = Whoami.from_dict(d.pop("data"))

        one_whoami = cls(
            success=success,
            data=data,
        )

        return one_whoami
