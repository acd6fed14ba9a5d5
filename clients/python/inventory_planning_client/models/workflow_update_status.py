from typing import Literal

WorkflowUpdateStatus = Literal["active", "archived", "draft", "paused"]

WORKFLOW_UPDATE_STATUS_VALUES: set[WorkflowUpdateStatus] = {
    "active",
    "archived",
    "draft",
    "paused",
}


def check_workflow_update_status(value: str) -> WorkflowUpdateStatus:
    if value in WORKFLOW_UPDATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_UPDATE_STATUS_VALUES!r}")
