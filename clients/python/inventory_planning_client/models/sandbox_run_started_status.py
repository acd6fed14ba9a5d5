from typing import Literal

SandboxRunStartedStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

SANDBOX_RUN_STARTED_STATUS_VALUES: set[SandboxRunStartedStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_sandbox_run_started_status(value: str) -> SandboxRunStartedStatus:
    if value in SANDBOX_RUN_STARTED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_RUN_STARTED_STATUS_VALUES!r}")
