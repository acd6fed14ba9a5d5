from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.scope_entitytype import ScopeEntitytype, check_scope_entitytype
from ..types import UNSET, Unset

T = TypeVar("T", bound="Scope")


@_attrs_define
class Scope:
    """What a rule evaluates: entities of ``entityType`` inside the brands, products and collections
    (empty: all), their positions in ``shopIds`` (empty: every shop).

        Attributes:
            entity_type (ScopeEntitytype):
            brand_ids (list[str] | Unset):
            product_ids (list[str] | Unset):
            collections (list[str] | Unset): collection ids
            shop_ids (list[str] | Unset):
    """

    entity_type: ScopeEntitytype
    brand_ids: list[str] | Unset = UNSET
    product_ids: list[str] | Unset = UNSET
    collections: list[str] | Unset = UNSET
    shop_ids: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        entity_type: str = self.entity_type

        brand_ids: list[str] | Unset = UNSET
        if not isinstance(self.brand_ids, Unset):
            brand_ids = self.brand_ids

        product_ids: list[str] | Unset = UNSET
        if not isinstance(self.product_ids, Unset):
            product_ids = self.product_ids

        collections: list[str] | Unset = UNSET
        if not isinstance(self.collections, Unset):
            collections = self.collections

        shop_ids: list[str] | Unset = UNSET
        if not isinstance(self.shop_ids, Unset):
            shop_ids = self.shop_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityType": entity_type,
            }
        )
        if brand_ids is not UNSET:
            field_dict["brandIds"] = brand_ids
        if product_ids is not UNSET:
            field_dict["productIds"] = product_ids
        if collections is not UNSET:
            field_dict["collections"] = collections
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_type = check_scope_entitytype(d.pop("entityType"))

        brand_ids = cast(list[str], d.pop("brandIds", UNSET))

        product_ids = cast(list[str], d.pop("productIds", UNSET))

        collections = cast(list[str], d.pop("collections", UNSET))

        shop_ids = cast(list[str], d.pop("shopIds", UNSET))

        scope = cls(
            entity_type=entity_type,
            brand_ids=brand_ids,
            product_ids=product_ids,
            collections=collections,
            shop_ids=shop_ids,
        )

        return scope
