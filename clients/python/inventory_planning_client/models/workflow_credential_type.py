from typing import Literal

WorkflowCredentialType = Literal["API_KEY", "BASIC_AUTH", "BEARER_TOKEN"]

WORKFLOW_CREDENTIAL_TYPE_VALUES: set[WorkflowCredentialType] = {
    "API_KEY",
    "BASIC_AUTH",
    "BEARER_TOKEN",
}


def check_workflow_credential_type(value: str) -> WorkflowCredentialType:
    if value in WORKFLOW_CREDENTIAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WORKFLOW_CREDENTIAL_TYPE_VALUES!r}")
