from typing import Literal

ApiTokenStatus = Literal["active", "expired", "revoked"]

API_TOKEN_STATUS_VALUES: set[ApiTokenStatus] = {
    "active",
    "expired",
    "revoked",
}


def check_api_token_status(value: str) -> ApiTokenStatus:
    if value in API_TOKEN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {API_TOKEN_STATUS_VALUES!r}")
