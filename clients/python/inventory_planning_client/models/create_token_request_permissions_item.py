from typing import Literal

CreateTokenRequestPermissionsItem = Literal[
    "analytics.manage",
    "analytics.view",
    "dataPlatform.configure",
    "dataPlatform.runSandbox",
    "dataPlatform.view",
    "intelligenceLayer.configure",
    "intelligenceLayer.view",
    "inventoryPlans.approvalsDecide",
    "inventoryPlans.manage",
    "inventoryPlans.view",
    "org.settings.edit",
    "org.settings.view",
    "roles.assign",
    "shops.viewAll",
    "shops.viewAssigned",
    "signals.manage",
    "signals.view",
    "teams.manage",
    "users.remove",
    "users.view",
]

CREATE_TOKEN_REQUEST_PERMISSIONS_ITEM_VALUES: set[CreateTokenRequestPermissionsItem] = {
    "analytics.manage",
    "analytics.view",
    "dataPlatform.configure",
    "dataPlatform.runSandbox",
    "dataPlatform.view",
    "intelligenceLayer.configure",
    "intelligenceLayer.view",
    "inventoryPlans.approvalsDecide",
    "inventoryPlans.manage",
    "inventoryPlans.view",
    "org.settings.edit",
    "org.settings.view",
    "roles.assign",
    "shops.viewAll",
    "shops.viewAssigned",
    "signals.manage",
    "signals.view",
    "teams.manage",
    "users.remove",
    "users.view",
}


def check_create_token_request_permissions_item(value: str) -> CreateTokenRequestPermissionsItem:
    if value in CREATE_TOKEN_REQUEST_PERMISSIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_TOKEN_REQUEST_PERMISSIONS_ITEM_VALUES!r}")
