from typing import Literal

RegisterFileIngestionFiletype = Literal[
    "csv", "database_dump", "excel", "image", "json", "other", "parquet", "sql", "tsv", "xml"
]

REGISTER_FILE_INGESTION_FILETYPE_VALUES: set[RegisterFileIngestionFiletype] = {
    "csv",
    "database_dump",
    "excel",
    "image",
    "json",
    "other",
    "parquet",
    "sql",
    "tsv",
    "xml",
}


def check_register_file_ingestion_filetype(value: str) -> RegisterFileIngestionFiletype:
    if value in REGISTER_FILE_INGESTION_FILETYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REGISTER_FILE_INGESTION_FILETYPE_VALUES!r}")
