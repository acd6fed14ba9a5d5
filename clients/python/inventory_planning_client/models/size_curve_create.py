from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.size_curve_create_shares import SizeCurveCreateShares


T = TypeVar("T", bound="SizeCurveCreate")


@_attrs_define
class SizeCurveCreate:
    """Body of POST /api/size-curves: ``{name 1..255, brandId, shares: {sizeId: percent 0..100}}``,
    1..100 sizes adding up to 100 +/- 0.5. The brand must be the organization's (the service checks).

        Attributes:
            name (str):
            brand_id (str):
            shares (SizeCurveCreateShares): sizeId -> percent of the brand's pieces; adding to 100 +/- 0.5
    """

    name: str
    brand_id: str
    shares: SizeCurveCreateShares

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        brand_id = self.brand_id

        shares = self.shares.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "brandId": brand_id,
                "shares": shares,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.size_curve_create_shares import SizeCurveCreateShares  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        brand_id = d.pop("brandId")

        shares = SizeCurveCreateShares.from_dict(d.pop("shares"))

        size_curve_create = cls(
            name=name,
            brand_id=brand_id,
            shares=shares,
        )

        return size_curve_create
