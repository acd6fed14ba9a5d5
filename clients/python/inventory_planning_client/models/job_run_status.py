from typing import Literal

JobRunStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

JOB_RUN_STATUS_VALUES: set[JobRunStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_job_run_status(value: str) -> JobRunStatus:
    if value in JOB_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {JOB_RUN_STATUS_VALUES!r}")
