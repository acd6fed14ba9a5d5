from typing import Literal

MemberUpdateRolesItem = Literal[
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

MEMBER_UPDATE_ROLES_ITEM_VALUES: set[MemberUpdateRolesItem] = {
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


def check_member_update_roles_item(value: str) -> MemberUpdateRolesItem:
    if value in MEMBER_UPDATE_ROLES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_UPDATE_ROLES_ITEM_VALUES!r}")
