from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.perimeter_shop import PerimeterShop


T = TypeVar("T", bound="PerimeterResults")


@_attrs_define
class PerimeterResults:
    """What an instance's group holds: its first 50 shop x product x variant triples, each with its
    own value, and its brands.

        Attributes:
            shop_ids (list[PerimeterShop] | Unset):
            brand_ids (list[str] | Unset):
    """

    shop_ids: list[PerimeterShop] | Unset = UNSET
    brand_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shop_ids: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.shop_ids, Unset):
            shop_ids = []
            for shop_ids_item_data in self.shop_ids:
                shop_ids_item = shop_ids_item_data.to_dict()
                shop_ids.append(shop_ids_item)

        brand_ids: list[str] | Unset = UNSET
        if not isinstance(self.brand_ids, Unset):
            brand_ids = self.brand_ids

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids
        if brand_ids is not UNSET:
            field_dict["brandIds"] = brand_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.perimeter_shop import PerimeterShop  # noqa: PLC0415

        d = dict(src_dict)
        _shop_ids = d.pop("shopIds", UNSET)
        shop_ids: list[PerimeterShop] | Unset = UNSET
        if _shop_ids is not UNSET:
            shop_ids = []
            for shop_ids_item_data in _shop_ids:
                shop_ids_item = PerimeterShop.from_dict(shop_ids_item_data)

                shop_ids.append(shop_ids_item)

        brand_ids = cast(list[str], d.pop("brandIds", UNSET))

        perimeter_results = cls(
            shop_ids=shop_ids,
            brand_ids=brand_ids,
        )

        return perimeter_results
