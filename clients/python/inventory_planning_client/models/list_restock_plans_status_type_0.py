from typing import Literal

ListRestockPlansStatusType0 = Literal["CLOSED", "DRAFT", "RECEIVED", "SENT", "VALIDATED"]

LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES: set[ListRestockPlansStatusType0] = {
    "CLOSED",
    "DRAFT",
    "RECEIVED",
    "SENT",
    "VALIDATED",
}


def check_list_restock_plans_status_type_0(value: str) -> ListRestockPlansStatusType0:
    if value in LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES!r}")
