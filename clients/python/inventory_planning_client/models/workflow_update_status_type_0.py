from typing import Literal

WorkflowUpdateStatusType0 = Literal["active", "archived", "draft", "paused"]

WORKFLOW_UPDATE_STATUS_TYPE_0_VALUES: set[WorkflowUpdateStatusType0] = {
    "active",
    "archived",
    "draft",
    "paused",
}


def check_workflow_update_status_type_0(value: str) -> WorkflowUpdateStatusType0:
    if value in WORKFLOW_UPDATE_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_UPDATE_STATUS_TYPE_0_VALUES!r}")
