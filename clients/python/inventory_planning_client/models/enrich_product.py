from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="EnrichProduct")


@_attrs_define
class EnrichProduct:
    """Body of POST /api/enrich-product (SPEC).

    Attributes:
        message_type (Literal['PRODUCT_ENRICH']):
        product_id (str):
    """

    message_type: Literal["PRODUCT_ENRICH"]
    product_id: str

    def to_dict(self) -> dict[str, Any]:
        message_type = self.message_type

        product_id = self.product_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "messageType": message_type,
                "productId": product_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message_type = cast(Literal["PRODUCT_ENRICH"], d.pop("messageType"))
        if message_type != "PRODUCT_ENRICH":
            raise ValueError(f"messageType must match const 'PRODUCT_ENRICH', got '{message_type}'")

        product_id = d.pop("productId")

        enrich_product = cls(
            message_type=message_type,
            product_id=product_id,
        )

        return enrich_product
