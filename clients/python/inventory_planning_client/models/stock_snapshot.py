from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StockSnapshot")


@_attrs_define
class StockSnapshot:
    """Current stock of one variant x size x shop; values in the shop's currency.

    Attributes:
        variant_id (str):
        shop_id (str):
        size_taxonomy_id (str):
        current_stock_qty (float): units on hand
        stock_value (float | None): units x average unit cost; null when the cost is unknown
        stock_value_retail (float | None): units x retail price; null when the price is unknown
        average_unit_cost (float | None):
        avg_daily_sales_7_d (float | None): units per day over the last 7 days
        avg_daily_sales_30_d (float | None): units per day over the last 30 days
        days_of_supply (float | None): days: stock / avgDailySales30d; null when nothing sold
        snapshot_timestamp (str):
        updated_at (str):
    """

    variant_id: str
    shop_id: str
    size_taxonomy_id: str
    current_stock_qty: float
    stock_value: float | None
    stock_value_retail: float | None
    average_unit_cost: float | None
    avg_daily_sales_7_d: float | None
    avg_daily_sales_30_d: float | None
    days_of_supply: float | None
    snapshot_timestamp: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        shop_id = self.shop_id

        size_taxonomy_id = self.size_taxonomy_id

        current_stock_qty = self.current_stock_qty

        stock_value: float | None
        stock_value = self.stock_value

        stock_value_retail: float | None
        stock_value_retail = self.stock_value_retail

        average_unit_cost: float | None
        average_unit_cost = self.average_unit_cost

        avg_daily_sales_7_d: float | None
        avg_daily_sales_7_d = self.avg_daily_sales_7_d

        avg_daily_sales_30_d: float | None
        avg_daily_sales_30_d = self.avg_daily_sales_30_d

        days_of_supply: float | None
        days_of_supply = self.days_of_supply

        snapshot_timestamp = self.snapshot_timestamp

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "shopId": shop_id,
                "sizeTaxonomyId": size_taxonomy_id,
                "currentStockQty": current_stock_qty,
                "stockValue": stock_value,
                "stockValueRetail": stock_value_retail,
                "averageUnitCost": average_unit_cost,
                "avgDailySales7d": avg_daily_sales_7_d,
                "avgDailySales30d": avg_daily_sales_30_d,
                "daysOfSupply": days_of_supply,
                "snapshotTimestamp": snapshot_timestamp,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        shop_id = d.pop("shopId")

        size_taxonomy_id = d.pop("sizeTaxonomyId")

        current_stock_qty = d.pop("currentStockQty")

        def _parse_stock_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock_value = _parse_stock_value(d.pop("stockValue"))

        def _parse_stock_value_retail(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stock_value_retail = _parse_stock_value_retail(d.pop("stockValueRetail"))

        def _parse_average_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_unit_cost = _parse_average_unit_cost(d.pop("averageUnitCost"))

        def _parse_avg_daily_sales_7_d(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        avg_daily_sales_7_d = _parse_avg_daily_sales_7_d(d.pop("avgDailySales7d"))

        def _parse_avg_daily_sales_30_d(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        avg_daily_sales_30_d = _parse_avg_daily_sales_30_d(d.pop("avgDailySales30d"))

        def _parse_days_of_supply(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        days_of_supply = _parse_days_of_supply(d.pop("daysOfSupply"))

        snapshot_timestamp = d.pop("snapshotTimestamp")

        updated_at = d.pop("updatedAt")

        stock_snapshot = cls(
            variant_id=variant_id,
            shop_id=shop_id,
            size_taxonomy_id=size_taxonomy_id,
            current_stock_qty=current_stock_qty,
            stock_value=stock_value,
            stock_value_retail=stock_value_retail,
            average_unit_cost=average_unit_cost,
            avg_daily_sales_7_d=avg_daily_sales_7_d,
            avg_daily_sales_30_d=avg_daily_sales_30_d,
            days_of_supply=days_of_supply,
            snapshot_timestamp=snapshot_timestamp,
            updated_at=updated_at,
        )

        return stock_snapshot
