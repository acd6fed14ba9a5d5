from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.provisioned_organization import ProvisionedOrganization


T = TypeVar("T", bound="OneProvisionedOrganization")


@_attrs_define
class OneProvisionedOrganization:
    """
    Attributes:
        success (bool):  Default: True.
        data (ProvisionedOrganization): A new organization and its first service-account token (every permission; shown
            once).
    """

    data: ProvisionedOrganization
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
        from ..models.provisioned_organization import ProvisionedOrganization  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = ProvisionedOrganization.from_dict(d.pop("data"))

        one_provisioned_organization = cls(
            success=success,
            data=data,
        )

        return one_provisioned_organization
