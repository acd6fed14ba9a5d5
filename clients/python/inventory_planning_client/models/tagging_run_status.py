from typing import Literal

TaggingRunStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

TAGGING_RUN_STATUS_VALUES: set[TaggingRunStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_tagging_run_status(value: str) -> TaggingRunStatus:
    if value in TAGGING_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RUN_STATUS_VALUES!r}")
