from typing import Literal

TimeWindowAnchor = Literal["latest_data", "today"]

TIME_WINDOW_ANCHOR_VALUES: set[TimeWindowAnchor] = {
    "latest_data",
    "today",
}


def check_time_window_anchor(value: str) -> TimeWindowAnchor:
    if value in TIME_WINDOW_ANCHOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_WINDOW_ANCHOR_VALUES!r}")
