"""Permission strings and the roles that grant them.

Source: REFERENCE.md 0.2 (origin product's "Users, teams & roles" page). Permission strings use the
origin product's dot notation; roles map to permission sets. Service-account tokens carry an
explicit permission list fixed at creation (SPEC "Authentication", rule 4).
"""

from __future__ import annotations

ALL_PERMISSIONS: frozenset[str] = frozenset(
    {
        "users.view",
        "users.remove",
        "teams.manage",
        "roles.assign",
        "org.settings.view",
        "org.settings.edit",
        "dataPlatform.view",
        "dataPlatform.configure",
        "dataPlatform.runSandbox",
        "intelligenceLayer.view",
        "intelligenceLayer.configure",
        "inventoryPlans.view",
        "inventoryPlans.manage",
        "inventoryPlans.approvalsDecide",
        "signals.view",
        "signals.manage",
        "analytics.view",
        "analytics.manage",
        "shops.viewAll",
        "shops.viewAssigned",
    }
)

ROLE_PERMISSIONS: dict[str, frozenset[str]] = {
    "ORGANIZATION_ADMIN": ALL_PERMISSIONS,
    "USER_MANAGER": frozenset({"users.view", "users.remove", "teams.manage", "roles.assign", "org.settings.view"}),
    "DATA_PLATFORM_ADMIN": frozenset({"dataPlatform.view", "dataPlatform.configure", "dataPlatform.runSandbox"}),
    "INTELLIGENCE_LAYER_ADMIN": frozenset({"intelligenceLayer.view", "intelligenceLayer.configure"}),
    "INVENTORY_MANAGER": frozenset(
        {"inventoryPlans.view", "inventoryPlans.manage", "analytics.view", "signals.view", "shops.viewAll"}
    ),
    "SHOP_MANAGER": frozenset({"inventoryPlans.view", "inventoryPlans.manage", "analytics.view", "shops.viewAssigned"}),
    "SHOP_VIEWER": frozenset({"inventoryPlans.view", "analytics.view", "shops.viewAssigned"}),
    "ANALYST": frozenset({"analytics.view", "analytics.manage", "signals.view", "inventoryPlans.view", "shops.viewAll"}),
    "PLAN_APPROVER": frozenset({"inventoryPlans.view", "inventoryPlans.approvalsDecide"}),
}


def permissions_for_roles(roles: list[str] | tuple[str, ...]) -> list[str]:
    """Union of the permissions granted by ``roles`` (unknown roles grant nothing), sorted."""
    granted: set[str] = set()
    for role in roles:
        granted |= ROLE_PERMISSIONS.get(role, frozenset())
    return sorted(granted)


def unknown_permissions(requested: list[str]) -> list[str]:
    """Return the entries of ``requested`` that are not permission strings of this service."""
    return [p for p in requested if p not in ALL_PERMISSIONS]
