from typing import Literal

ReplaySummaryStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

REPLAY_SUMMARY_STATUS_VALUES: set[ReplaySummaryStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_replay_summary_status(value: str) -> ReplaySummaryStatus:
    if value in REPLAY_SUMMARY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLAY_SUMMARY_STATUS_VALUES!r}")
