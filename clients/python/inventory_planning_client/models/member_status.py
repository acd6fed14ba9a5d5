from typing import Literal

MemberStatus = Literal["ACTIVE", "INVITED", "REMOVED"]

MEMBER_STATUS_VALUES: set[MemberStatus] = {
    "ACTIVE",
    "INVITED",
    "REMOVED",
}


def check_member_status(value: str) -> MemberStatus:
    if value in MEMBER_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_STATUS_VALUES!r}")
