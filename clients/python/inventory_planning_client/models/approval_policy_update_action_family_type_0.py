from typing import Literal

ApprovalPolicyUpdateActionFamilyType0 = Literal[
    "MARKDOWN_PLAN",
    "PRE_SEASON_PLAN",
    "REBALANCE_PLAN",
    "RECOMMENDATION",
    "RESTOCK_PLAN",
    "SUPPLIER_EXCHANGE_PLAN",
    "SUPPLIER_RETURN_PLAN",
    "WORKFLOW",
]

APPROVAL_POLICY_UPDATE_ACTION_FAMILY_TYPE_0_VALUES: set[ApprovalPolicyUpdateActionFamilyType0] = {
    "MARKDOWN_PLAN",
    "PRE_SEASON_PLAN",
    "REBALANCE_PLAN",
    "RECOMMENDATION",
    "RESTOCK_PLAN",
    "SUPPLIER_EXCHANGE_PLAN",
    "SUPPLIER_RETURN_PLAN",
    "WORKFLOW",
}


def check_approval_policy_update_action_family_type_0(value: str) -> ApprovalPolicyUpdateActionFamilyType0:
    if value in APPROVAL_POLICY_UPDATE_ACTION_FAMILY_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_UPDATE_ACTION_FAMILY_TYPE_0_VALUES!r}"
    )
