from typing import Literal

WorkflowRunDetailStatus = Literal["CANCELLED", "COMPLETED", "FAILED", "PENDING", "RUNNING"]

WORKFLOW_RUN_DETAIL_STATUS_VALUES: set[WorkflowRunDetailStatus] = {
    "CANCELLED",
    "COMPLETED",
    "FAILED",
    "PENDING",
    "RUNNING",
}


def check_workflow_run_detail_status(value: str) -> WorkflowRunDetailStatus:
    if value in WORKFLOW_RUN_DETAIL_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_RUN_DETAIL_STATUS_VALUES!r}")
