from typing import Literal

TaggingRuleFieldsPropagation = Literal["BUBBLE_UP", "CASCADE", "ENTITY"]

TAGGING_RULE_FIELDS_PROPAGATION_VALUES: set[TaggingRuleFieldsPropagation] = {
    "BUBBLE_UP",
    "CASCADE",
    "ENTITY",
}


def check_tagging_rule_fields_propagation(value: str) -> TaggingRuleFieldsPropagation:
    if value in TAGGING_RULE_FIELDS_PROPAGATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAGGING_RULE_FIELDS_PROPAGATION_VALUES!r}")
