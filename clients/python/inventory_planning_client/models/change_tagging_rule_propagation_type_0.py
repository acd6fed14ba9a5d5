from typing import Literal

ChangeTaggingRulePropagationType0 = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES: set[ChangeTaggingRulePropagationType0] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_change_tagging_rule_propagation_type_0(value: str) -> ChangeTaggingRulePropagationType0:
    if value in CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_TAGGING_RULE_PROPAGATION_TYPE_0_VALUES!r}")
