from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.replay_position_policies import ReplayPositionPolicies


T = TypeVar("T", bound="ReplayPosition")


@_attrs_define
class ReplayPosition:
    """A kept position of a replay (one of the top lost positions of any policy) under every policy.

    Attributes:
        variant_id (str):
        size_id (str):
        shop_id (str):
        brand_id (None | str):
        policies (ReplayPositionPolicies):
    """

    variant_id: str
    size_id: str
    shop_id: str
    brand_id: None | str
    policies: ReplayPositionPolicies

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        size_id = self.size_id

        shop_id = self.shop_id

        brand_id: None | str
        brand_id = self.brand_id

        policies = self.policies.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "brandId": brand_id,
                "policies": policies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_position_policies import ReplayPositionPolicies  # noqa: PLC0415

        d = dict(src_dict)
        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        shop_id = d.pop("shopId")

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        policies = ReplayPositionPolicies.from_dict(d.pop("policies"))

        replay_position = cls(
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            brand_id=brand_id,
            policies=policies,
        )

        return replay_position
