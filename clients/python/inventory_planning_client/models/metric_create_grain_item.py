from typing import Literal

MetricCreateGrainItem = Literal["brand", "day", "inventory_item", "organization", "product", "shop", "variant"]

METRIC_CREATE_GRAIN_ITEM_VALUES: set[MetricCreateGrainItem] = {
    "brand",
    "day",
    "inventory_item",
    "organization",
    "product",
    "shop",
    "variant",
}


def check_metric_create_grain_item(value: str) -> MetricCreateGrainItem:
    if value in METRIC_CREATE_GRAIN_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {METRIC_CREATE_GRAIN_ITEM_VALUES!r}")
