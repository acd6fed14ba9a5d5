"""Org lists: supplier blacklist, brand restrictions, return reason codes (SPEC POST
/api/org-lists/{listType}/entries)."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration.org_list_types import ListType

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
org_lists = lazy("inventory_planning.services.configuration.org_lists")
records = lazy("inventory_planning.contracts.configuration")
bodies = lazy("inventory_planning.domain.configuration.intelligence")  # the entry body, built on first use
router = ApiRouter(tag="Configuration")
ListTypePath = Annotated[ListType, Path(description="SUPPLIER_BLACKLIST, BRAND_RESTRICTION or RETURN_REASON_CODE")]


# listType (camelCase) is SPEC's path name, here and below.
@router.get("/api/org-lists/{listType}/entries", operation_id="listOrgListEntries", permission=VIEW)
def list_entries(listType: ListTypePath, page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.OrgListEntry]:
    """Entries of one org list in creation order: ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = org_lists.list_entries(identity.org, listType, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post(
    "/api/org-lists/{listType}/entries",
    operation_id="createOrgListEntry",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "ORG_LIST_ENTRY_DUPLICATE")],
)
def create_entry(listType: ListTypePath, body: Annotated[bodies.OrgListEntryCreate, Body()]) -> One[records.OrgListEntry]:
    """Add a value to an org list (201 with the entry).

    SUPPLIER_BLACKLIST and BRAND_RESTRICTION values are UUIDs (stored lower-case); RETURN_REASON_CODE
    values are upper-cased. Errors: 422 for a value of the wrong form; 409 ORG_LIST_ENTRY_DUPLICATE
    when the list already holds the value, also when two requests add it at the same time (the
    uniqueness guard is a conditional write). The audit entry names the caller (user or API token).
    """
    identity = current_identity(router)
    return created(org_lists.create_entry(identity.org, actor_of(identity), listType, body.value, body.metadata))


@router.delete("/api/org-lists/{listType}/entries/{entry_id}", operation_id="deleteOrgListEntry", permission=CONFIGURE)
def delete_entry(listType: ListTypePath, entry_id: IdPath) -> Done:
    """Remove an entry (its value can then be added again): ``{success: true}``; 404 when missing,
    in another list, or another organization's."""
    identity = current_identity(router)
    org_lists.delete_entry(identity.org, actor_of(identity), listType, entry_id)
    return DELETED
