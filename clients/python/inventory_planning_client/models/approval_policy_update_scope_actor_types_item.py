from typing import Literal

ApprovalPolicyUpdateScopeActorTypesItem = Literal["API_TOKEN", "SCENARIO_GENERATOR", "SYSTEM", "USER", "WORKFLOW"]

APPROVAL_POLICY_UPDATE_SCOPE_ACTOR_TYPES_ITEM_VALUES: set[ApprovalPolicyUpdateScopeActorTypesItem] = {
    "API_TOKEN",
    "SCENARIO_GENERATOR",
    "SYSTEM",
    "USER",
    "WORKFLOW",
}


def check_approval_policy_update_scope_actor_types_item(value: str) -> ApprovalPolicyUpdateScopeActorTypesItem:
    if value in APPROVAL_POLICY_UPDATE_SCOPE_ACTOR_TYPES_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {APPROVAL_POLICY_UPDATE_SCOPE_ACTOR_TYPES_ITEM_VALUES!r}"
    )
