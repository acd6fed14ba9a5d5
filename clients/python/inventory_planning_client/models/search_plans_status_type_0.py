from typing import Literal

SearchPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

SEARCH_PLANS_STATUS_TYPE_0_VALUES: set[SearchPlansStatusType0] = {
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


def check_search_plans_status_type_0(value: str) -> SearchPlansStatusType0:
    if value in SEARCH_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEARCH_PLANS_STATUS_TYPE_0_VALUES!r}")
