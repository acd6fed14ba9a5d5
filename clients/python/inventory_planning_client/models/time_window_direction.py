from typing import Literal

TimeWindowDirection = Literal["leading", "trailing"]

TIME_WINDOW_DIRECTION_VALUES: set[TimeWindowDirection] = {
    "leading",
    "trailing",
}


def check_time_window_direction(value: str) -> TimeWindowDirection:
    if value in TIME_WINDOW_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_WINDOW_DIRECTION_VALUES!r}")
