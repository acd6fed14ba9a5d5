from typing import Literal

PatchFileIngestionStatusType0 = Literal["ERROR", "INGESTED"]

PATCH_FILE_INGESTION_STATUS_TYPE_0_VALUES: set[PatchFileIngestionStatusType0] = {
    "ERROR",
    "INGESTED",
}


def check_patch_file_ingestion_status_type_0(value: str) -> PatchFileIngestionStatusType0:
    if value in PATCH_FILE_INGESTION_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PATCH_FILE_INGESTION_STATUS_TYPE_0_VALUES!r}")
