"""Outcome attributions (REFERENCE 3.4 GET /api/intelligence/outcome-attributions): which plan items
came from a decision vector, a workflow or a person, read from the plans' audit log (every
ITEM_ADDED entry carries the line, whose ``source`` and ``sourceRef`` say where it came from: a
decision vector, a workflow run, a pre-season scenario, or a person)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from inventory_planning.kernel import clock
from inventory_planning.store import plans as plan_store
from inventory_planning.store.dynamo import audit as audit_store

WINDOWS = {"J7": 7, "J30": 30, "J90": 90}
SOURCES = {"decision-vector": "DECISION_VECTOR", "workflow": "WORKFLOW", "scenario": "SCENARIO"}


def attributed_type(line: dict[str, Any]) -> str | None:
    """The attribution's ``planType`` of a line: REFERENCE 3.4 names a pre-season plan's lines
    PRE_SEASON_SCENARIO when a generated scenario wrote them, PRE_SEASON_ORDER otherwise."""
    plan_type = line.get("planType")
    if plan_type == "PRE_SEASON":
        return "PRE_SEASON_SCENARIO" if line.get("source") == "scenario" else "PRE_SEASON_ORDER"
    return plan_type


def attributions(  # noqa: PLR0913 - GET attributions' query parameters, one argument each
    organization_id: str,
    *,
    window: str = "J30",
    plan_type: str | None = None,
    plan_id: str | None = None,
    variant_id: str | None = None,
    shop_id: str | None = None,
    shop_scope: frozenset[str] | None = None,
    page: int = 1,
    page_size: int = 20,
) -> tuple[list[dict[str, Any]], int]:
    """Items added to plans in the last ``window`` (J7, J30, J90 days of service time: the
    audit entries' ``occurredAt`` is service time too, ``kernel.clock``), newest first,
    filtered, paged; a shop-scoped caller sees the items of its shops."""
    since = (clock.now() - timedelta(days=WINDOWS[window])).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    rows = []
    for entry in audit_store.audit_entries_since(organization_id, plan_store.PLAN_ENTITY, since):
        line = entry.get("after") or {}
        if entry["action"] != "ITEM_ADDED" or "variantId" not in line:
            continue
        if (plan_type and attributed_type(line) != plan_type) or (plan_id and entry["entityId"] != plan_id):
            continue
        if (variant_id and line["variantId"] != variant_id) or (shop_id and line.get("shopId") != shop_id):
            continue
        if shop_scope is not None and line.get("shopId") not in shop_scope:
            continue
        source = SOURCES.get(line.get("source") or "", "MANUAL")
        rows.append({
            "attributionSource": source, "eventType": "ITEM_ADDED",
            "decisionVectorId": line.get("sourceRef") if source == "DECISION_VECTOR" else None,
            "workflowRunId": line.get("sourceRef") if source == "WORKFLOW" else None,
            "planAuditLogId": entry["id"], "planId": entry["entityId"], "planItemId": line.get("id"),
            "planType": attributed_type(line), "shopId": line.get("shopId"), "variantId": line["variantId"],
            "createdAt": entry["occurredAt"],
        })  # fmt: skip
    start = (page - 1) * page_size
    return rows[start : start + page_size], len(rows)
