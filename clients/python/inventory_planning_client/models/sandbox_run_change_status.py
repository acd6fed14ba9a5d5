from typing import Literal

SandboxRunChangeStatus = Literal["FAILED", "PENDING", "RUNNING", "SUCCESS"]

SANDBOX_RUN_CHANGE_STATUS_VALUES: set[SandboxRunChangeStatus] = {
    "FAILED",
    "PENDING",
    "RUNNING",
    "SUCCESS",
}


def check_sandbox_run_change_status(value: str) -> SandboxRunChangeStatus:
    if value in SANDBOX_RUN_CHANGE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_RUN_CHANGE_STATUS_VALUES!r}")
