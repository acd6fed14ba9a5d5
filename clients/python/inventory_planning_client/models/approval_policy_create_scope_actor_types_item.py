from typing import Literal

ApprovalPolicyCreateScopeActorTypesItem = Literal["API_TOKEN", "SCENARIO_GENERATOR", "SYSTEM", "USER", "WORKFLOW"]

APPROVAL_POLICY_CREATE_SCOPE_ACTOR_TYPES_ITEM_VALUES: set[ApprovalPolicyCreateScopeActorTypesItem] = {
    "API_TOKEN",
    "SCENARIO_GENERATOR",
    "SYSTEM",
    "USER",
    "WORKFLOW",
}


def check_approval_policy_create_scope_actor_types_item(value: str) -> ApprovalPolicyCreateScopeActorTypesItem:
    if value in APPROVAL_POLICY_CREATE_SCOPE_ACTOR_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_CREATE_SCOPE_ACTOR_TYPES_ITEM_VALUES!r}"
    )
