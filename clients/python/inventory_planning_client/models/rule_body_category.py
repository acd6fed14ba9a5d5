from typing import Literal

RuleBodyCategory = Literal["assortment", "capacity", "compliance", "distribution", "ordering", "pricing", "transfer"]

RULE_BODY_CATEGORY_VALUES: set[RuleBodyCategory] = {
    "assortment",
    "capacity",
    "compliance",
    "distribution",
    "ordering",
    "pricing",
    "transfer",
}


def check_rule_body_category(value: str) -> RuleBodyCategory:
    if value in RULE_BODY_CATEGORY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_BODY_CATEGORY_VALUES!r}")
