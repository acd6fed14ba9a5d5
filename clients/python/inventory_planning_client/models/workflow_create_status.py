from typing import Literal

WorkflowCreateStatus = Literal["active", "draft", "paused"]

WORKFLOW_CREATE_STATUS_VALUES: set[WorkflowCreateStatus] = {
    "active",
    "draft",
    "paused",
}


def check_workflow_create_status(value: str) -> WorkflowCreateStatus:
    if value in WORKFLOW_CREATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_CREATE_STATUS_VALUES!r}")
