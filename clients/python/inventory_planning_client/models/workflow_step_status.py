from typing import Literal

WorkflowStepStatus = Literal["CANCELLED", "FAILED", "PENDING", "RUNNING", "SKIPPED", "SUCCEEDED"]

WORKFLOW_STEP_STATUS_VALUES: set[WorkflowStepStatus] = {
    "CANCELLED",
    "FAILED",
    "PENDING",
    "RUNNING",
    "SKIPPED",
    "SUCCEEDED",
}


def check_workflow_step_status(value: str) -> WorkflowStepStatus:
    if value in WORKFLOW_STEP_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_STEP_STATUS_VALUES!r}")
