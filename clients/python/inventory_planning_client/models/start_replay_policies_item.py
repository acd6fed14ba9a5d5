from typing import Literal

StartReplayPoliciesItem = Literal["hold", "min-max", "recommendations"]

START_REPLAY_POLICIES_ITEM_VALUES: set[StartReplayPoliciesItem] = {
    "hold",
    "min-max",
    "recommendations",
}


def check_start_replay_policies_item(value: str) -> StartReplayPoliciesItem:
    if value in START_REPLAY_POLICIES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_REPLAY_POLICIES_ITEM_VALUES!r}")
