from typing import Literal

ListApiTokensStatusType0 = Literal["active", "expired", "revoked"]

LIST_API_TOKENS_STATUS_TYPE_0_VALUES: set[ListApiTokensStatusType0] = {
    "active",
    "expired",
    "revoked",
}


def check_list_api_tokens_status_type_0(value: str) -> ListApiTokensStatusType0:
    if value in LIST_API_TOKENS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_API_TOKENS_STATUS_TYPE_0_VALUES!r}")
