from typing import Literal

ListRestockPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES: set[ListRestockPlansStatusType0] = {
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


def check_list_restock_plans_status_type_0(value: str) -> ListRestockPlansStatusType0:
    if value in LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_RESTOCK_PLANS_STATUS_TYPE_0_VALUES!r}")
