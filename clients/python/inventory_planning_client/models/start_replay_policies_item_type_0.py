from typing import Literal

StartReplayPoliciesItemType0 = Literal["hold", "min-max", "recommendations"]

START_REPLAY_POLICIES_ITEM_TYPE_0_VALUES: set[StartReplayPoliciesItemType0] = {
    "hold",
    "min-max",
    "recommendations",
}


def check_start_replay_policies_item_type_0(value: str) -> StartReplayPoliciesItemType0:
    if value in START_REPLAY_POLICIES_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_REPLAY_POLICIES_ITEM_TYPE_0_VALUES!r}")
