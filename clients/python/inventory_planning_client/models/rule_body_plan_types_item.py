from typing import Literal

RuleBodyPlanTypesItem = Literal[
    "MARKDOWN", "PRE_SEASON", "REBALANCE", "RESTOCK", "SUPPLIER_EXCHANGE", "SUPPLIER_RETURN"
]

RULE_BODY_PLAN_TYPES_ITEM_VALUES: set[RuleBodyPlanTypesItem] = {
    "MARKDOWN",
    "PRE_SEASON",
    "REBALANCE",
    "RESTOCK",
    "SUPPLIER_EXCHANGE",
    "SUPPLIER_RETURN",
}


def check_rule_body_plan_types_item(value: str) -> RuleBodyPlanTypesItem:
    if value in RULE_BODY_PLAN_TYPES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RULE_BODY_PLAN_TYPES_ITEM_VALUES!r}")
