from typing import Literal

IngestionSpecBodyStatus = Literal["ACTIVE", "ARCHIVED", "DRAFT"]

INGESTION_SPEC_BODY_STATUS_VALUES: set[IngestionSpecBodyStatus] = {
    "ACTIVE",
    "ARCHIVED",
    "DRAFT",
}


def check_ingestion_spec_body_status(value: str) -> IngestionSpecBodyStatus:
    if value in INGESTION_SPEC_BODY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INGESTION_SPEC_BODY_STATUS_VALUES!r}")
