from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandNotRestricted")


@_attrs_define
class BrandNotRestricted:
    """``{type: "brand_not_restricted"}``: REFERENCE 5.3's BRAND_RESTRICTION org list. A concerned line
    whose ``brandId`` is in ``context.restrictedBrandIds`` fails; lines without a brand are unmeasured.

        Attributes:
            type_ (Literal['brand_not_restricted']):  Default: 'brand_not_restricted'.
    """

    type_: Literal["brand_not_restricted"] = "brand_not_restricted"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["brand_not_restricted"], d.pop("type"))
        if type_ != "brand_not_restricted":
            raise ValueError(f"type must match const 'brand_not_restricted', got '{type_}'")

        brand_not_restricted = cls(
            type_=type_,
        )

        return brand_not_restricted
