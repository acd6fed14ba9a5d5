"""Workflows, their runs and steps as records (pure; issue 26; docs/automation.md "Workflows", "Runs").

Stores keep the wire (camelCase) dicts built here; services read them into the typed records
(:func:`~inventory_planning.domain.stored.of_stored`, decision 0026). Every time is ISO 8601 UTC,
given by the caller (the domain reads no clock).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

WORKFLOW_STATUSES = ("draft", "active", "paused", "archived")
RUN_STATUSES = ("PENDING", "RUNNING", "COMPLETED", "FAILED", "CANCELLED")
OPEN_RUN_STATUSES = ("PENDING", "RUNNING")
STEP_STATUSES = ("PENDING", "RUNNING", "SUCCEEDED", "FAILED", "SKIPPED", "CANCELLED")
TRIGGER_TYPES = ("MANUAL", "SCHEDULED", "API")

MAX_MATCHED_IDS_SHOWN = 1_000
"""Matched entity ids a TRIGGER's output and a run's ``triggerContext`` show (``matchedCount`` counts all)."""
ALL_MATCHED = "_allMatchedEntityIds"
"""The key of a TRIGGER's output that hands every matched id to the engine (kept beside the run in
chunks, never stored in the step: the step shows the first 1,000)."""
MAX_STEP_JSON_BYTES = 64_000
"""A step's ``output`` and ``resolvedInput`` each at most 64 KB of JSON (else truncated, ``truncated`` true)."""
MAX_STEP_LOGS = 100
MAX_LOG_MESSAGE = 1_000


@dataclass(frozen=True, slots=True, kw_only=True)
class Workflow:
    """A workflow (wire ``Workflow``): ``status`` draft | active | paused | archived; ``definition``
    ``{nodes, edges}``; ``owner_shop_ids`` the creator's assigned shops (None: every shop), the shop
    scope its runs act under; ``last_run_at`` / ``last_run_status`` of its newest run (None before one)."""

    id: str
    name: str
    description: str
    status: str
    definition: dict[str, Any]
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str
    owner_shop_ids: list[str] | None
    last_run_at: str | None
    last_run_status: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkflowRun:
    """A run (wire ``WorkflowRun``): ``status`` PENDING | RUNNING | COMPLETED | FAILED | CANCELLED,
    ``trigger_type`` MANUAL | SCHEDULED | API, ``triggered_by`` ``{kind, id}``; ``trigger_context``
    ``{entityType, matchedEntityIds (first 1,000), matchedCount, includeTags, excludeTags}`` once the
    TRIGGER ran; ``output_summary`` ``{totalPlansCreated, totalItemsAdded, totalItemsSkipped,
    totalErrorsRecorded}``; ``definition_version`` the workflow's version the run executes."""

    id: str
    workflow_id: str
    workflow_name: str
    status: str
    trigger_type: str
    triggered_by: dict[str, str]
    triggered_at: str
    started_at: str | None
    completed_at: str | None
    trigger_context: dict[str, Any] | None
    output_summary: dict[str, int]
    error_message: str | None
    definition_version: int


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkflowStep:
    """One node's step of a run (wire ``WorkflowStep``): ``status`` PENDING | RUNNING | SUCCEEDED |
    FAILED | SKIPPED | CANCELLED; ``resolved_input`` (the config after interpolation), ``output``
    (each at most 64 KB of JSON, ``truncated`` when cut); the error's code, message and details;
    ``retry_count``; ``logs`` ``[{level, message}]`` (at most 100); timing (``duration_ms``)."""

    node_id: str
    node_type: str
    status: str
    resolved_input: dict[str, Any] | None
    output: dict[str, Any] | None
    truncated: bool
    error_code: str | None
    error_message: str | None
    error_details: dict[str, Any] | None
    retry_count: int
    logs: list[dict[str, str]]
    started_at: str | None
    completed_at: str | None
    duration_ms: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkflowRunDetail(WorkflowRun):
    """A run with its steps in execution order (wire ``WorkflowRunDetail``; the fields of :class:`WorkflowRun`)."""

    steps: list[WorkflowStep]


def new_workflow(
    workflow_id: str,
    body: Mapping[str, Any],
    definition: dict[str, Any],
    actor_id: str,
    owner_shop_ids: Iterable[str] | None,
    now: str,
) -> dict[str, Any]:
    """The stored record of a new workflow (``body``: name, description?, status? (default draft))."""
    return {
        "id": workflow_id,
        "name": body["name"],
        "description": body.get("description") or "",
        "status": body.get("status") or "draft",
        "definition": definition,
        "createdAt": now,
        "createdBy": actor_id,
        "updatedAt": now,
        "updatedBy": actor_id,
        "ownerShopIds": sorted(owner_shop_ids) if owner_shop_ids is not None else None,
    }


def empty_summary() -> dict[str, int]:
    """``outputSummary`` of a run before any plan node ran."""
    return {"totalPlansCreated": 0, "totalItemsAdded": 0, "totalItemsSkipped": 0, "totalErrorsRecorded": 0}


def new_run(
    run_id: str, workflow: Mapping[str, Any], version: int, trigger_type: str, triggered_by: Mapping[str, str], now: str
) -> dict[str, Any]:
    """A PENDING run of ``workflow`` at its stored ``version`` (the definition it executes is kept beside it)."""
    return {
        "id": run_id,
        "workflowId": workflow["id"],
        "workflowName": workflow["name"],
        "status": "PENDING",
        "triggerType": trigger_type,
        "triggeredBy": dict(triggered_by),
        "triggeredAt": now,
        "startedAt": None,
        "completedAt": None,
        "triggerContext": None,
        "outputSummary": empty_summary(),
        "errorMessage": None,
        "definitionVersion": version,
    }


def new_steps(definition: Mapping[str, Any], order: Sequence[str]) -> list[dict[str, Any]]:
    """One PENDING step per node, in execution order ``order``."""
    types = {node["id"]: node["type"] for node in definition["nodes"]}
    return [
        {
            "nodeId": node_id,
            "nodeType": types[node_id],
            "status": "PENDING",
            "resolvedInput": None,
            "output": None,
            "truncated": False,
            "errorCode": None,
            "errorMessage": None,
            "errorDetails": None,
            "retryCount": 0,
            "logs": [],
            "startedAt": None,
            "completedAt": None,
            "durationMs": None,
        }
        for node_id in order
    ]


def capped_json(value: Mapping[str, Any] | None, limit: int = MAX_STEP_JSON_BYTES) -> tuple[dict[str, Any] | None, bool]:
    """``value`` when its compact JSON takes at most ``limit`` bytes, else ``{"truncated": true,
    "preview": <its first bytes as text>, "bytes": <size>}``; and whether it was cut."""
    if value is None:
        return None, False
    text = json.dumps(value, separators=(",", ":"), default=str)
    size = len(text.encode())
    if size <= limit:
        return json.loads(text), False
    preview = text.encode()[: limit // 2].decode(errors="ignore")
    return {"truncated": True, "bytes": size, "preview": preview}, True


def capped_logs(logs: Iterable[Mapping[str, str]]) -> list[dict[str, str]]:
    """At most 100 log entries ``{level, message}``, each message at most 1,000 characters."""
    kept = []
    for entry in list(logs)[:MAX_STEP_LOGS]:
        kept.append({"level": str(entry.get("level", "INFO")), "message": str(entry.get("message", ""))[:MAX_LOG_MESSAGE]})
    return kept


def duration_ms(started_at: str, completed_at: str) -> int:
    """Milliseconds between two ISO 8601 instants (``completed_at`` - ``started_at``), at least 0."""
    start, end = (
        datetime.fromisoformat(started_at.replace("Z", "+00:00")),
        datetime.fromisoformat(completed_at.replace("Z", "+00:00")),
    )
    return max(0, round((end - start).total_seconds() * 1000))


def trigger_context(
    entity_type: str, matched: Sequence[str], include_tags: Sequence[str], exclude_tags: Sequence[str]
) -> dict[str, Any]:
    """A run's ``triggerContext``: the first 1,000 matched ids and the count of all of them."""
    return {
        "entityType": entity_type,
        "matchedEntityIds": list(matched[:MAX_MATCHED_IDS_SHOWN]),
        "matchedCount": len(matched),
        "includeTags": list(include_tags),
        "excludeTags": list(exclude_tags),
    }


def output_summary(steps: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """``outputSummary`` of a run's SUCCEEDED and SKIPPED steps (an ADD_ITEMS_TO_PLAN left with no
    position is SKIPPED but reports the lines it refused): plans created = CREATE_OR_GET_PLAN outputs
    with ``isNew`` true; items added / skipped = the sum of ADD_ITEMS_TO_PLAN outputs' ``addedCount`` /
    ``skippedCount``; errors recorded = the sum of ``len(errors)`` of those outputs."""
    summary = empty_summary()
    for step in steps:
        output = step.get("output") or {}
        if step.get("status") not in ("SUCCEEDED", "SKIPPED") or output.get("truncated") is True and "addedCount" not in output:
            continue
        if step["nodeType"] == "CREATE_OR_GET_PLAN" and output.get("isNew") is True:
            summary["totalPlansCreated"] += 1
        elif step["nodeType"] == "ADD_ITEMS_TO_PLAN":
            summary["totalItemsAdded"] += int(output.get("addedCount") or 0)
            summary["totalItemsSkipped"] += int(output.get("skippedCount") or 0)
            summary["totalErrorsRecorded"] += len(output.get("errors") or [])
    return summary


def run_error(node_id: str, code: str, message: str) -> str:
    """A failed run's ``errorMessage``: ``<nodeId>: <code>: <message>``."""
    return f"{node_id}: {code}: {message}"
