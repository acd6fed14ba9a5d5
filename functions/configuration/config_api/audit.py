"""The configuration audit log: who changed what, when, before and after (REFERENCE 4.6)."""

from __future__ import annotations

from typing import Annotated, Literal

from aws_lambda_powertools.event_handler.openapi.params import Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.errors import ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize, page_meta
from inventory_planning.api.params import time_bound_query, time_range
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import PageOf
from inventory_planning.coldstart import lazy

from config_api.common import VIEW

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
audit = lazy("inventory_planning.services.configuration.audit")
audit_records = lazy("inventory_planning.contracts.audit")
router = ApiRouter(tag="Configuration")
EntityType = Literal[
    "APPROVAL_POLICY",
    "PLANNING_PERIOD",
    "BUDGET_ENVELOPE",
    "RULESET",
    "RULE",
    "ORG_LIST_ENTRY",
    "METRIC",
    "SUPPLIER_VARIANT_CONSTRAINT",
    "PLAN",
    "APPROVAL_REQUEST",
    "INGESTION_SPEC",
    "PLANNING_SETTINGS",
    "ALERT",
    "TAG",
    "WORKFLOW_CREDENTIAL",
    "TAGGING_RULE",
    "MEMBER",
    "TEAM",
    "SERVICE_ACCOUNT_TOKEN",
    "MARKDOWN_WINDOW",
    "SIZE_CURVE",
]


OccurredFrom = time_bound_query("from", "to")
OccurredTo = time_bound_query("to", "from")


@router.get("/api/intelligence-layer/audit-log", operation_id="listAuditLogEntries", permission=VIEW)
def audit_log(
    page: Page = 1,
    page_size: PageSize = 20,
    entity_type: Annotated[EntityType | None, Query(alias="entityType")] = None,
    entity_id: Annotated[str | None, Query(alias="entityId", min_length=1, max_length=255)] = None,
    occurred_from: OccurredFrom = None,
    occurred_to: OccurredTo = None,
) -> PageOf[audit_records.AuditEntry]:
    """Audit entries of the configuration area and of plans, newest first: ``{success, data, page, pageSize, total}``.

    Each entry: ``{id, organizationId, occurredAt, actorKind (USER | API_TOKEN | WORKFLOW | SYSTEM),
    actorId, action (CREATE | UPDATE | STATUS_CHANGE | DELETE, and for plans ITEM_ADDED | ITEM_UPDATED
    | ITEM_REMOVED | APPROVAL_REQUESTED | APPROVED | REJECTED | EXPIRED), entityType, entityId, parent,
    changedFields, before, after, reason, rules, sourceRef}`` (the last three are set on plan entries).
    Filters: ``entityType``; ``entityId`` (needs ``entityType``); ``from``/``to`` as a date
    (whole UTC day) or a date-time with an offset, at most ``MAX_RANGE_DAYS`` days apart (``params.time_range``).
    """
    identity = current_identity(router)
    if entity_id and not entity_type:
        raise ValidationFailed([field_error("entityType", "entityId needs entityType", "required")])
    low, high = time_range("from", occurred_from, "to", occurred_to)
    found = audit.audit_log(identity.org, page, page_size, entity_type, entity_id, low, high)
    return {"success": True, "data": found.rows, **page_meta(page, page_size, found.total)}
