from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SkippedEntity")


@_attrs_define
class SkippedEntity:
    """An entity of the instance that is not an item, and why.

    Attributes:
        variant_id (None | str):
        shop_id (None | str):
        reason (str):
    """

    variant_id: None | str
    shop_id: None | str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        variant_id: None | str
        variant_id = self.variant_id

        shop_id: None | str
        shop_id = self.shop_id

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "shopId": shop_id,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_variant_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_id = _parse_variant_id(d.pop("variantId"))

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        reason = d.pop("reason")

        skipped_entity = cls(
            variant_id=variant_id,
            shop_id=shop_id,
            reason=reason,
        )

        return skipped_entity
