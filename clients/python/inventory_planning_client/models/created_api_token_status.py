from typing import Literal

CreatedApiTokenStatus = Literal["active", "expired", "revoked"]

CREATED_API_TOKEN_STATUS_VALUES: set[CreatedApiTokenStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_created_api_token_status(value: str) -> CreatedApiTokenStatus:
    if value in CREATED_API_TOKEN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATED_API_TOKEN_STATUS_VALUES!r}")
