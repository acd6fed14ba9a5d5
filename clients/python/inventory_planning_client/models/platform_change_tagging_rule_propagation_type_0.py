from typing import Literal

PlatformChangeTaggingRulePropagationType0 = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES: set[PlatformChangeTaggingRulePropagationType0] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_platform_change_tagging_rule_propagation_type_0(value: str) -> PlatformChangeTaggingRulePropagationType0:
    if value in PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES!r}"
    )
