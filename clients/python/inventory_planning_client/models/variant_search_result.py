from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="VariantSearchResult")


@_attrs_define
class VariantSearchResult:
    """SPEC "Product variant search result" (size is not returned).

    Attributes:
        id (str):
        name (str):
        sku (str):
        barcode (None | str):
        external_reference (None | str):
        product_id (str):
        collection_id (None | str):
    """

    id: str
    name: str
    sku: str
    barcode: None | str
    external_reference: None | str
    product_id: str
    collection_id: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        sku = self.sku

        barcode: None | str
        barcode = self.barcode

        external_reference: None | str
        external_reference = self.external_reference

        product_id = self.product_id

        collection_id: None | str
        collection_id = self.collection_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "sku": sku,
                "barcode": barcode,
                "externalReference": external_reference,
                "productId": product_id,
                "collectionId": collection_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        sku = d.pop("sku")

        def _parse_barcode(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        barcode = _parse_barcode(d.pop("barcode"))

        def _parse_external_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_reference = _parse_external_reference(d.pop("externalReference"))

        product_id = d.pop("productId")

        def _parse_collection_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        collection_id = _parse_collection_id(d.pop("collectionId"))

        variant_search_result = cls(
            id=id,
            name=name,
            sku=sku,
            barcode=barcode,
            external_reference=external_reference,
            product_id=product_id,
            collection_id=collection_id,
        )

        return variant_search_result
