from typing import Literal

PlatformTaggingRulePropagation = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

PLATFORM_TAGGING_RULE_PROPAGATION_VALUES: set[PlatformTaggingRulePropagation] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_platform_tagging_rule_propagation(value: str) -> PlatformTaggingRulePropagation:
    if value in PLATFORM_TAGGING_RULE_PROPAGATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLATFORM_TAGGING_RULE_PROPAGATION_VALUES!r}")
