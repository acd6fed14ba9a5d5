"""Records of the workflow-credential endpoints (REFERENCE 7 "Credentials"; docs/automation.md
"Webhooks, e-mails and credentials"): a credential as routes show it, never its secret."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class WorkflowCredential(Record):
    """A workflow credential: the secret (token, password, API key) is encrypted and never returned;
    ``hint`` shows ``…`` and its last 4 characters when it holds at least 16, null otherwise."""

    id: str
    name: str
    type: Literal["BEARER_TOKEN", "BASIC_AUTH", "API_KEY"]
    headerName: str | None = Field(description="API_KEY: the header the key is sent in (X-API-Key when null)")
    hint: str | None
    allowedHosts: list[str] = Field(
        description="the hosts a webhook may send it to (a leading '*.' label: any subdomain); empty for a credential "
        "stored before allowedHosts existed, which is sent nowhere"
    )
    createdAt: str
    createdBy: str = Field(description="the user or token id that created it")
