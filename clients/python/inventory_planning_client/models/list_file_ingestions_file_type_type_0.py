from typing import Literal

ListFileIngestionsFileTypeType0 = Literal[
    "csv", "database_dump", "excel", "image", "json", "other", "parquet", "sql", "tsv", "xml"
]

LIST_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES: set[ListFileIngestionsFileTypeType0] = {
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


def check_list_file_ingestions_file_type_type_0(value: str) -> ListFileIngestionsFileTypeType0:
    if value in LIST_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_FILE_INGESTIONS_FILE_TYPE_TYPE_0_VALUES!r}")
