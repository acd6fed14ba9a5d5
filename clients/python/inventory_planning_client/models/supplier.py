from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Supplier")


@_attrs_define
class Supplier:
    """A supplier of the organization's catalogue (the catalogue rows' ``supplierCode``).

    Attributes:
        id (str): stable: the same code always gives the same id in an organization
        code (str): the catalogue's supplierCode, upper-case
        name (str): the supplier's name (the code: the catalogue gives no other)
        variant_count (int): ProductVariants of this supplier
    """

    id: str
    code: str
    name: str
    variant_count: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        code = self.code

        name = self.name

        variant_count = self.variant_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "code": code,
                "name": name,
                "variantCount": variant_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        code = d.pop("code")

        name = d.pop("name")

        variant_count = d.pop("variantCount")

        supplier = cls(
            id=id,
            code=code,
            name=name,
            variant_count=variant_count,
        )

        return supplier
