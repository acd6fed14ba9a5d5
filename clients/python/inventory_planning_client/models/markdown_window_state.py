from typing import Literal

MarkdownWindowState = Literal["active", "completed", "upcoming"]

MARKDOWN_WINDOW_STATE_VALUES: set[MarkdownWindowState] = {
    "active",
    "completed",
    "upcoming",
}


def check_markdown_window_state(value: str) -> MarkdownWindowState:
    if value in MARKDOWN_WINDOW_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MARKDOWN_WINDOW_STATE_VALUES!r}")
