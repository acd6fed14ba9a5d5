from typing import Literal

RuleBodyEnforcement = Literal["BLOCK", "LOG", "WARN"]

RULE_BODY_ENFORCEMENT_VALUES: set[RuleBodyEnforcement] = {
    "BLOCK",
    "LOG",
    "WARN",
}


def check_rule_body_enforcement(value: str) -> RuleBodyEnforcement:
    if value in RULE_BODY_ENFORCEMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_BODY_ENFORCEMENT_VALUES!r}")
