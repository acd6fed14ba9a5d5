from typing import Literal

SandboxRunStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

SANDBOX_RUN_STATUS_VALUES: set[SandboxRunStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_sandbox_run_status(value: str) -> SandboxRunStatus:
    if value in SANDBOX_RUN_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_RUN_STATUS_VALUES!r}")
