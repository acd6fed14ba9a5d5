from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProductVariantRow")


@_attrs_define
class ProductVariantRow:
    """REFERENCE 1.4 variant of a product: ``sold`` net units (all time), ``stock`` units on hand (every
    shop the caller's figures cover: docs/decisions/0024).

        Attributes:
            id (str):
            product_id (str):
            variant (str):
            colors (list[str]):
            gender (None | str):
            shape (None | str):
            sold (int | None): net units sold, all time; null without analytics.view; a shop-scoped caller's shops only
                (docs/decisions/0024)
            stock (float | None): units on hand; null without analytics.view; a shop-scoped caller's shops only
                (docs/decisions/0024)
    """

    id: str
    product_id: str
    variant: str
    colors: list[str]
    gender: None | str
    shape: None | str
    sold: int | None
    stock: float | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        product_id = self.product_id

        variant = self.variant

        colors = self.colors

        gender: None | str
        gender = self.gender

        shape: None | str
        shape = self.shape

        sold: int | None
        sold = self.sold

        stock: float | None
        stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "productId": product_id,
                "variant": variant,
                "colors": colors,
                "gender": gender,
                "shape": shape,
                "sold": sold,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        product_id = d.pop("productId")

        variant = d.pop("variant")

        colors = cast(list[str], d.pop("colors"))

        def _parse_gender(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gender = _parse_gender(d.pop("gender"))

        def _parse_shape(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shape = _parse_shape(d.pop("shape"))

        def _parse_sold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        sold = _parse_sold(d.pop("sold"))

        def _parse_stock(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock = _parse_stock(d.pop("stock"))

        product_variant_row = cls(
            id=id,
            product_id=product_id,
            variant=variant,
            colors=colors,
            gender=gender,
            shape=shape,
            sold=sold,
            stock=stock,
        )

        return product_variant_row
