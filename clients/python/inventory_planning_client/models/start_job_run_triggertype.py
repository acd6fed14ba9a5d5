from typing import Literal

StartJobRunTriggertype = Literal["API", "MANUAL", "SCHEDULED"]

START_JOB_RUN_TRIGGERTYPE_VALUES: set[StartJobRunTriggertype] = {
    "API",
    "MANUAL",
    "SCHEDULED",
}


def check_start_job_run_triggertype(value: str) -> StartJobRunTriggertype:
    if value in START_JOB_RUN_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_JOB_RUN_TRIGGERTYPE_VALUES!r}")
