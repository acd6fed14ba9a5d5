from typing import Literal

ApprovalRequestPlantype = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

APPROVAL_REQUEST_PLANTYPE_VALUES: set[ApprovalRequestPlantype] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_approval_request_plantype(value: str) -> ApprovalRequestPlantype:
    if value in APPROVAL_REQUEST_PLANTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_REQUEST_PLANTYPE_VALUES!r}")
