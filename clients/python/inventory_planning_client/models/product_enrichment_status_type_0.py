from typing import Literal

ProductEnrichmentStatusType0 = Literal["ENRICHED", "FAILED", "QUEUED"]

PRODUCT_ENRICHMENT_STATUS_TYPE_0_VALUES: set[ProductEnrichmentStatusType0] = {
    "ENRICHED",
    "FAILED",
    "QUEUED",
}


def check_product_enrichment_status_type_0(value: str) -> ProductEnrichmentStatusType0:
    if value in PRODUCT_ENRICHMENT_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PRODUCT_ENRICHMENT_STATUS_TYPE_0_VALUES!r}")
