from typing import Literal

SandboxRunKind = Literal["INGEST", "PROMOTE"]

SANDBOX_RUN_KIND_VALUES: set[SandboxRunKind] = {
    "INGEST",
    "PROMOTE",
}


def check_sandbox_run_kind(value: str) -> SandboxRunKind:
    if value in SANDBOX_RUN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SANDBOX_RUN_KIND_VALUES!r}")
