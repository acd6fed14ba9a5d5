from typing import Literal

ListFileIngestionsStatusType0 = Literal["DELETED", "ERROR", "INGESTED", "UPLOADED"]

LIST_FILE_INGESTIONS_STATUS_TYPE_0_VALUES: set[ListFileIngestionsStatusType0] = {
    "DELETED",
    "ERROR",
    "INGESTED",
    "UPLOADED",
}


def check_list_file_ingestions_status_type_0(value: str) -> ListFileIngestionsStatusType0:
    if value in LIST_FILE_INGESTIONS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_FILE_INGESTIONS_STATUS_TYPE_0_VALUES!r}")
