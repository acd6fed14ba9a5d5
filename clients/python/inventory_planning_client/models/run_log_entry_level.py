from typing import Literal

RunLogEntryLevel = Literal["DEBUG", "ERROR", "INFO", "WARN"]

RUN_LOG_ENTRY_LEVEL_VALUES: set[RunLogEntryLevel] = {
    "DEBUG",
    "ERROR",
    "INFO",
    "WARN",
}


def check_run_log_entry_level(value: str) -> RunLogEntryLevel:
    if value in RUN_LOG_ENTRY_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_LOG_ENTRY_LEVEL_VALUES!r}")
