from typing import Literal

ApprovalRequestStatus = Literal["APPROVED", "EXPIRED", "PENDING", "REJECTED"]

APPROVAL_REQUEST_STATUS_VALUES: set[ApprovalRequestStatus] = {
    "APPROVED",
    "EXPIRED",
    "PENDING",
    "REJECTED",
}


def check_approval_request_status(value: str) -> ApprovalRequestStatus:
    if value in APPROVAL_REQUEST_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_REQUEST_STATUS_VALUES!r}")
