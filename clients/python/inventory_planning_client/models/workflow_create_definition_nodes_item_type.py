from typing import Literal

WorkflowCreateDefinitionNodesItemType = Literal[
    "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "CREATE_OR_GET_PLAN", "SEND_EMAIL", "TRIGGER"
]

WORKFLOW_CREATE_DEFINITION_NODES_ITEM_TYPE_VALUES: set[WorkflowCreateDefinitionNodesItemType] = {
    "ADD_ITEMS_TO_PLAN",
    "CALL_WEBHOOK",
    "CREATE_OR_GET_PLAN",
    "SEND_EMAIL",
    "TRIGGER",
}


def check_workflow_create_definition_nodes_item_type(value: str) -> WorkflowCreateDefinitionNodesItemType:
    if value in WORKFLOW_CREATE_DEFINITION_NODES_ITEM_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {WORKFLOW_CREATE_DEFINITION_NODES_ITEM_TYPE_VALUES!r}"
    )
