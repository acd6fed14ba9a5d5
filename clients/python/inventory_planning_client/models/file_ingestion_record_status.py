from typing import Literal

FileIngestionRecordStatus = Literal["DELETED", "ERROR", "INGESTED", "UPLOADED"]

FILE_INGESTION_RECORD_STATUS_VALUES: set[FileIngestionRecordStatus] = {
    "DELETED",
    "ERROR",
    "INGESTED",
    "UPLOADED",
}


def check_file_ingestion_record_status(value: str) -> FileIngestionRecordStatus:
    if value in FILE_INGESTION_RECORD_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FILE_INGESTION_RECORD_STATUS_VALUES!r}")
