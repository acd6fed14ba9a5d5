from typing import Literal

ApprovalPolicyCreateThresholdmetric = Literal[
    "PLAN_TOTAL_QUANTITY", "PLAN_TOTAL_VALUE", "SHOP_QUANTITY", "VARIANT_QUANTITY"
]

APPROVAL_POLICY_CREATE_THRESHOLDMETRIC_VALUES: set[ApprovalPolicyCreateThresholdmetric] = {
    "PLAN_TOTAL_QUANTITY",
    "PLAN_TOTAL_VALUE",
    "SHOP_QUANTITY",
    "VARIANT_QUANTITY",
}


def check_approval_policy_create_thresholdmetric(value: str) -> ApprovalPolicyCreateThresholdmetric:
    if value in APPROVAL_POLICY_CREATE_THRESHOLDMETRIC_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_CREATE_THRESHOLDMETRIC_VALUES!r}")
