from typing import Literal

ListOwnFileIngestionsStatusType0 = Literal["DELETED", "ERROR", "INGESTED", "UPLOADED"]

LIST_OWN_FILE_INGESTIONS_STATUS_TYPE_0_VALUES: set[ListOwnFileIngestionsStatusType0] = {
    "DELETED",
    "ERROR",
    "INGESTED",
    "UPLOADED",
}


def check_list_own_file_ingestions_status_type_0(value: str) -> ListOwnFileIngestionsStatusType0:
    if value in LIST_OWN_FILE_INGESTIONS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_OWN_FILE_INGESTIONS_STATUS_TYPE_0_VALUES!r}")
