from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.size_curve_shares import SizeCurveShares


T = TypeVar("T", bound="SizeCurve")


@_attrs_define
class SizeCurve:
    """A brand's size curve: ``shares`` size id -> percent of the brand's pieces (adding to 100 +/- 0.5).

    Attributes:
        id (str):
        organization_id (str):
        name (str):
        brand_id (str):
        shares (SizeCurveShares): sizeId -> percent
        created_at (str):
        updated_at (str):
        created_by (str):
        updated_by (str):
    """

    id: str
    organization_id: str
    name: str
    brand_id: str
    shares: SizeCurveShares
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        name = self.name

        brand_id = self.brand_id

        shares = self.shares.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        created_by = self.created_by

        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "name": name,
                "brandId": brand_id,
                "shares": shares,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "createdBy": created_by,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.size_curve_shares import SizeCurveShares  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        name = d.pop("name")

        brand_id = d.pop("brandId")

        shares = SizeCurveShares.from_dict(d.pop("shares"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        created_by = d.pop("createdBy")

        updated_by = d.pop("updatedBy")

        size_curve = cls(
            id=id,
            organization_id=organization_id,
            name=name,
            brand_id=brand_id,
            shares=shares,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            updated_by=updated_by,
        )

        return size_curve
