from typing import Literal

TaggingRunTriggertype = Literal["API", "MANUAL", "SCHEDULED"]

TAGGING_RUN_TRIGGERTYPE_VALUES: set[TaggingRunTriggertype] = {
    "API",
    "MANUAL",
    "SCHEDULED",
}


def check_tagging_run_triggertype(value: str) -> TaggingRunTriggertype:
    if value in TAGGING_RUN_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RUN_TRIGGERTYPE_VALUES!r}")
