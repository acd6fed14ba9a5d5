from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MarkdownItemAddTyped")


@_attrs_define
class MarkdownItemAddTyped:
    """Generic add-item body for MARKDOWN.

    Attributes:
        variant_id (str):
        size_id (str):
        shop_id (str):
        discount_percent (float): percent, 0..100
        plan_type (Literal['MARKDOWN']):
        reason (None | str | Unset):
    """

    variant_id: str
    size_id: str
    shop_id: str
    discount_percent: float
    plan_type: Literal["MARKDOWN"]
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        shop_id = self.shop_id

        discount_percent = self.discount_percent

        plan_type = self.plan_type

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "discountPercent": discount_percent,
                "planType": plan_type,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        shop_id = d.pop("shopId")

        discount_percent = d.pop("discountPercent")

        plan_type = cast(Literal["MARKDOWN"], d.pop("planType"))
        if plan_type != "MARKDOWN":
            raise ValueError(f"planType must match const 'MARKDOWN', got '{plan_type}'")

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        markdown_item_add_typed = cls(
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            discount_percent=discount_percent,
            plan_type=plan_type,
            reason=reason,
        )

        return markdown_item_add_typed
