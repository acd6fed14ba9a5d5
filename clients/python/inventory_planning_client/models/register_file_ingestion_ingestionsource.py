from typing import Literal

RegisterFileIngestionIngestionsource = Literal["app", "client-importer"]

REGISTER_FILE_INGESTION_INGESTIONSOURCE_VALUES: set[RegisterFileIngestionIngestionsource] = {
    "app",
    "client-importer",
}


def check_register_file_ingestion_ingestionsource(value: str) -> RegisterFileIngestionIngestionsource:
    if value in REGISTER_FILE_INGESTION_INGESTIONSOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REGISTER_FILE_INGESTION_INGESTIONSOURCE_VALUES!r}")
