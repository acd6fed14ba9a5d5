from typing import Literal

WhoamiAuthkind = Literal["api-token", "user-session"]

WHOAMI_AUTHKIND_VALUES: set[WhoamiAuthkind] = {
    "api-token",
    "user-session",
}


def check_whoami_authkind(value: str) -> WhoamiAuthkind:
    if value in WHOAMI_AUTHKIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WHOAMI_AUTHKIND_VALUES!r}")
