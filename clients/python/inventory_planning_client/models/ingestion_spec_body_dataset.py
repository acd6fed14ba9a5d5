from typing import Literal

IngestionSpecBodyDataset = Literal[
    "catalogue", "movements", "order-lines", "price-calendar", "sales-lines", "shops", "stock-positions"
]

INGESTION_SPEC_BODY_DATASET_VALUES: set[IngestionSpecBodyDataset] = {
    "catalogue",
    "movements",
    "order-lines",
    "price-calendar",
    "sales-lines",
    "shops",
    "stock-positions",
}


def check_ingestion_spec_body_dataset(value: str) -> IngestionSpecBodyDataset:
    if value in INGESTION_SPEC_BODY_DATASET_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INGESTION_SPEC_BODY_DATASET_VALUES!r}")
