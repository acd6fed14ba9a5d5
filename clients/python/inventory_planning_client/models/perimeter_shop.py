from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.perimeter_product import PerimeterProduct


T = TypeVar("T", bound="PerimeterShop")


@_attrs_define
class PerimeterShop:
    """A shop of an instance's group, with its products.

    Attributes:
        id (str): the shop; '*' for a STOCKOUT row, over the alert's shops (every shop when it names none)
        product_ids (list[PerimeterProduct]):
    """

    id: str
    product_ids: list[PerimeterProduct]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        product_ids = []
        for product_ids_item_data in self.product_ids:
            product_ids_item = product_ids_item_data.to_dict()
            product_ids.append(product_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "productIds": product_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.perimeter_product import PerimeterProduct  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        product_ids = []
        _product_ids = d.pop("productIds")
        for product_ids_item_data in _product_ids:
            product_ids_item = PerimeterProduct.from_dict(product_ids_item_data)

            product_ids.append(product_ids_item)

        perimeter_shop = cls(
            id=id,
            product_ids=product_ids,
        )

        return perimeter_shop
