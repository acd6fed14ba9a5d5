from typing import Literal

RuleBodyCheckLevelType0 = Literal["BRAND", "INVENTORY_ITEM", "PLAN", "PLAN_ITEM", "PRODUCT", "SHOP", "VARIANT"]

RULE_BODY_CHECK_LEVEL_TYPE_0_VALUES: set[RuleBodyCheckLevelType0] = {
    "BRAND",
    "INVENTORY_ITEM",
    "PLAN",
    "PLAN_ITEM",
    "PRODUCT",
    "SHOP",
    "VARIANT",
}


def check_rule_body_check_level_type_0(value: str) -> RuleBodyCheckLevelType0:
    if value in RULE_BODY_CHECK_LEVEL_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_BODY_CHECK_LEVEL_TYPE_0_VALUES!r}")
