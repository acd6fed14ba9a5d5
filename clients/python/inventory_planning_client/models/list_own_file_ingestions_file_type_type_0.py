from typing import Literal

ListOwnFileIngestionsFileTypeType0 = Literal[
    "csv", "database_dump", "excel", "image", "json", "other", "parquet", "sql", "tsv", "xml"
]

LIST_OWN_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES: set[ListOwnFileIngestionsFileTypeType0] = {
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


def check_list_own_file_ingestions_file_type_type_0(value: str) -> ListOwnFileIngestionsFileTypeType0:
    if value in LIST_OWN_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_OWN_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES!r}")
