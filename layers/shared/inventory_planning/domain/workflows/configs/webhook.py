"""The config of a CALL_WEBHOOK node (REFERENCE 7; issue 26; docs/automation.md "Webhooks, e-mails and
credentials").

``{url, method GET|POST|PUT|PATCH|DELETE, headers?: [{key, value}], queryParams?: [{key, value}],
bodyType none|json|form|raw, bodyTemplate?, auth?: {type none|bearer|basic|apiKey, credentialId?,
headerName?}, timeoutMs? (default 10,000, 1..30,000), retries?: {count 0..5, backoffMs 0..30,000},
successStatusCodes? (codes, or [from, to] ranges; default 200-299), saveResponseAs?}``.

``url``, header and query values and ``bodyTemplate`` are templates (services/workflows/interpolation.py);
the URL is checked after rendering (domain/workflows/addresses.py). ``bodyTemplate`` renders to JSON
for ``json`` (a JSON value), to a JSON object of strings for ``form`` (sent url-encoded), to text for
``raw``; ``none`` (and GET) sends no body.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from inventory_planning.domain.workflows.credentials import HEADER_NAME

FORBIDDEN_HEADERS = frozenset({"host", "content-length", "transfer-encoding", "connection", "upgrade", "te", "trailer"})
"""Headers the node sets itself (Host: the URL's name; the body's length) and hop-by-hop headers."""
DEFAULT_SUCCESS = (200, 299)
"""The success codes when ``successStatusCodes`` is not given (both ends included)."""
RESERVED_OUTPUT_KEYS = frozenset({"statusCode", "durationMs", "attempts", "ok", "responseTruncated"})

_Template = Annotated[str, Field(max_length=20_000)]
StatusCode = Annotated[int, Field(ge=100, le=599)]


class KeyValue(BaseModel):
    """One header or query parameter: ``key`` (as written), ``value`` (a template)."""

    model_config = ConfigDict(extra="forbid")
    key: Annotated[str, Field(min_length=1, max_length=128)]
    value: Annotated[str, Field(max_length=4_000)]


class WebhookAuth(BaseModel):
    """``{type none|bearer|basic|apiKey, credentialId?, headerName?}``: the credential (a workflow
    credential of the organization, of the matching type: bearer BEARER_TOKEN, basic BASIC_AUTH,
    apiKey API_KEY) is decrypted when the node runs; ``headerName`` (apiKey) overrides the credential's."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["none", "bearer", "basic", "apiKey"] = "none"
    credentialId: Annotated[str, Field(min_length=1, max_length=64)] | None = None
    headerName: Annotated[str, Field(pattern=HEADER_NAME)] | None = None

    @model_validator(mode="after")
    def _credential(self) -> WebhookAuth:
        if self.type != "none" and not self.credentialId:
            raise ValueError(f"auth.credentialId is required when auth.type is {self.type}")
        if self.type == "none" and self.credentialId:
            raise ValueError("auth.credentialId needs an auth.type (bearer, basic or apiKey)")
        if self.headerName and self.type != "apiKey":
            raise ValueError("auth.headerName is only for auth.type apiKey")
        return self


class WebhookRetries(BaseModel):
    """``{count 0..5, backoffMs 0..30,000}``: attempt ``n`` (n >= 2) waits ``backoffMs * 2^(n-2)`` ms,
    at most 30,000, after a connection error, a timeout, a 5xx or a 429."""

    model_config = ConfigDict(extra="forbid")
    count: Annotated[int, Field(ge=0, le=5)] = 0
    backoffMs: Annotated[int, Field(ge=0, le=30_000)] = 1_000


class CallWebhookConfig(BaseModel):
    """A CALL_WEBHOOK node's ``config`` (module docstring). Validation errors are the definition's 422."""

    model_config = ConfigDict(extra="forbid")
    url: Annotated[str, Field(min_length=1, max_length=2_048)]
    method: Literal["GET", "POST", "PUT", "PATCH", "DELETE"] = "POST"
    headers: Annotated[list[KeyValue], Field(max_length=50)] = []
    queryParams: Annotated[list[KeyValue], Field(max_length=50)] = []
    bodyType: Literal["none", "json", "form", "raw"] = "none"
    bodyTemplate: _Template | None = None
    auth: WebhookAuth = WebhookAuth()
    timeoutMs: Annotated[int, Field(ge=1, le=30_000)] = 10_000
    retries: WebhookRetries = WebhookRetries()
    successStatusCodes: Annotated[list[StatusCode | tuple[StatusCode, StatusCode]], Field(min_length=1, max_length=50)] | None = (
        None
    )
    saveResponseAs: Annotated[str, Field(pattern=r"^[A-Za-z][A-Za-z0-9_]{0,63}$")] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CallWebhookConfig:
        if self.bodyType == "none" and self.bodyTemplate:
            raise ValueError("bodyTemplate needs a bodyType (json, form or raw)")
        if self.bodyType != "none" and self.bodyTemplate is None:
            raise ValueError(f"bodyType {self.bodyType} needs a bodyTemplate")
        if self.method == "GET" and self.bodyType != "none":
            raise ValueError("a GET sends no body: bodyType must be none")
        for header in self.headers:
            if not re.match(HEADER_NAME, header.key):
                raise ValueError(f"header {header.key!r} is not a valid header name")
            if header.key.lower() in FORBIDDEN_HEADERS:
                raise ValueError(f"header {header.key} is set by the node itself")
            if self.auth.type != "none" and header.key.lower() == auth_header(self.auth).lower():
                raise ValueError(f"header {header.key} comes from the credential (auth)")
        for entry in self.successStatusCodes or []:
            if isinstance(entry, tuple) and entry[0] > entry[1]:
                raise ValueError(f"successStatusCodes range {list(entry)} runs backwards")
        if self.saveResponseAs in RESERVED_OUTPUT_KEYS:
            raise ValueError(f"saveResponseAs may not be {self.saveResponseAs} (a field of the output)")
        return self

    def is_success(self, status: int) -> bool:
        """``status`` counts as success: listed in ``successStatusCodes`` (a code or within a
        ``[from, to]`` range, both ends included), 200-299 when none are listed. A 3xx is a response
        like any other: success only when listed (redirects are never followed)."""
        if not self.successStatusCodes:
            return DEFAULT_SUCCESS[0] <= status <= DEFAULT_SUCCESS[1]
        return any(status == e if isinstance(e, int) else e[0] <= status <= e[1] for e in self.successStatusCodes)


def auth_header(auth: WebhookAuth, credential_header: str | None = None) -> str:
    """The header carrying the credential: Authorization (bearer, basic), else ``auth.headerName``,
    the credential's ``headerName``, or ``X-API-Key``."""
    if auth.type in ("bearer", "basic"):
        return "Authorization"
    return auth.headerName or credential_header or "X-API-Key"
