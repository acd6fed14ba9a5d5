from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.inventory_risk_dead_stock_tier_type_0 import (
    InventoryRiskDeadStockTierType0,
    check_inventory_risk_dead_stock_tier_type_0,
)
from ..models.inventory_risk_risktype import InventoryRiskRisktype, check_inventory_risk_risktype
from ..models.inventory_risk_status import InventoryRiskStatus, check_inventory_risk_status
from ..models.inventory_risk_valuation_basis_type_0 import (
    InventoryRiskValuationBasisType0,
    check_inventory_risk_valuation_basis_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.suggested_action import SuggestedAction


T = TypeVar("T", bound="InventoryRisk")


@_attrs_define
class InventoryRisk:
    """A row of GET /api/inventory/risks: REFERENCE 2.2's stock-out row plus the risk type, a score in
    [0, 1], the numbers behind it and the suggested action (docs/intelligence.md "Inventory risks").

        Attributes:
            rank (int):
            risk_type (InventoryRiskRisktype):
            score (float):
            status (InventoryRiskStatus): the score's severity tier within the type (docs/intelligence.md "Inventory
                risks"): STOCKOUT < 7, 7-13, >= 14 days of supply or no sale; OVERSTOCK excess >= 0.5, >= 0.2, < 0.2 of the
                stock; SLOW_MOVER dead, very stale, stale; DISPLACED deficit elsewhere >= 0.5, >= 0.2, < 0.2 of the stock
            variant_id (str):
            variant_code (None | str):
            variant_name (None | str):
            product_id (None | str):
            product_name (None | str):
            product_image_url (None | str):
            brand_id (None | str):
            brand_name (None | str):
            shop_id (None | str): null for STOCKOUT (a variant over the shops asked)
            size_taxonomy_id (None | str): SLOW_MOVER rows only (variant x size x shop)
            closing_stock (float): units on hand at the latest stock snapshot before the run
            avg_daily_sales (float | None): units per day over the period (7, 30, 90 or 365 days)
            days_of_supply (float | None): days: closingStock / avgDailySales; null when nothing sold
            stock_value (float | None): units x unit value: the unit cost where known, else the price basis (retail price,
                else the median selling price); 0 only where no price is known
            valuation_basis (InventoryRiskValuationBasisType0 | None): what stockValue and excessValue are counted at (the
                least direct one over the sizes summed); null without any price
            lead_time_days (int | None):
            lead_time_demand (float | None): forecast units over the lead time
            stockout_probability (float | None): P(demand over the lead time > closingStock)
            horizon_days (int | None):
            horizon_demand (float | None): forecast units over the selling horizon
            last_sale_date (None | str):
            days_since_last_sale (int | None): days from the last sale to the day before the run; null: never sold
            suggested_action (SuggestedAction): What to do about a risk: RESTOCK, MARKDOWN or REBALANCE (with the
                destination shop).
            as_of (str): the risks run the row comes from (YYYY-MM-DD)
            excess_units (float | None | Unset): OVERSTOCK: closingStock - horizonDemand
            excess_value (float | None | Unset): OVERSTOCK: excessUnits x average unit value (valuationBasis)
            dead_stock_tier (InventoryRiskDeadStockTierType0 | None | Unset): SLOW_MOVER: 30-59, 60-89, >= 90 days or never
                sold
            sell_through_30_d (float | None | Unset): SLOW_MOVER: units sold in 30 days / (sold + on hand)
            destination_shop_id (None | str | Unset): DISPLACED: the shop short of it the most
            deficit_elsewhere (float | None | Unset): DISPLACED: units the short shops lack for 14 days of supply
    """

    rank: int
    risk_type: InventoryRiskRisktype
    score: float
    status: InventoryRiskStatus
    variant_id: str
    variant_code: None | str
    variant_name: None | str
    product_id: None | str
    product_name: None | str
    product_image_url: None | str
    brand_id: None | str
    brand_name: None | str
    shop_id: None | str
    size_taxonomy_id: None | str
    closing_stock: float
    avg_daily_sales: float | None
    days_of_supply: float | None
    stock_value: float | None
    valuation_basis: InventoryRiskValuationBasisType0 | None
    lead_time_days: int | None
    lead_time_demand: float | None
    stockout_probability: float | None
    horizon_days: int | None
    horizon_demand: float | None
    last_sale_date: None | str
    days_since_last_sale: int | None
    suggested_action: SuggestedAction
    as_of: str
    excess_units: float | None | Unset = UNSET
    excess_value: float | None | Unset = UNSET
    dead_stock_tier: InventoryRiskDeadStockTierType0 | None | Unset = UNSET
    sell_through_30_d: float | None | Unset = UNSET
    destination_shop_id: None | str | Unset = UNSET
    deficit_elsewhere: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        risk_type: str = self.risk_type

        score = self.score

        status: str = self.status

        variant_id = self.variant_id

        variant_code: None | str
        variant_code = self.variant_code

        variant_name: None | str
        variant_name = self.variant_name

        product_id: None | str
        product_id = self.product_id

        product_name: None | str
        product_name = self.product_name

        product_image_url: None | str
        product_image_url = self.product_image_url

        brand_id: None | str
        brand_id = self.brand_id

        brand_name: None | str
        brand_name = self.brand_name

        shop_id: None | str
        shop_id = self.shop_id

        size_taxonomy_id: None | str
        size_taxonomy_id = self.size_taxonomy_id

        closing_stock = self.closing_stock

        avg_daily_sales: float | None
        avg_daily_sales = self.avg_daily_sales

        days_of_supply: float | None
        days_of_supply = self.days_of_supply

        stock_value: float | None
        stock_value = self.stock_value

        valuation_basis: None | str
        if isinstance(self.valuation_basis, str):
            valuation_basis = self.valuation_basis
        else:
            valuation_basis = self.valuation_basis

        lead_time_days: int | None
        lead_time_days = self.lead_time_days

        lead_time_demand: float | None
        lead_time_demand = self.lead_time_demand

        stockout_probability: float | None
        stockout_probability = self.stockout_probability

        horizon_days: int | None
        horizon_days = self.horizon_days

        horizon_demand: float | None
        horizon_demand = self.horizon_demand

        last_sale_date: None | str
        last_sale_date = self.last_sale_date

        days_since_last_sale: int | None
        days_since_last_sale = self.days_since_last_sale

        suggested_action = self.suggested_action.to_dict()

        as_of = self.as_of

        excess_units: float | None | Unset
        if isinstance(self.excess_units, Unset):
            excess_units = UNSET
        else:
            excess_units = self.excess_units

        excess_value: float | None | Unset
        if isinstance(self.excess_value, Unset):
            excess_value = UNSET
        else:
            excess_value = self.excess_value

        dead_stock_tier: None | str | Unset
        if isinstance(self.dead_stock_tier, Unset):
            dead_stock_tier = UNSET
        elif isinstance(self.dead_stock_tier, str):
            dead_stock_tier = self.dead_stock_tier
        else:
            dead_stock_tier = self.dead_stock_tier

        sell_through_30_d: float | None | Unset
        if isinstance(self.sell_through_30_d, Unset):
            sell_through_30_d = UNSET
        else:
            sell_through_30_d = self.sell_through_30_d

        destination_shop_id: None | str | Unset
        if isinstance(self.destination_shop_id, Unset):
            destination_shop_id = UNSET
        else:
            destination_shop_id = self.destination_shop_id

        deficit_elsewhere: float | None | Unset
        if isinstance(self.deficit_elsewhere, Unset):
            deficit_elsewhere = UNSET
        else:
            deficit_elsewhere = self.deficit_elsewhere

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rank": rank,
                "riskType": risk_type,
                "score": score,
                "status": status,
                "variantId": variant_id,
                "variantCode": variant_code,
                "variantName": variant_name,
                "productId": product_id,
                "productName": product_name,
                "productImageUrl": product_image_url,
                "brandId": brand_id,
                "brandName": brand_name,
                "shopId": shop_id,
                "sizeTaxonomyId": size_taxonomy_id,
                "closingStock": closing_stock,
                "avgDailySales": avg_daily_sales,
                "daysOfSupply": days_of_supply,
                "stockValue": stock_value,
                "valuationBasis": valuation_basis,
                "leadTimeDays": lead_time_days,
                "leadTimeDemand": lead_time_demand,
                "stockoutProbability": stockout_probability,
                "horizonDays": horizon_days,
                "horizonDemand": horizon_demand,
                "lastSaleDate": last_sale_date,
                "daysSinceLastSale": days_since_last_sale,
                "suggestedAction": suggested_action,
                "asOf": as_of,
            }
        )
        if excess_units is not UNSET:
            field_dict["excessUnits"] = excess_units
        if excess_value is not UNSET:
            field_dict["excessValue"] = excess_value
        if dead_stock_tier is not UNSET:
            field_dict["deadStockTier"] = dead_stock_tier
        if sell_through_30_d is not UNSET:
            field_dict["sellThrough30d"] = sell_through_30_d
        if destination_shop_id is not UNSET:
            field_dict["destinationShopId"] = destination_shop_id
        if deficit_elsewhere is not UNSET:
            field_dict["deficitElsewhere"] = deficit_elsewhere

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.suggested_action import SuggestedAction  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        risk_type = check_inventory_risk_risktype(d.pop("riskType"))

        score = d.pop("score")

        status = check_inventory_risk_status(d.pop("status"))

        variant_id = d.pop("variantId")

        def _parse_variant_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_code = _parse_variant_code(d.pop("variantCode"))

        def _parse_variant_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant_name = _parse_variant_name(d.pop("variantName"))

        def _parse_product_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_id = _parse_product_id(d.pop("productId"))

        def _parse_product_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_name = _parse_product_name(d.pop("productName"))

        def _parse_product_image_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        product_image_url = _parse_product_image_url(d.pop("productImageUrl"))

        def _parse_brand_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_id = _parse_brand_id(d.pop("brandId"))

        def _parse_brand_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_name = _parse_brand_name(d.pop("brandName"))

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        def _parse_size_taxonomy_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        size_taxonomy_id = _parse_size_taxonomy_id(d.pop("sizeTaxonomyId"))

        closing_stock = d.pop("closingStock")

        def _parse_avg_daily_sales(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        avg_daily_sales = _parse_avg_daily_sales(d.pop("avgDailySales"))

        def _parse_days_of_supply(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        days_of_supply = _parse_days_of_supply(d.pop("daysOfSupply"))

        def _parse_stock_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock_value = _parse_stock_value(d.pop("stockValue"))

        def _parse_valuation_basis(data: object) -> InventoryRiskValuationBasisType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valuation_basis_type_0 = check_inventory_risk_valuation_basis_type_0(data)

                return valuation_basis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InventoryRiskValuationBasisType0 | None, data)

        valuation_basis = _parse_valuation_basis(d.pop("valuationBasis"))

        def _parse_lead_time_days(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lead_time_days = _parse_lead_time_days(d.pop("leadTimeDays"))

        def _parse_lead_time_demand(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        lead_time_demand = _parse_lead_time_demand(d.pop("leadTimeDemand"))

        def _parse_stockout_probability(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stockout_probability = _parse_stockout_probability(d.pop("stockoutProbability"))

        def _parse_horizon_days(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        horizon_days = _parse_horizon_days(d.pop("horizonDays"))

        def _parse_horizon_demand(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        horizon_demand = _parse_horizon_demand(d.pop("horizonDemand"))

        def _parse_last_sale_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_sale_date = _parse_last_sale_date(d.pop("lastSaleDate"))

        def _parse_days_since_last_sale(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        days_since_last_sale = _parse_days_since_last_sale(d.pop("daysSinceLastSale"))

        suggested_action = SuggestedAction.from_dict(d.pop("suggestedAction"))

        as_of = d.pop("asOf")

        def _parse_excess_units(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        excess_units = _parse_excess_units(d.pop("excessUnits", UNSET))

        def _parse_excess_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        excess_value = _parse_excess_value(d.pop("excessValue", UNSET))

        def _parse_dead_stock_tier(data: object) -> InventoryRiskDeadStockTierType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dead_stock_tier_type_0 = check_inventory_risk_dead_stock_tier_type_0(data)

                return dead_stock_tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InventoryRiskDeadStockTierType0 | None | Unset, data)

        dead_stock_tier = _parse_dead_stock_tier(d.pop("deadStockTier", UNSET))

        def _parse_sell_through_30_d(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        sell_through_30_d = _parse_sell_through_30_d(d.pop("sellThrough30d", UNSET))

        def _parse_destination_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        destination_shop_id = _parse_destination_shop_id(d.pop("destinationShopId", UNSET))

        def _parse_deficit_elsewhere(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        deficit_elsewhere = _parse_deficit_elsewhere(d.pop("deficitElsewhere", UNSET))

        inventory_risk = cls(
            rank=rank,
            risk_type=risk_type,
            score=score,
            status=status,
            variant_id=variant_id,
            variant_code=variant_code,
            variant_name=variant_name,
            product_id=product_id,
            product_name=product_name,
            product_image_url=product_image_url,
            brand_id=brand_id,
            brand_name=brand_name,
            shop_id=shop_id,
            size_taxonomy_id=size_taxonomy_id,
            closing_stock=closing_stock,
            avg_daily_sales=avg_daily_sales,
            days_of_supply=days_of_supply,
            stock_value=stock_value,
            valuation_basis=valuation_basis,
            lead_time_days=lead_time_days,
            lead_time_demand=lead_time_demand,
            stockout_probability=stockout_probability,
            horizon_days=horizon_days,
            horizon_demand=horizon_demand,
            last_sale_date=last_sale_date,
            days_since_last_sale=days_since_last_sale,
            suggested_action=suggested_action,
            as_of=as_of,
            excess_units=excess_units,
            excess_value=excess_value,
            dead_stock_tier=dead_stock_tier,
            sell_through_30_d=sell_through_30_d,
            destination_shop_id=destination_shop_id,
            deficit_elsewhere=deficit_elsewhere,
        )

        return inventory_risk
