from typing import Literal

ListPreSeasonPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_PRE_SEASON_PLANS_STATUS_TYPE_0_VALUES: set[ListPreSeasonPlansStatusType0] = {
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


def check_list_pre_season_plans_status_type_0(value: str) -> ListPreSeasonPlansStatusType0:
    if value in LIST_PRE_SEASON_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_PRE_SEASON_PLANS_STATUS_TYPE_0_VALUES!r}")
