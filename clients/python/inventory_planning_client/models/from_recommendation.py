from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.from_recommendation_domain import FromRecommendationDomain, check_from_recommendation_domain
from ..types import UNSET, Unset

T = TypeVar("T", bound="FromRecommendation")


@_attrs_define
class FromRecommendation:
    """SPEC POST /api/plans/from-recommendation: ``{domain, shopId, variantId, quantity?, discountPercent?,
    planId?}``. ``quantity`` (pieces) is required for restock and rebalance, ``discountPercent`` for
    markdown, ``planId`` for rebalance and markdown (restock without one creates a plan).

        Attributes:
            domain (FromRecommendationDomain):
            shop_id (str): restock: the destination shop; rebalance: the source shop; markdown: the shop
            variant_id (str):
            quantity (int | None | Unset):
            discount_percent (float | None | Unset):
            plan_id (None | str | Unset):
    """

    domain: FromRecommendationDomain
    shop_id: str
    variant_id: str
    quantity: int | None | Unset = UNSET
    discount_percent: float | None | Unset = UNSET
    plan_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        domain: str = self.domain

        shop_id = self.shop_id

        variant_id = self.variant_id

        quantity: int | None | Unset
        if isinstance(self.quantity, Unset):
            quantity = UNSET
        else:
            quantity = self.quantity

        discount_percent: float | None | Unset
        if isinstance(self.discount_percent, Unset):
            discount_percent = UNSET
        else:
            discount_percent = self.discount_percent

        plan_id: None | str | Unset
        if isinstance(self.plan_id, Unset):
            plan_id = UNSET
        else:
            plan_id = self.plan_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "domain": domain,
                "shopId": shop_id,
                "variantId": variant_id,
            }
        )
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if discount_percent is not UNSET:
            field_dict["discountPercent"] = discount_percent
        if plan_id is not UNSET:
            field_dict["planId"] = plan_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        domain = check_from_recommendation_domain(d.pop("domain"))

        shop_id = d.pop("shopId")

        variant_id = d.pop("variantId")

        def _parse_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        quantity = _parse_quantity(d.pop("quantity", UNSET))

        def _parse_discount_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        discount_percent = _parse_discount_percent(d.pop("discountPercent", UNSET))

        def _parse_plan_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        plan_id = _parse_plan_id(d.pop("planId", UNSET))

        from_recommendation = cls(
            domain=domain,
            shop_id=shop_id,
            variant_id=variant_id,
            quantity=quantity,
            discount_percent=discount_percent,
            plan_id=plan_id,
        )

        return from_recommendation
