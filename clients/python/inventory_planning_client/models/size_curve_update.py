from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.size_curve_update_shares import SizeCurveUpdateShares


T = TypeVar("T", bound="SizeCurveUpdate")


@_attrs_define
class SizeCurveUpdate:
    """Body of PATCH /api/size-curves/{id}: any of ``name``, ``brandId``, ``shares`` (a new ``shares``
    replaces the old one whole and adds up to 100 +/- 0.5); null is refused.

        Attributes:
            name (str | Unset):
            brand_id (str | Unset):
            shares (SizeCurveUpdateShares | Unset): sizeId -> percent of the brand's pieces; adding to 100 +/- 0.5
    """

    name: str | Unset = UNSET
    brand_id: str | Unset = UNSET
    shares: SizeCurveUpdateShares | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        brand_id = self.brand_id

        shares: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shares, Unset):
            shares = self.shares.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if brand_id is not UNSET:
            field_dict["brandId"] = brand_id
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.size_curve_update_shares import SizeCurveUpdateShares  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        brand_id = d.pop("brandId", UNSET)

        _shares = d.pop("shares", UNSET)
        shares: SizeCurveUpdateShares | Unset
        if isinstance(_shares, Unset):
            shares = UNSET
        else:
            shares = SizeCurveUpdateShares.from_dict(_shares)

        size_curve_update = cls(
            name=name,
            brand_id=brand_id,
            shares=shares,
        )

        return size_curve_update
