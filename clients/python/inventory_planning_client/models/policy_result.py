from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.brand_figures import BrandFigures
    from ..models.figures import Figures
    from ..models.lost_position import LostPosition
    from ..models.shop_figures import ShopFigures
    from ..models.week_figures import WeekFigures


T = TypeVar("T", bound="PolicyResult")


@_attrs_define
class PolicyResult:
    """What one policy delivered: totals, by week, by shop, by brand, censored demand, top lost positions.

    Attributes:
        totals (Figures): What a policy delivered over a set of position-days (docs/intelligence.md "Decision replay").
        by_week (list[WeekFigures]):
        by_shop (list[ShopFigures]):
        by_brand (list[BrandFigures]):
        censored_demand_days (int): position-days whose recorded closing stock was 0: the recorded sales (the demand)
            understate the true demand
        top_lost_positions (list[LostPosition]):
    """

    totals: Figures
    by_week: list[WeekFigures]
    by_shop: list[ShopFigures]
    by_brand: list[BrandFigures]
    censored_demand_days: int
    top_lost_positions: list[LostPosition]

    def to_dict(self) -> dict[str, Any]:
        totals = self.totals.to_dict()

        by_week = []
        for by_week_item_data in self.by_week:
            by_week_item = by_week_item_data.to_dict()
            by_week.append(by_week_item)

        by_shop = []
        for by_shop_item_data in self.by_shop:
            by_shop_item = by_shop_item_data.to_dict()
            by_shop.append(by_shop_item)

        by_brand = []
        for by_brand_item_data in self.by_brand:
            by_brand_item = by_brand_item_data.to_dict()
            by_brand.append(by_brand_item)

        censored_demand_days = self.censored_demand_days

        top_lost_positions = []
        for top_lost_positions_item_data in self.top_lost_positions:
            top_lost_positions_item = top_lost_positions_item_data.to_dict()
            top_lost_positions.append(top_lost_positions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "totals": totals,
                "byWeek": by_week,
                "byShop": by_shop,
                "byBrand": by_brand,
                "censoredDemandDays": censored_demand_days,
                "topLostPositions": top_lost_positions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.brand_figures import BrandFigures  # noqa: PLC0415
        from ..models.figures import Figures  # noqa: PLC0415
        from ..models.lost_position import LostPosition  # noqa: PLC0415
        from ..models.shop_figures import ShopFigures  # noqa: PLC0415
        from ..models.week_figures import WeekFigures  # noqa: PLC0415

        d = dict(src_dict)
        totals = Figures.from_dict(d.pop("totals"))

        by_week = []
        _by_week = d.pop("byWeek")
        for by_week_item_data in _by_week:
            by_week_item = WeekFigures.from_dict(by_week_item_data)

            by_week.append(by_week_item)

        by_shop = []
        _by_shop = d.pop("byShop")
        for by_shop_item_data in _by_shop:
            by_shop_item = ShopFigures.from_dict(by_shop_item_data)

            by_shop.append(by_shop_item)

        by_brand = []
        _by_brand = d.pop("byBrand")
        for by_brand_item_data in _by_brand:
            by_brand_item = BrandFigures.from_dict(by_brand_item_data)

            by_brand.append(by_brand_item)

        censored_demand_days = d.pop("censoredDemandDays")

        top_lost_positions = []
        _top_lost_positions = d.pop("topLostPositions")
        for top_lost_positions_item_data in _top_lost_positions:
            top_lost_positions_item = LostPosition.from_dict(top_lost_positions_item_data)

            top_lost_positions.append(top_lost_positions_item)

        policy_result = cls(
            totals=totals,
            by_week=by_week,
            by_shop=by_shop,
            by_brand=by_brand,
            censored_demand_days=censored_demand_days,
            top_lost_positions=top_lost_positions,
        )

        return policy_result
