from typing import Literal

WorkflowUpdateDefinitionType0NodesItemType = Literal[
    "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "CREATE_OR_GET_PLAN", "SEND_EMAIL", "TRIGGER"
]

WORKFLOW_UPDATE_DEFINITION_TYPE_0_NODES_ITEM_TYPE_VALUES: set[WorkflowUpdateDefinitionType0NodesItemType] = {
    "ADD_ITEMS_TO_PLAN",
    "CALL_WEBHOOK",
    "CREATE_OR_GET_PLAN",
    "SEND_EMAIL",
    "TRIGGER",
}


def check_workflow_update_definition_type_0_nodes_item_type(value: str) -> WorkflowUpdateDefinitionType0NodesItemType:
    if value in WORKFLOW_UPDATE_DEFINITION_TYPE_0_NODES_ITEM_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WORKFLOW_UPDATE_DEFINITION_TYPE_0_NODES_ITEM_TYPE_VALUES!r}"
    )
