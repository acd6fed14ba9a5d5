"""Data-platform endpoints: internal-token routes (InternalBearerAuth, ``/api/data-platform/*``).

Every route here is reached with an internal token only (the authorizer decides by the route
template); the organization a request touches is named in the request, never taken from a token.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body
from inventory_planning.api.app import create_app, current_identity, make_handler
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One
from inventory_planning.contracts.data_platform import ProvisionedOrganization
from inventory_planning.services.organizations import provision_organization
from pydantic import BaseModel, ConfigDict, Field

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")


class ProvisionOrganizationRequest(BaseModel):
    """Body of POST /api/data-platform/organizations."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=255, pattern=r"\S", description="display name; surrounding spaces are dropped")


@router.post(
    "/api/data-platform/organizations",
    operation_id="provisionOrganization",
    permission=INTERNAL,
    status=201,
    creates=False,  # never replayed: a replay would have to store the plaintext token (decision 0014)
)
def provision(body: Annotated[ProvisionOrganizationRequest, Body()]) -> One[ProvisionedOrganization]:
    """Provision an empty organization and its first service-account token, with every permission.

    For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
    token is in this response only.
    """
    organization, plaintext, token = provision_organization(body.name, actor=current_identity(router).principal_id)
    return One(
        data=ProvisionedOrganization(
            organizationId=organization.organization_id,
            organizationName=organization.name,
            tokenId=token.token_id,
            token=plaintext,
            permissions=sorted(token.permissions or []),
        )
    )


app = create_app("Data platform")
app.include(router)
lambda_handler = make_handler(app)
