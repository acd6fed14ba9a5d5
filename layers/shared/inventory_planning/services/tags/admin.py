"""The tag routes' use cases: tags' CRUD, manual assignment, the entities of a tag, deletion with its
purge (docs/automation.md "Tags", docs/decisions/0035-tags.md).

Tags are configuration-style records (``store.dynamo.records``: versioned, audited, name guard);
assignments live in ``store.tags.assignments``. What other parts use is in ``services.tags.assignments``.
"""

from __future__ import annotations

import importlib
import json
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.contracts.requests.tags import TagCreate
from inventory_planning.domain.tags.labels import (
    MANUAL_SOURCE,
    MAX_TAGS_PER_ORGANIZATION,
    Tag,
    TagDeleted,
    TaggedEntity,
    TagsAssigned,
    TagsRemoved,
    manual_allowed,
    ordered_targets,
    widens,
)
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.tags.assignments import all_tags, require_tag, tag_of
from inventory_planning.settings import get_job_settings
from inventory_planning.store import catalog as catalog_store
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.audit import Entity, add_audit, audit_item
from inventory_planning.store.dynamo.transactions import Transaction
from inventory_planning.store.tags import assignments as tag_store

if TYPE_CHECKING:
    from inventory_planning.store import configuration, queues
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    configuration = lazy("inventory_planning.store.configuration")  # the delete route only
    queues = lazy("inventory_planning.store.queues")  # the job queue's client, only when a purge is left

PURGE_INLINE = 1_000
"""Assignments a DELETE removes itself; more are left to the job worker (bounded request cost)."""
SHOWN_IDS = 20
"""Unknown ids a 422 lists at most."""
PURGE_STEP = 5_000
"""Assignments the job worker deletes per step of a purge."""


def list_tags(
    organization_id: str,
    page: int,
    page_size: int,
    kind: str | None = None,
    target: str | None = None,
    name_includes: str | None = None,
) -> tuple[list[Tag], int]:
    """One page of the organization's tags in creation order, filtered by ``kind``, by a ``target``
    they include and by a case-insensitive substring of the name, and the filtered total. Two Queries
    (at most 200 tags and their counters), filtered and paged in memory."""
    needle = (name_includes or "").strip().casefold()
    rows = [
        t
        for t in all_tags(organization_id)
        if (kind is None or t.kind == kind) and (target is None or target in t.targets) and needle in t.name.casefold()
    ]
    start = (page - 1) * page_size
    return rows[start : start + page_size], len(rows)


def create_tag(organization_id: str, actor: Actor, body: TagCreate) -> Tag:
    """Create a tag (``createdBy``/``updatedBy`` the actor's id; targets in PRODUCT, VARIANT, BRAND,
    INVENTORY_ITEM order).

    Raises:
        Conflict: TAG_LIMIT_REACHED, the organization has 200 tags.
        DuplicateValue: TAG_NAME_DUPLICATE, a tag of that name exists (case-insensitive, also under a race).
    """
    if len(record_store.list_all(organization_id, tag_store.TAG)) >= MAX_TAGS_PER_ORGANIZATION:
        raise Conflict("TAG_LIMIT_REACHED", f"An organization has at most {MAX_TAGS_PER_ORGANIZATION} tags")
    now = clock.now_iso()
    record = {
        "id": new_id(),
        "name": " ".join(body.name.split()),
        "description": body.description,
        "kind": body.kind,
        "targets": ordered_targets(list(body.targets)),
        "color": body.color.upper() if body.color else None,
        "createdAt": now,
        "createdBy": actor.id,
        "updatedAt": now,
        "updatedBy": actor.id,
    }
    return tag_of(record_store.create(organization_id, tag_store.TAG, record, actor), 0)


def update_tag(organization_id: str, actor: Actor, tag_id: str, changes: dict[str, Any]) -> Tag:
    """Change the supplied fields of a tag; ``updatedBy`` becomes the actor. A rename takes the new
    name's guard and frees the old one in the same transaction.

    Raises:
        Missing: 404 TAG_NOT_FOUND.
        Conflict: TAG_HAS_ASSIGNMENTS, a kind or targets change that narrows what the tag may carry
            (BUSINESS or DATA from MIXED, or a target dropped) while entities carry it.
        DuplicateValue: TAG_NAME_DUPLICATE.
    """
    current = require_tag(organization_id, tag_id)
    if "name" in changes:
        changes["name"] = " ".join(changes["name"].split())
    if "targets" in changes:
        changes["targets"] = ordered_targets(changes["targets"])
    if changes.get("color"):
        changes["color"] = changes["color"].upper()
    kind, targets = changes.get("kind", current.kind), changes.get("targets", current.targets)
    if current.assignment_count and not widens(current.kind, current.targets, kind, targets):
        raise Conflict(
            "TAG_HAS_ASSIGNMENTS", "Entities carry this tag: its kind and targets may only widen (to MIXED, more targets)"
        )

    def apply(record: dict[str, Any]) -> dict[str, Any]:
        after = {**record, **changes}
        if after != record:
            after["updatedBy"] = actor.id
        return after

    updated = tag_store.update_tag(organization_id, tag_id, apply, actor)
    if updated is None:
        raise Missing("Tag", "TAG_NOT_FOUND")
    return tag_of(updated, tag_store.assignment_count(organization_id, tag_id))


REFERRERS = (
    ("inventory_planning.services.tags.rules", "rules_of_tag", "TAGGING_RULE"),
    ("inventory_planning.services.workflows.crud", "workflows_of_tag", "WORKFLOW"),
)
"""Who else may name a tag: ``(module, function(organization_id, tag_id) -> ids, label)``. The tagging
rules and the workflows of issue 26 are other parts of the service; a part not there (yet) is skipped."""


def tag_references(organization_id: str, tag_id: str) -> list[str]:
    """What refers to the tag and keeps it from being deleted: ``ALERT <id>`` per alert whose tag rules
    name it (one Query of the organization's alerts), then ``TAGGING_RULE <id>`` and ``WORKFLOW <id>``
    per rule and workflow naming it, as their services answer (:data:`REFERRERS`)."""
    alerts = record_store.list_all(organization_id, configuration.ALERT)
    found = [f"ALERT {a['id']}" for a in alerts if any(r.get("tagId") == tag_id for r in a.get("tagRules") or [])]
    for module_name, function, label in REFERRERS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        if hasattr(module, function):
            found += [f"{label} {ref}" for ref in getattr(module, function)(organization_id, tag_id)]
    return found


def delete_tag(organization_id: str, actor: Actor, tag_id: str) -> TagDeleted:
    """Delete a tag (its record, name guard and DELETE audit entry in one transaction), then its
    assignments: up to :data:`PURGE_INLINE` here, the rest by the job worker (a job-queue message
    ``{organizationId, purgeTagId}``, :func:`purge_tag`). Once the record is gone no assignment can be
    added (every assignment write checks the tag), and an entity's tag id whose tag is gone is not shown.

    Raises:
        Missing: 404 TAG_NOT_FOUND.
        Conflict: TAG_IN_USE, an alert's tag rules, a tagging rule or a workflow name the tag (the
            message lists them).
    """
    require_tag(organization_id, tag_id)
    references = tag_references(organization_id, tag_id)
    if references:
        raise Conflict("TAG_IN_USE", f"The tag is used by {', '.join(references[:10])}")
    if record_store.delete(organization_id, tag_store.TAG, tag_id, actor) is None:
        raise Missing("Tag", "TAG_NOT_FOUND")
    deleted, done = tag_store.purge_assignments(organization_id, tag_id, PURGE_INLINE)
    if not done:
        _queue_purge(organization_id, tag_id)
    return TagDeleted(id=tag_id, assignments_deleted=deleted, purge_queued=not done)


def _queue_purge(organization_id: str, tag_id: str) -> None:
    message = json.dumps({"organizationId": organization_id, "purgeTagId": tag_id})
    queues.send(get_job_settings().job_queue_url, message)


def purge_tag(organization_id: str, tag_id: str) -> int:
    """The job worker's part of a tag deletion: delete the remaining assignments of a deleted tag, by
    steps of :data:`PURGE_STEP`. Returns how many it deleted (0 for a redelivered message). A tag that
    exists again under the id (never: ids are UUIDv7) is left alone."""
    if record_store.get_record(organization_id, tag_store.TAG, tag_id) is not None:
        return 0
    total, done = 0, False
    while not done:
        deleted, done = tag_store.purge_assignments(organization_id, tag_id, PURGE_STEP)
        total += deleted
    return total


def _checked_keys(organization_id: str, tag: Tag, entity_type: str, entity_ids: list[str]) -> list[str]:
    """The assignment keys of ``entity_ids`` once the tag may be assigned by hand to entities of that
    type and every id is in the catalogue.

    Raises:
        Conflict: TAG_IS_DATA, a DATA tag (rules assign it).
        InvalidInput: ``entityType`` is not a target of the tag, or ``entityIds`` names ids the
            catalogue does not hold (the message lists the first 20).
    """
    if not manual_allowed(tag.kind):
        raise Conflict("TAG_IS_DATA", "A DATA tag is assigned by its tagging rules only")
    if entity_type not in tag.targets:
        raise InvalidInput([field_error("entityType", f"the tag targets {', '.join(tag.targets)}", "not_a_target")])
    labels = catalog_store.labels_of(organization_id, entity_type, entity_ids)
    unknown = [entity_id for entity_id in entity_ids if entity_id not in labels]
    if unknown:
        shown = ", ".join(unknown[:SHOWN_IDS]) + (f" and {len(unknown) - SHOWN_IDS} more" if len(unknown) > SHOWN_IDS else "")
        raise InvalidInput([field_error("entityIds", f"not in the catalogue as {entity_type}: {shown}", "unknown_id")])
    return [tag_store.entity_key(entity_type, entity_id) for entity_id in entity_ids]


def _audit(organization_id: str, actor: Actor, action: str, tag_id: str, entity_type: str, keys: list[str]) -> None:
    """One audit entry per request that changed something: the entities it assigned or removed."""
    if not keys:
        return
    after = {"entityType": entity_type, "entityIds": [tag_store.split_key(k)[1] for k in keys]}
    tx = Transaction()
    add_audit(tx, audit_item(organization_id, actor, action, Entity(tag_store.TAG, tag_id), None, after))
    tx.run()


def assign(organization_id: str, actor: Actor, tag_id: str, entity_type: str, entity_ids: list[str]) -> TagsAssigned:
    """Assign the tag by hand (source MANUAL) to ``entity_ids`` of ``entity_type`` (1..500 ids); audited
    as ASSIGN with the ids that gained it. Raises as :func:`_checked_keys`, and Missing (404 TAG_NOT_FOUND)."""
    tag = require_tag(organization_id, tag_id)
    keys = _checked_keys(organization_id, tag, entity_type, entity_ids)
    current = tag_store.sources_of(organization_id, tag_id, keys)
    changed = [k for k in keys if MANUAL_SOURCE not in current.get(k, frozenset())]
    assigned = tag_store.add_source(organization_id, tag_id, MANUAL_SOURCE, changed, current, clock.now_iso())
    _audit(organization_id, actor, "ASSIGN", tag_id, entity_type, changed)
    return TagsAssigned(assigned=assigned, unchanged=len(keys) - assigned)


def unassign(organization_id: str, actor: Actor, tag_id: str, entity_type: str, entity_ids: list[str]) -> TagsRemoved:
    """Take the MANUAL source off the tag's assignments of ``entity_ids`` (an assignment a rule also
    holds stays); audited as UNASSIGN. Ids need not be in the catalogue any more (an entity gone from
    the catalogue can still be untagged). Raises Conflict TAG_IS_DATA, InvalidInput (not a target), Missing."""
    tag = require_tag(organization_id, tag_id)
    if not manual_allowed(tag.kind):
        raise Conflict("TAG_IS_DATA", "A DATA tag is assigned by its tagging rules only")
    if entity_type not in tag.targets:
        raise InvalidInput([field_error("entityType", f"the tag targets {', '.join(tag.targets)}", "not_a_target")])
    keys = [tag_store.entity_key(entity_type, entity_id) for entity_id in entity_ids]
    current = tag_store.sources_of(organization_id, tag_id, keys)
    changed = [k for k in keys if MANUAL_SOURCE in current.get(k, frozenset())]
    removed = tag_store.remove_source(organization_id, tag_id, MANUAL_SOURCE, changed, current)
    _audit(organization_id, actor, "UNASSIGN", tag_id, entity_type, changed)
    return TagsRemoved(removed=removed, unchanged=len(keys) - removed)


def tagged_entities(
    organization_id: str, tag_id: str, entity_type: str | None, page: int, page_size: int
) -> tuple[list[TaggedEntity], int]:
    """One page of the entities carrying the tag, in (entity type, id) order, with their labels (one
    BatchGetItem per entity type of the page; inventory items a GSI1 Query each) and sources.

    Raises:
        Missing: 404 TAG_NOT_FOUND.
    """
    require_tag(organization_id, tag_id)
    rows, total = tag_store.assignments_page(organization_id, tag_id, entity_type, page, page_size)
    labels: dict[tuple[str, str], str] = {}
    for kind in dict.fromkeys(row[0] for row in rows):
        found = catalog_store.labels_of(organization_id, kind, [row[1] for row in rows if row[0] == kind])
        labels.update({(kind, entity_id): label for entity_id, label in found.items()})
    entities = [
        TaggedEntity(id=i, entity_type=t, label=labels.get((t, i)), sources=sorted(sources), assigned_at=at)
        for t, i, sources, at in rows
    ]
    return entities, total
