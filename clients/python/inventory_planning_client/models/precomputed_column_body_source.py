from typing import Literal

PrecomputedColumnBodySource = Literal[
    "inventory_items", "products", "sale_lines", "sales_forecasts", "stock_ledger", "stock_snapshot", "variants"
]

PRECOMPUTED_COLUMN_BODY_SOURCE_VALUES: set[PrecomputedColumnBodySource] = {
    "inventory_items",
    "products",
    "sale_lines",
    "sales_forecasts",
    "stock_ledger",
    "stock_snapshot",
    "variants",
}


def check_precomputed_column_body_source(value: str) -> PrecomputedColumnBodySource:
    if value in PRECOMPUTED_COLUMN_BODY_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PRECOMPUTED_COLUMN_BODY_SOURCE_VALUES!r}")
