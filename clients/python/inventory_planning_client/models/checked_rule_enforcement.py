from typing import Literal

CheckedRuleEnforcement = Literal["BLOCK", "LOG", "WARN"]

CHECKED_RULE_ENFORCEMENT_VALUES: set[CheckedRuleEnforcement] = {
    "BLOCK",
    "LOG",
    "WARN",
}


def check_checked_rule_enforcement(value: str) -> CheckedRuleEnforcement:
    if value in CHECKED_RULE_ENFORCEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECKED_RULE_ENFORCEMENT_VALUES!r}")
