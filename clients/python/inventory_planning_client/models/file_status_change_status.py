from typing import Literal

FileStatusChangeStatus = Literal["ERROR", "INGESTED"]

FILE_STATUS_CHANGE_STATUS_VALUES: set[FileStatusChangeStatus] = {
    "ERROR",
    "INGESTED",
}


def check_file_status_change_status(value: str) -> FileStatusChangeStatus:
    if value in FILE_STATUS_CHANGE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FILE_STATUS_CHANGE_STATUS_VALUES!r}")
