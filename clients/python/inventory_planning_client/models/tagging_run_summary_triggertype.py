from typing import Literal

TaggingRunSummaryTriggertype = Literal["API", "MANUAL", "SCHEDULED"]

TAGGING_RUN_SUMMARY_TRIGGERTYPE_VALUES: set[TaggingRunSummaryTriggertype] = {
    "API",
    "MANUAL",
    "SCHEDULED",
}


def check_tagging_run_summary_triggertype(value: str) -> TaggingRunSummaryTriggertype:
    if value in TAGGING_RUN_SUMMARY_TRIGGERTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RUN_SUMMARY_TRIGGERTYPE_VALUES!r}")
