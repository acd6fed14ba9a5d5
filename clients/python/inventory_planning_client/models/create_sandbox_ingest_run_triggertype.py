from typing import Literal

CreateSandboxIngestRunTriggertype = Literal["API", "MANUAL"]

CREATE_SANDBOX_INGEST_RUN_TRIGGERTYPE_VALUES: set[CreateSandboxIngestRunTriggertype] = {
    "API",
    "MANUAL",
}


def check_create_sandbox_ingest_run_triggertype(value: str) -> CreateSandboxIngestRunTriggertype:
    if value in CREATE_SANDBOX_INGEST_RUN_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_SANDBOX_INGEST_RUN_TRIGGERTYPE_VALUES!r}")
