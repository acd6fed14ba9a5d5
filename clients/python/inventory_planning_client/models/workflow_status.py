from typing import Literal

WorkflowStatus = Literal["active", "archived", "draft", "paused"]

WORKFLOW_STATUS_VALUES: set[WorkflowStatus] = {
    "active",
    "archived",
    "draft",
    "paused",
}


def check_workflow_status(value: str) -> WorkflowStatus:
    if value in WORKFLOW_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_STATUS_VALUES!r}")
