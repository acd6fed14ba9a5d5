from typing import Literal

TagRuleMode = Literal["EXCLUDE", "INCLUDE"]

TAG_RULE_MODE_VALUES: set[TagRuleMode] = {
    "EXCLUDE",
    "INCLUDE",
}


def check_tag_rule_mode(value: str) -> TagRuleMode:
    if value in TAG_RULE_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TAG_RULE_MODE_VALUES!r}")
