from typing import Literal

ChangeTaggingRulePropagation = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

CHANGE_TAGGING_RULE_PROPAGATION_VALUES: set[ChangeTaggingRulePropagation] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_change_tagging_rule_propagation(value: str) -> ChangeTaggingRulePropagation:
    if value in CHANGE_TAGGING_RULE_PROPAGATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_TAGGING_RULE_PROPAGATION_VALUES!r}")
