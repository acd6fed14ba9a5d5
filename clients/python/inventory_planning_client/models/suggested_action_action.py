from typing import Literal

SuggestedActionAction = Literal["MARKDOWN", "REBALANCE", "RESTOCK"]

SUGGESTED_ACTION_ACTION_VALUES: set[SuggestedActionAction] = {
    "MARKDOWN",
    "REBALANCE",
    "RESTOCK",
}


def check_suggested_action_action(value: str) -> SuggestedActionAction:
    if value in SUGGESTED_ACTION_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUGGESTED_ACTION_ACTION_VALUES!r}")
