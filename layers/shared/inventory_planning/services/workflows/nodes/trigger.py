"""The TRIGGER node executor: the entities of a type selected by their tags (REFERENCE 7 "Trigger").

``services.tags.assignments.tagged_entity_ids``: the entities of ``entityType`` carrying at least one include tag
and none of the exclude tags. At most 10,000 entities (more is TRIGGER_TOO_BROAD, naming the count). The
read is bounded: more than 100,000 entities carrying the include tags is TRIGGER_TOO_BROAD at once, without
reading them all (``details.matchedCount`` null, ``readLimit`` 100,000).
Output ``{entityType, matchedEntityIds (the first 1,000), matchedCount}``; the engine keeps every id
(``records.ALL_MATCHED``) for the nodes after it. Nothing matched is a success: the engine then skips
every other node ("nothing matched") and the run completes.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.workflows.configs.trigger import TriggerConfig
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult
from inventory_planning.domain.workflows.records import ALL_MATCHED, MAX_MATCHED_IDS_SHOWN
from inventory_planning.services.tags import assignments as tags
from inventory_planning.services.workflows.context import NodeContext

MAX_TRIGGER_ENTITIES = 10_000
READ_AT_MOST = 10 * MAX_TRIGGER_ENTITIES
"""Entities carrying the include tags read at most (the excludes may narrow them to 10,000)."""


def run(config: TriggerConfig, ctx: NodeContext) -> NodeResult:
    """Select the entities (module docstring).

    Raises:
        NodeFailed: TRIGGER_TOO_BROAD when more than 10,000 entities match (``details.matchedCount``).
    """
    include, exclude = list(config.includeTags), list(config.excludeTags)
    resolved: dict[str, Any] = config.model_dump(mode="json")
    try:
        matched = tags.tagged_entity_ids(ctx.organization_id, config.entityType, include, exclude, read_at_most=READ_AT_MOST)
    except tags.TooManyTagged as too_many:
        message = f"{too_many}; a trigger selects at most {MAX_TRIGGER_ENTITIES:,}: narrow its tags"
        details = {"matchedCount": None, "limit": MAX_TRIGGER_ENTITIES, "readLimit": READ_AT_MOST}
        raise NodeFailed("TRIGGER_TOO_BROAD", message, details, resolved_input=resolved) from None
    if len(matched) > MAX_TRIGGER_ENTITIES:
        message = f"{len(matched):,} entities match; a trigger selects at most {MAX_TRIGGER_ENTITIES:,}: narrow its tags"
        raise NodeFailed(
            "TRIGGER_TOO_BROAD", message, {"matchedCount": len(matched), "limit": MAX_TRIGGER_ENTITIES}, resolved_input=resolved
        )
    output = {
        "entityType": config.entityType,
        "matchedEntityIds": list(matched[:MAX_MATCHED_IDS_SHOWN]),
        "matchedCount": len(matched),
        ALL_MATCHED: list(matched),
    }
    logs = ({"level": "INFO", "message": f"{len(matched)} {config.entityType.lower()} entities matched"},)
    return NodeResult(status="SUCCEEDED", output=output, resolved_input=resolved, logs=logs)
