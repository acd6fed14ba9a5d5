from typing import Literal

PlatformChangeTaggingRulePropagation = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_VALUES: set[PlatformChangeTaggingRulePropagation] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_platform_change_tagging_rule_propagation(value: str) -> PlatformChangeTaggingRulePropagation:
    if value in PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLATFORM_CHANGE_TAGGING_RULE_PROPAGATION_VALUES!r}")
