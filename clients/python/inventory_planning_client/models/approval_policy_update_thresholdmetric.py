from typing import Literal

ApprovalPolicyUpdateThresholdmetric = Literal[
    "PLAN_TOTAL_QUANTITY", "PLAN_TOTAL_VALUE", "SHOP_QUANTITY", "VARIANT_QUANTITY"
]

APPROVAL_POLICY_UPDATE_THRESHOLDMETRIC_VALUES: set[ApprovalPolicyUpdateThresholdmetric] = {
    "PLAN_TOTAL_QUANTITY",
    "PLAN_TOTAL_VALUE",
    "SHOP_QUANTITY",
    "VARIANT_QUANTITY",
}


def check_approval_policy_update_thresholdmetric(value: str) -> ApprovalPolicyUpdateThresholdmetric:
    if value in APPROVAL_POLICY_UPDATE_THRESHOLDMETRIC_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_UPDATE_THRESHOLDMETRIC_VALUES!r}")
