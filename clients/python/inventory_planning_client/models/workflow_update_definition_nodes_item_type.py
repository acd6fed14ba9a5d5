from typing import Literal

WorkflowUpdateDefinitionNodesItemType = Literal[
    "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "CREATE_OR_GET_PLAN", "SEND_EMAIL", "TRIGGER"
]

WORKFLOW_UPDATE_DEFINITION_NODES_ITEM_TYPE_VALUES: set[WorkflowUpdateDefinitionNodesItemType] = {
    "ADD_ITEMS_TO_PLAN",
    "CALL_WEBHOOK",
    "CREATE_OR_GET_PLAN",
    "SEND_EMAIL",
    "TRIGGER",
}


def check_workflow_update_definition_nodes_item_type(value: str) -> WorkflowUpdateDefinitionNodesItemType:
    if value in WORKFLOW_UPDATE_DEFINITION_NODES_ITEM_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WORKFLOW_UPDATE_DEFINITION_NODES_ITEM_TYPE_VALUES!r}"
    )
