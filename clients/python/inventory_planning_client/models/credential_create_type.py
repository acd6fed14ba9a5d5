from typing import Literal

CredentialCreateType = Literal["API_KEY", "BASIC_AUTH", "BEARER_TOKEN"]

CREDENTIAL_CREATE_TYPE_VALUES: set[CredentialCreateType] = {
    "API_KEY",
    "BASIC_AUTH",
    "BEARER_TOKEN",
}


def check_credential_create_type(value: str) -> CredentialCreateType:
    if value in CREDENTIAL_CREATE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREDENTIAL_CREATE_TYPE_VALUES!r}")
