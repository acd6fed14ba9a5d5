from typing import Literal

CreateSandboxPromoteRunTriggertype = Literal["API", "MANUAL"]

CREATE_SANDBOX_PROMOTE_RUN_TRIGGERTYPE_VALUES: set[CreateSandboxPromoteRunTriggertype] = {
    "API",
    "MANUAL",
}


def check_create_sandbox_promote_run_triggertype(value: str) -> CreateSandboxPromoteRunTriggertype:
    if value in CREATE_SANDBOX_PROMOTE_RUN_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SANDBOX_PROMOTE_RUN_TRIGGERTYPE_VALUES!r}")
