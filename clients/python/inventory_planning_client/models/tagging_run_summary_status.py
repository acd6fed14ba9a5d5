from typing import Literal

TaggingRunSummaryStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

TAGGING_RUN_SUMMARY_STATUS_VALUES: set[TaggingRunSummaryStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_tagging_run_summary_status(value: str) -> TaggingRunSummaryStatus:
    if value in TAGGING_RUN_SUMMARY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RUN_SUMMARY_STATUS_VALUES!r}")
