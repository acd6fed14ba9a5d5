from typing import Literal

ApprovalPolicyThresholdmetric = Literal["PLAN_TOTAL_QUANTITY", "PLAN_TOTAL_VALUE", "SHOP_QUANTITY", "VARIANT_QUANTITY"]

APPROVAL_POLICY_THRESHOLDMETRIC_VALUES: set[ApprovalPolicyThresholdmetric] = {
    "PLAN_TOTAL_QUANTITY",
    "PLAN_TOTAL_VALUE",
    "SHOP_QUANTITY",
    "VARIANT_QUANTITY",
}


def check_approval_policy_thresholdmetric(value: str) -> ApprovalPolicyThresholdmetric:
    if value in APPROVAL_POLICY_THRESHOLDMETRIC_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_THRESHOLDMETRIC_VALUES!r}")
