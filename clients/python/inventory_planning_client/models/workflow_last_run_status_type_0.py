from typing import Literal

WorkflowLastRunStatusType0 = Literal["CANCELLED", "COMPLETED", "FAILED", "PENDING", "RUNNING"]

WORKFLOW_LAST_RUN_STATUS_TYPE_0_VALUES: set[WorkflowLastRunStatusType0] = {
    "CANCELLED",
    "COMPLETED",
    "FAILED",
    "PENDING",
    "RUNNING",
}


def check_workflow_last_run_status_type_0(value: str) -> WorkflowLastRunStatusType0:
    if value in WORKFLOW_LAST_RUN_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_LAST_RUN_STATUS_TYPE_0_VALUES!r}")
