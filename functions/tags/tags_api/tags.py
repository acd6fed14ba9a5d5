"""Tags and their manual assignments (REFERENCE 6.2; docs/automation.md "Tags", decision 0035)."""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013).
tag_admin = lazy("inventory_planning.services.tags.admin")
tag_service = lazy("inventory_planning.services.tags.assignments")
records = lazy("inventory_planning.contracts.tags.labels")
requests = lazy("inventory_planning.contracts.requests.tags")
router = ApiRouter(tag="Tags")

VIEW = "signals.view"
MANAGE = "signals.manage"
BASE = "/api/tags"
NOT_FOUND = [(404, "TAG_NOT_FOUND")]
TagPath = Annotated[str, Path(min_length=1, max_length=64, description="tag id")]
Kind = Literal["DATA", "BUSINESS", "MIXED"]
Target = Literal["PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"]


def _page(rows: list, total: int, page: int, page_size: int) -> dict:
    return {"success": True, "data": rows, "page": page, "pageSize": page_size, "total": total}


@router.get(BASE, operation_id="listTags", permission=VIEW)
def list_tags(
    page: Page = 1,
    page_size: PageSize = 20,
    kind: Annotated[Kind | None, Query()] = None,
    target: Annotated[Target | None, Query(description="tags that may be put on this entity type")] = None,
    name_includes: Annotated[str | None, Query(alias="nameIncludes", min_length=1, max_length=100)] = None,
) -> PageOf[records.Tag]:
    """The organization's tags in creation order: ``{success, data, page, pageSize, total}``."""
    rows, total = tag_admin.list_tags(current_identity(router).org, page, page_size, kind, target, name_includes)
    return _page(rows, total, page, page_size)


@router.post(
    BASE,
    operation_id="createTag",
    permission=MANAGE,
    status=201,
    errors=[(409, "TAG_NAME_DUPLICATE"), (409, "TAG_LIMIT_REACHED")],
)
def create_tag(body: Annotated[requests.TagCreate, Body()]) -> One[records.Tag]:
    """Create a tag (201): ``{name, kind DATA|BUSINESS|MIXED, targets, description?, color?}``; the
    name is unique in the organization (case-insensitive); at most 200 tags."""
    identity = current_identity(router)
    return {"success": True, "data": tag_admin.create_tag(identity.org, actor_of(identity), body)}, 201


@router.get(f"{BASE}/{{tag_id}}", operation_id="getTag", permission=VIEW, errors=NOT_FOUND)
def get_tag(tag_id: TagPath) -> One[records.Tag]:
    """One tag with its assignment count; 404 when missing or another organization's."""
    return One(data=tag_service.require_tag(current_identity(router).org, tag_id))


@router.patch(
    f"{BASE}/{{tag_id}}",
    operation_id="updateTag",
    permission=MANAGE,
    errors=[*NOT_FOUND, (409, "TAG_NAME_DUPLICATE"), (409, "TAG_HAS_ASSIGNMENTS"), (409, "CONCURRENT_MODIFICATION")],
)
def update_tag(tag_id: TagPath, body: Annotated[requests.TagUpdate, Body()]) -> One[records.Tag]:
    """Change the supplied fields; a kind or targets change may only widen while entities carry the tag."""
    identity = current_identity(router)
    return One(data=tag_admin.update_tag(identity.org, actor_of(identity), tag_id, body.changes()))


@router.delete(f"{BASE}/{{tag_id}}", operation_id="deleteTag", permission=MANAGE, errors=[*NOT_FOUND, (409, "TAG_IN_USE")])
def delete_tag(tag_id: TagPath) -> One[records.TagDeleted]:
    """Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
    TAG_IN_USE while an alert's tag rules name it."""
    identity = current_identity(router)
    return One(data=tag_admin.delete_tag(identity.org, actor_of(identity), tag_id))


ASSIGNMENT_ERRORS = [*NOT_FOUND, (409, "TAG_IS_DATA")]


@router.post(f"{BASE}/{{tag_id}}/assignments", operation_id="addTagAssignments", permission=MANAGE, errors=ASSIGNMENT_ERRORS)
def assign_tag(tag_id: TagPath, body: Annotated[requests.TagAssignments, Body()]) -> One[records.TagsAssigned]:
    """Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
    in the catalogue and the type a target of the tag (422 naming them); a DATA tag is 409 TAG_IS_DATA."""
    identity = current_identity(router)
    result = tag_admin.assign(identity.org, actor_of(identity), tag_id, body.entityType, body.entityIds)
    return One(data=result)


@router.delete(f"{BASE}/{{tag_id}}/assignments", operation_id="removeTagAssignments", permission=MANAGE, errors=ASSIGNMENT_ERRORS)
def unassign_tag(tag_id: TagPath, body: Annotated[requests.TagAssignments, Body()]) -> One[records.TagsRemoved]:
    """Take the manual assignment off ``entityIds``; the tag stays where a tagging rule also holds it."""
    identity = current_identity(router)
    result = tag_admin.unassign(identity.org, actor_of(identity), tag_id, body.entityType, body.entityIds)
    return One(data=result)


@router.get(f"{BASE}/{{tag_id}}/entities", operation_id="listTaggedEntities", permission=VIEW, errors=NOT_FOUND)
def list_tagged_entities(
    tag_id: TagPath,
    entity_type: Annotated[Target | None, Query(alias="entityType")] = None,
    page: Page = 1,
    page_size: PageSize = 20,
) -> PageOf[records.TaggedEntity]:
    """The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
    holding each assignment (MANUAL, RULE#<ruleId>)."""
    rows, total = tag_admin.tagged_entities(current_identity(router).org, tag_id, entity_type, page, page_size)
    return _page(rows, total, page, page_size)
