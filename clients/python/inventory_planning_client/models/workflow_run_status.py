from typing import Literal

WorkflowRunStatus = Literal["CANCELLED", "COMPLETED", "FAILED", "PENDING", "RUNNING"]

WORKFLOW_RUN_STATUS_VALUES: set[WorkflowRunStatus] = {
    "CANCELLED",
    "COMPLETED",
    "FAILED",
    "PENDING",
    "RUNNING",
}


def check_workflow_run_status(value: str) -> WorkflowRunStatus:
    if value in WORKFLOW_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_RUN_STATUS_VALUES!r}")
