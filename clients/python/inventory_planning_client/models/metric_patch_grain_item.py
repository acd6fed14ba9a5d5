from typing import Literal

MetricPatchGrainItem = Literal["brand", "day", "inventory_item", "organization", "product", "shop", "variant"]

METRIC_PATCH_GRAIN_ITEM_VALUES: set[MetricPatchGrainItem] = {
    "brand",
    "day",
    "inventory_item",
    "organization",
    "product",
    "shop",
    "variant",
}


def check_metric_patch_grain_item(value: str) -> MetricPatchGrainItem:
    if value in METRIC_PATCH_GRAIN_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {METRIC_PATCH_GRAIN_ITEM_VALUES!r}")
