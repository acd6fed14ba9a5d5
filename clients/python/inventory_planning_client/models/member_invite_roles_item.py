from typing import Literal

MemberInviteRolesItem = Literal[
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

MEMBER_INVITE_ROLES_ITEM_VALUES: set[MemberInviteRolesItem] = {
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


def check_member_invite_roles_item(value: str) -> MemberInviteRolesItem:
    if value in MEMBER_INVITE_ROLES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MEMBER_INVITE_ROLES_ITEM_VALUES!r}")
