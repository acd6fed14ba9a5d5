from typing import Literal

AggregationBodySource = Literal[
    "inventory_items", "products", "sale_lines", "sales_forecasts", "stock_ledger", "stock_snapshot", "variants"
]

AGGREGATION_BODY_SOURCE_VALUES: set[AggregationBodySource] = {
    "inventory_items",
    "products",
    "sale_lines",
    "sales_forecasts",
    "stock_ledger",
    "stock_snapshot",
    "variants",
}


def check_aggregation_body_source(value: str) -> AggregationBodySource:
    if value in AGGREGATION_BODY_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AGGREGATION_BODY_SOURCE_VALUES!r}")
