from typing import Literal

UnplannedVariantReason = Literal["NO_COMPARABLE", "NO_RETAIL_PRICE", "NO_SIZES", "NO_UNIT_COST"]

UNPLANNED_VARIANT_REASON_VALUES: set[UnplannedVariantReason] = {
    "NO_COMPARABLE",
    "NO_RETAIL_PRICE",
    "NO_SIZES",
    "NO_UNIT_COST",
}


def check_unplanned_variant_reason(value: str) -> UnplannedVariantReason:
    if value in UNPLANNED_VARIANT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNPLANNED_VARIANT_REASON_VALUES!r}")
