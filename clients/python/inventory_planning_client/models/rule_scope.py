from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RuleScope")


@_attrs_define
class RuleScope:
    """Where a rule applies: ``{shopIds, brandIds, supplierIds, productIds, variantIds, collections, taxonomies}``.

    Each dimension is a list of at most 200 ids; an empty dimension means all. A line is in scope when, for every
    non-empty dimension, its value is listed (``collections`` matches ``collectionId``; ``taxonomies``
    matches any of ``taxonomyIds``). A line without a value for a non-empty dimension (e.g. no
    ``brandId`` while ``brandIds`` is set) is out of scope.

        Attributes:
            shop_ids (list[str] | Unset):
            brand_ids (list[str] | Unset):
            supplier_ids (list[str] | Unset):
            product_ids (list[str] | Unset):
            variant_ids (list[str] | Unset):
            collections (list[str] | Unset):
            taxonomies (list[str] | Unset):
    """

    shop_ids: list[str] | Unset = UNSET
    brand_ids: list[str] | Unset = UNSET
    supplier_ids: list[str] | Unset = UNSET
    product_ids: list[str] | Unset = UNSET
    variant_ids: list[str] | Unset = UNSET
    collections: list[str] | Unset = UNSET
    taxonomies: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        shop_ids: list[str] | Unset = UNSET
        if not isinstance(self.shop_ids, Unset):
            shop_ids = self.shop_ids

        brand_ids: list[str] | Unset = UNSET
        if not isinstance(self.brand_ids, Unset):
            brand_ids = self.brand_ids

        supplier_ids: list[str] | Unset = UNSET
        if not isinstance(self.supplier_ids, Unset):
            supplier_ids = self.supplier_ids

        product_ids: list[str] | Unset = UNSET
        if not isinstance(self.product_ids, Unset):
            product_ids = self.product_ids

        variant_ids: list[str] | Unset = UNSET
        if not isinstance(self.variant_ids, Unset):
            variant_ids = self.variant_ids

        collections: list[str] | Unset = UNSET
        if not isinstance(self.collections, Unset):
            collections = self.collections

        taxonomies: list[str] | Unset = UNSET
        if not isinstance(self.taxonomies, Unset):
            taxonomies = self.taxonomies

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if shop_ids is not UNSET:
            field_dict["shopIds"] = shop_ids
        if brand_ids is not UNSET:
            field_dict["brandIds"] = brand_ids
        if supplier_ids is not UNSET:
            field_dict["supplierIds"] = supplier_ids
        if product_ids is not UNSET:
            field_dict["productIds"] = product_ids
        if variant_ids is not UNSET:
            field_dict["variantIds"] = variant_ids
        if collections is not UNSET:
            field_dict["collections"] = collections
        if taxonomies is not UNSET:
            field_dict["taxonomies"] = taxonomies

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        shop_ids = cast(list[str], d.pop("shopIds", UNSET))

        brand_ids = cast(list[str], d.pop("brandIds", UNSET))

        supplier_ids = cast(list[str], d.pop("supplierIds", UNSET))

        product_ids = cast(list[str], d.pop("productIds", UNSET))

        variant_ids = cast(list[str], d.pop("variantIds", UNSET))

        collections = cast(list[str], d.pop("collections", UNSET))

        taxonomies = cast(list[str], d.pop("taxonomies", UNSET))

        rule_scope = cls(
            shop_ids=shop_ids,
            brand_ids=brand_ids,
            supplier_ids=supplier_ids,
            product_ids=product_ids,
            variant_ids=variant_ids,
            collections=collections,
            taxonomies=taxonomies,
        )

        return rule_scope
