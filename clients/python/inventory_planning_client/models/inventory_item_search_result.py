from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="InventoryItemSearchResult")


@_attrs_define
class InventoryItemSearchResult:
    """REFERENCE 1.7 inventory-item search result: ``score`` 2.0 exact SKU/code, 1.5 prefix, 0.3..1.0 name.

    Attributes:
        id (str):
        code (str):
        name (str):
        sku (str):
        product_id (str):
        variant_id (str):
        size_id (str):
        score (float):
    """

    id: str
    code: str
    name: str
    sku: str
    product_id: str
    variant_id: str
    size_id: str
    score: float

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        sku = self.sku

        product_id = self.product_id

        variant_id = self.variant_id

        size_id = self.size_id

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "sku": sku,
                "productId": product_id,
                "variantId": variant_id,
                "sizeId": size_id,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        sku = d.pop("sku")

        product_id = d.pop("productId")

        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        score = d.pop("score")

        inventory_item_search_result = cls(
            id=id,
            code=code,
            name=name,
            sku=sku,
            product_id=product_id,
            variant_id=variant_id,
            size_id=size_id,
            score=score,
        )

        return inventory_item_search_result
