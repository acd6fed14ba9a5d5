from typing import Literal

ListApprovalRequestsStatusType0 = Literal["APPROVED", "EXPIRED", "PENDING", "REJECTED"]

LIST_APPROVAL_REQUESTS_STATUS_TYPE_0_VALUES: set[ListApprovalRequestsStatusType0] = {
    "APPROVED",
    "EXPIRED",
    "PENDING",
    "REJECTED",
}


def check_list_approval_requests_status_type_0(value: str) -> ListApprovalRequestsStatusType0:
    if value in LIST_APPROVAL_REQUESTS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_APPROVAL_REQUESTS_STATUS_TYPE_0_VALUES!r}")
