from typing import Literal

ListMembersRoleType0 = Literal[
    "ANALYST",
    "DATA_PLATFORM_ADMIN",
    "INTELLIGENCE_LAYER_ADMIN",
    "INVENTORY_MANAGER",
    "ORGANIZATION_ADMIN",
    "PLAN_APPROVER",
    "SHOP_MANAGER",
    "SHOP_VIEWER",
    "USER_MANAGER",
]

LIST_MEMBERS_ROLE_TYPE_0_VALUES: set[ListMembersRoleType0] = {
    "ANALYST",
    "DATA_PLATFORM_ADMIN",
    "INTELLIGENCE_LAYER_ADMIN",
    "INVENTORY_MANAGER",
    "ORGANIZATION_ADMIN",
    "PLAN_APPROVER",
    "SHOP_MANAGER",
    "SHOP_VIEWER",
    "USER_MANAGER",
}


def check_list_members_role_type_0(value: str) -> ListMembersRoleType0:
    if value in LIST_MEMBERS_ROLE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MEMBERS_ROLE_TYPE_0_VALUES!r}")
