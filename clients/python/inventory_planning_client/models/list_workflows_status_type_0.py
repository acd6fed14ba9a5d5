from typing import Literal

ListWorkflowsStatusType0 = Literal["active", "archived", "draft", "paused"]

LIST_WORKFLOWS_STATUS_TYPE_0_VALUES: set[ListWorkflowsStatusType0] = {
    "active",
    "archived",
    "draft",
    "paused",
}


def check_list_workflows_status_type_0(value: str) -> ListWorkflowsStatusType0:
    if value in LIST_WORKFLOWS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_WORKFLOWS_STATUS_TYPE_0_VALUES!r}")
