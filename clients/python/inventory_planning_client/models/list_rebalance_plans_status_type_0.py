from typing import Literal

ListRebalancePlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_REBALANCE_PLANS_STATUS_TYPE_0_VALUES: set[ListRebalancePlansStatusType0] = {
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


def check_list_rebalance_plans_status_type_0(value: str) -> ListRebalancePlansStatusType0:
    if value in LIST_REBALANCE_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_REBALANCE_PLANS_STATUS_TYPE_0_VALUES!r}")
