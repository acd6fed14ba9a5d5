from typing import Literal

ListDataPlatformPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_DATA_PLATFORM_PLANS_STATUS_TYPE_0_VALUES: set[ListDataPlatformPlansStatusType0] = {
    "AGREED",
    "CLOSED",
    "CREDITED",
    "DRAFT",
    "IN_TRANSIT",
    "PROPOSED",
    "RECEIVED",
    "SENT",
    "SETTLED",
    "VALIDATED",
}


def check_list_data_platform_plans_status_type_0(value: str) -> ListDataPlatformPlansStatusType0:
    if value in LIST_DATA_PLATFORM_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_DATA_PLATFORM_PLANS_STATUS_TYPE_0_VALUES!r}")
