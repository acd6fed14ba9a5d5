from typing import Literal

WorkflowRunDetailTriggertype = Literal["API", "MANUAL", "SCHEDULED"]

WORKFLOW_RUN_DETAIL_TRIGGERTYPE_VALUES: set[WorkflowRunDetailTriggertype] = {
    "API",
    "MANUAL",
    "SCHEDULED",
}


def check_workflow_run_detail_triggertype(value: str) -> WorkflowRunDetailTriggertype:
    if value in WORKFLOW_RUN_DETAIL_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_RUN_DETAIL_TRIGGERTYPE_VALUES!r}")
