from typing import Literal

LogEntryLevel = Literal["DEBUG", "ERROR", "INFO", "WARN"]

LOG_ENTRY_LEVEL_VALUES: set[LogEntryLevel] = {
    "DEBUG",
    "ERROR",
    "INFO",
    "WARN",
}


def check_log_entry_level(value: str) -> LogEntryLevel:
    if value in LOG_ENTRY_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LOG_ENTRY_LEVEL_VALUES!r}")
