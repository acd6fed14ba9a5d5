from typing import Literal

StartJobRunJob = Literal[
    "alerts",
    "forecasts",
    "nightly",
    "pre-season-scenario",
    "recommendations",
    "replay",
    "risks",
    "stock-snapshot",
    "tagging",
    "workflows",
]

START_JOB_RUN_JOB_VALUES: set[StartJobRunJob] = {
    "alerts",
    "forecasts",
    "nightly",
    "pre-season-scenario",
    "recommendations",
    "replay",
    "risks",
    "stock-snapshot",
    "tagging",
    "workflows",
}


def check_start_job_run_job(value: str) -> StartJobRunJob:
    if value in START_JOB_RUN_JOB_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_JOB_RUN_JOB_VALUES!r}")
