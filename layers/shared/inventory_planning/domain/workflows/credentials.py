"""Workflow credentials (REFERENCE 7 "Credentials"; docs/decisions/0038): what a CALL_WEBHOOK's
``auth`` sends, stored encrypted (pure: the request body, the record routes return, the secret).

Types: BEARER_TOKEN ``{token}`` (``Authorization: Bearer <token>``), BASIC_AUTH ``{username,
password}`` (``Authorization: Basic base64(username:password)``), API_KEY ``{apiKey, headerName?}``
(``<headerName>: <apiKey>``, X-API-Key by default). The secret fields are encrypted with KMS under the
organization and credential ids (services/workflows/credentials.py) and never returned: a route shows
``{id, name, type, headerName, hint, allowedHosts, createdAt, createdBy}``. ``allowedHosts`` (required,
1..20; domain/workflows/credential_hosts.py) are the hosts a webhook may send the credential to.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from inventory_planning.domain.workflows.credential_hosts import MAX_ALLOWED_HOSTS

HEADER_NAME = r"^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$"
"""An HTTP header name (RFC 9110 token)."""
CREDENTIAL_TYPES: tuple[str, ...] = ("BEARER_TOKEN", "BASIC_AUTH", "API_KEY")
SECRET_FIELDS: dict[str, tuple[str, ...]] = {
    "BEARER_TOKEN": ("token",),
    "BASIC_AUTH": ("username", "password"),
    "API_KEY": ("apiKey",),
}
"""The fields of each type that are encrypted (the username too: it is half of the Basic pair)."""
HINT_MIN_LENGTH = 16
"""A secret shows its last 4 characters as ``hint`` only from this length on (12 hidden at least)."""

_Secret = Annotated[str, Field(min_length=1, max_length=4_096)]


class CredentialCreate(BaseModel):
    """Body of POST /api/workflow-credentials: ``{name, type, allowedHosts, token? | username?,
    password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422 otherwise).
    Each ``allowedHosts`` entry is checked strictly when the credential is created
    (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    name: Annotated[str, Field(min_length=1, max_length=255, pattern=r"\S")]
    type: Literal["BEARER_TOKEN", "BASIC_AUTH", "API_KEY"]
    allowedHosts: list[str] = Field(
        min_length=1,
        max_length=MAX_ALLOWED_HOSTS,
        description="the hosts a webhook may send this credential to (1..20): host names or IP addresses, lower case, "
        "ASCII (IDNA), no scheme, path or port; a leading '*.' label allows any subdomain",
    )
    token: _Secret | None = None
    username: _Secret | None = None
    password: _Secret | None = None
    apiKey: _Secret | None = None
    headerName: Annotated[str, Field(pattern=HEADER_NAME)] | None = None

    @model_validator(mode="after")
    def _fields_of_type(self) -> CredentialCreate:
        wanted = set(SECRET_FIELDS[self.type])
        given = {name for name in ("token", "username", "password", "apiKey") if getattr(self, name) is not None}
        if missing := sorted(wanted - given):
            raise ValueError(f"a {self.type} credential needs {', '.join(missing)}")
        if extra := sorted(given - wanted):
            raise ValueError(f"a {self.type} credential has no {', '.join(extra)}")
        if self.headerName is not None and self.type != "API_KEY":
            raise ValueError("headerName is only for an API_KEY credential")
        return self

    def secret(self) -> dict[str, str]:
        """The fields that are encrypted (``{"token": ...}``...)."""
        return {name: str(getattr(self, name)) for name in SECRET_FIELDS[self.type]}

    def hint(self) -> str | None:
        """``…`` and the last 4 characters of the token, password or API key when it holds at least
        16 characters; None otherwise (a short secret would be a quarter shown)."""
        value = str(getattr(self, SECRET_FIELDS[self.type][-1]))
        return f"…{value[-4:]}" if len(value) >= HINT_MIN_LENGTH else None


@dataclass(frozen=True, slots=True, kw_only=True)
class Credential:
    """A workflow credential as routes show it (wire ``WorkflowCredential``): never its secret."""

    id: str
    name: str
    type: str
    header_name: str | None
    hint: str | None
    allowed_hosts: tuple[str, ...]
    created_at: str
    created_by: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CredentialSecret:
    """A credential decrypted for one webhook call (never logged: the secret fields are left out of ``repr``)."""

    id: str
    type: str
    header_name: str | None = None
    token: str | None = field(default=None, repr=False)
    username: str | None = field(default=None, repr=False)
    password: str | None = field(default=None, repr=False)
    api_key: str | None = field(default=None, repr=False)


def secret_of(record: dict[str, Any], secret: dict[str, str]) -> CredentialSecret:
    """The :class:`CredentialSecret` of a stored record and its decrypted fields."""
    return CredentialSecret(
        id=record["id"],
        type=record["type"],
        header_name=record.get("headerName"),
        token=secret.get("token"),
        username=secret.get("username"),
        password=secret.get("password"),
        api_key=secret.get("apiKey"),
    )


def shown(record: dict[str, Any]) -> Credential:
    """The record a route returns (the stored ``ciphertext`` left out; a record stored before
    ``allowedHosts`` existed shows none, and is sent nowhere)."""
    return Credential(
        id=record["id"],
        name=record["name"],
        type=record["type"],
        header_name=record.get("headerName"),
        hint=record.get("hint"),
        allowed_hosts=tuple(record.get("allowedHosts") or ()),
        created_at=record["createdAt"],
        created_by=record["createdBy"],
    )
