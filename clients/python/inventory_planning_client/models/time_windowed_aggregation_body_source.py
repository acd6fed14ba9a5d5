from typing import Literal

TimeWindowedAggregationBodySource = Literal[
    "inventory_items", "products", "sale_lines", "sales_forecasts", "stock_ledger", "stock_snapshot", "variants"
]

TIME_WINDOWED_AGGREGATION_BODY_SOURCE_VALUES: set[TimeWindowedAggregationBodySource] = {
    "inventory_items",
    "products",
    "sale_lines",
    "sales_forecasts",
    "stock_ledger",
    "stock_snapshot",
    "variants",
}


def check_time_windowed_aggregation_body_source(value: str) -> TimeWindowedAggregationBodySource:
    if value in TIME_WINDOWED_AGGREGATION_BODY_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_WINDOWED_AGGREGATION_BODY_SOURCE_VALUES!r}")
