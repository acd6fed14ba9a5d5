from typing import Literal

ApprovalPolicyScopeActorTypesItem = Literal["API_TOKEN", "SCENARIO_GENERATOR", "SYSTEM", "USER", "WORKFLOW"]

APPROVAL_POLICY_SCOPE_ACTOR_TYPES_ITEM_VALUES: set[ApprovalPolicyScopeActorTypesItem] = {
    "API_TOKEN",
    "SCENARIO_GENERATOR",
    "SYSTEM",
    "USER",
    "WORKFLOW",
}


def check_approval_policy_scope_actor_types_item(value: str) -> ApprovalPolicyScopeActorTypesItem:
    if value in APPROVAL_POLICY_SCOPE_ACTOR_TYPES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_SCOPE_ACTOR_TYPES_ITEM_VALUES!r}")
