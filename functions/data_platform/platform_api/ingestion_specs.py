"""Ingestion specs and resolved settings of an organization, and its planning defaults (internal
token; REFERENCE 8.1, 8.4).

The organization is the path's ``organizationId`` (these routes are the data platform's, never a
tenant's token); an unknown organization is 404 NOT_FOUND.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.pagination import Page, PageSize, page_meta, slice_page
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.kernel.errors import InvalidInput

# each service module loads on its first request (decisions 0013, 0046)
planning_settings = lazy("inventory_planning.services.configuration.planning_settings")
specs_service = lazy("inventory_planning.services.ingestion.specs")

# the records load on the first request (decision 0013)
records = lazy("inventory_planning.contracts.data_platform.ingestion_specs")

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")
BASE = "/api/data-platform/organizations/{organization_id}"
SPEC = BASE + "/ingestion-specs/{spec_id}"
NOT_FOUND = [(404, "NOT_FOUND")]
OrganizationPath = Annotated[str, Path(min_length=1, max_length=64, description="the tenant")]
SpecPath = Annotated[str, Path(min_length=1, max_length=64)]


@router.get(f"{BASE}/ingestion-specs", operation_id="listIngestionSpecs", permission=INTERNAL, errors=[(404, "NOT_FOUND")])
def list_specs(organization_id: OrganizationPath, page: Page = 1, page_size: PageSize = 20) -> PageOf[records.IngestionSpec]:
    """The organization's ingestion specs, oldest first: ``{success, data: [...], page, pageSize, total}``."""
    specs = specs_service.list_specs(organization_id)
    return PageOf(data=slice_page(specs, page, page_size), **page_meta(page, page_size, len(specs)))


@router.post(
    f"{BASE}/ingestion-specs", operation_id="createIngestionSpec", permission=INTERNAL, status=201,
    errors=[(404, "NOT_FOUND"), (409, "INGESTION_SPEC_DUPLICATE")],
)  # fmt: skip
def create_spec(
    organization_id: OrganizationPath, body: Annotated[records.IngestionSpecBody, Body()]
) -> One[records.IngestionSpec]:
    """Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it."""
    return One(data=specs_service.create_spec(organization_id, body.model_dump()))


@router.get(SPEC, operation_id="getIngestionSpec", permission=INTERNAL, errors=NOT_FOUND)
def get_spec(organization_id: OrganizationPath, spec_id: SpecPath) -> One[records.IngestionSpec]:
    """One ingestion spec."""
    return One(data=specs_service.get_spec(organization_id, spec_id))


@router.put(
    SPEC, operation_id="replaceIngestionSpec", permission=INTERNAL,
    errors=[(404, "NOT_FOUND"), (409, "INGESTION_SPEC_DUPLICATE")],
)  # fmt: skip
def replace_spec(
    organization_id: OrganizationPath, spec_id: SpecPath, body: Annotated[records.IngestionSpecBody, Body()]
) -> One[records.IngestionSpec]:
    """Replace an ingestion spec (files already ingested are not re-read)."""
    return One(data=specs_service.replace_spec(organization_id, spec_id, body.model_dump()))


@router.delete(SPEC, operation_id="deleteIngestionSpec", permission=INTERNAL, errors=NOT_FOUND)
def delete_spec(organization_id: OrganizationPath, spec_id: SpecPath) -> Done:
    """Delete an ingestion spec."""
    specs_service.delete_spec(organization_id, spec_id)
    return Done()


@router.get(f"{BASE}/settings", operation_id="getDataPlatformSettings", permission=INTERNAL, errors=[(404, "NOT_FOUND")])
def settings(organization_id: OrganizationPath) -> One[records.ResolvedSettings]:
    """The resolved data-platform settings: ingestion specs (the organization's, then the built-in
    layouts), canonical datasets, cleaning operations, gold settings and the lake."""
    return One(data=specs_service.resolved_settings(organization_id))


@router.patch(f"{BASE}/settings", operation_id="updateDataPlatformSettings", permission=INTERNAL, errors=[(404, "NOT_FOUND")])
def change_settings(
    organization_id: OrganizationPath, body: Annotated[records.SettingsChange, Body()]
) -> One[records.ResolvedSettings]:
    """Set the organization's own planning defaults (``null`` gives one back to the service's
    default); validated against each one's bounds, audited (entityType PLANNING_SETTINGS). Answers
    the resolved settings; the next risks and recommendations runs use them."""
    specs_service.resolved_settings(organization_id)  # 404 for an unknown organization, before anything is written
    changes = body.planningDefaults.model_dump(exclude_unset=True)
    if not changes:
        raise InvalidInput([{"field": "planningDefaults", "code": "empty", "message": "name at least one planning default"}])
    planning_settings.change(organization_id, changes, specs_service.ACTOR)
    return One(data=specs_service.resolved_settings(organization_id))
