from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.perimeter_variant import PerimeterVariant


T = TypeVar("T", bound="PerimeterProduct")


@_attrs_define
class PerimeterProduct:
    """A product of an instance's group, in one shop, with its variants.

    Attributes:
        id (str): the product ('*' where the row has none)
        variants (list[PerimeterVariant]):
    """

    id: str
    variants: list[PerimeterVariant]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "variants": variants,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.perimeter_variant import PerimeterVariant  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = PerimeterVariant.from_dict(variants_item_data)

            variants.append(variants_item)

        perimeter_product = cls(
            id=id,
            variants=variants,
        )

        return perimeter_product
