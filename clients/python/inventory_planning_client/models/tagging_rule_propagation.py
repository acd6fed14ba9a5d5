from typing import Literal

TaggingRulePropagation = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

TAGGING_RULE_PROPAGATION_VALUES: set[TaggingRulePropagation] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_tagging_rule_propagation(value: str) -> TaggingRulePropagation:
    if value in TAGGING_RULE_PROPAGATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RULE_PROPAGATION_VALUES!r}")
