from typing import Literal

WorkflowRunTriggertype = Literal["API", "MANUAL", "SCHEDULED"]

WORKFLOW_RUN_TRIGGERTYPE_VALUES: set[WorkflowRunTriggertype] = {
    "API",
    "MANUAL",
    "SCHEDULED",
}


def check_workflow_run_triggertype(value: str) -> WorkflowRunTriggertype:
    if value in WORKFLOW_RUN_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_RUN_TRIGGERTYPE_VALUES!r}")
