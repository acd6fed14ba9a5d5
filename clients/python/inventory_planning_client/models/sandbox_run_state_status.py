from typing import Literal

SandboxRunStateStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

SANDBOX_RUN_STATE_STATUS_VALUES: set[SandboxRunStateStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_sandbox_run_state_status(value: str) -> SandboxRunStateStatus:
    if value in SANDBOX_RUN_STATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_RUN_STATE_STATUS_VALUES!r}")
