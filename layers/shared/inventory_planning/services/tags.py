"""Tags and their assignments (REFERENCE 6.2, docs/decisions/0035-tags.md).

What the other parts use: :func:`require_tag`, :func:`tagged_entity_ids` (a workflow trigger's
selection), :func:`tag_ids_of` (an entity's tags, by page), :func:`apply_rule_assignments` and
:func:`remove_rule_assignments` (the tagging rules' runs). The routes' use cases (create, update,
delete, manual assignment, entities) are in ``services.tag_admin``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.tags import TAG_TARGETS, RuleAssignmentChange, Tag, rule_source, rules_allowed
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, field_error
from inventory_planning.store import tags as tag_store
from inventory_planning.store.dynamo import records as record_store


def tag_of(record: dict[str, Any], assignment_count: int) -> Tag:
    """The typed tag of a stored record and its count."""
    return of_stored(Tag, {**record, "assignmentCount": assignment_count})


def require_tag(organization_id: str, tag_id: str) -> Tag:
    """The organization's tag ``tag_id`` (a GetItem and its counter's).

    Raises:
        Missing: no such tag in this organization (404 TAG_NOT_FOUND "Tag not found").
    """
    record = record_store.get_record(organization_id, tag_store.TAG, tag_id)
    if record is None:
        raise Missing("Tag", "TAG_NOT_FOUND")
    return tag_of(record, tag_store.assignment_count(organization_id, tag_id))


def all_tags(organization_id: str) -> list[Tag]:
    """Every tag of the organization in creation order (two Queries: records and counters; at most 200)."""
    counts = tag_store.assignment_counts(organization_id)
    return [tag_of(r, counts.get(r["id"], 0)) for r in record_store.list_all(organization_id, tag_store.TAG)]


def tag_names(organization_id: str) -> dict[str, str]:
    """Tag id -> name for the organization (one Query), e.g. to show an entity's tags."""
    return {r["id"]: r["name"] for r in record_store.list_all(organization_id, tag_store.TAG)}


def _check_entity_type(entity_type: str) -> None:
    if entity_type not in TAG_TARGETS:
        raise InvalidInput([field_error("entityType", f"must be one of {', '.join(TAG_TARGETS)}", "invalid_choice")])


def tagged_entity_ids(
    organization_id: str,
    entity_type: str,
    include_tag_ids: Sequence[str],
    exclude_tag_ids: Sequence[str] = (),
    limit: int | None = None,
) -> list[str]:
    """Ids (sorted) of the entities of ``entity_type`` carrying at least one of ``include_tag_ids`` and
    none of ``exclude_tag_ids``; the first ``limit`` of them when given.

    One keys-only Query per tag (include and exclude), so the cost follows the tagged entities, not the
    catalogue. A tag id that does not exist (or is another organization's) tags nothing. No include
    tag selects nothing.

    Raises:
        InvalidInput: ``entity_type`` is not one of PRODUCT, VARIANT, BRAND, INVENTORY_ITEM.
    """
    _check_entity_type(entity_type)
    included: set[str] = set()
    for tag_id in dict.fromkeys(include_tag_ids):
        included.update(tag_store.tagged_ids(organization_id, tag_id, entity_type))
    for tag_id in dict.fromkeys(exclude_tag_ids):
        if not included:
            break
        included.difference_update(tag_store.tagged_ids(organization_id, tag_id, entity_type))
    ids = sorted(included)
    return ids if limit is None else ids[:limit]


def tag_ids_of(organization_id: str, entity_type: str, entity_ids: Sequence[str]) -> dict[str, frozenset[str]]:
    """Each entity's tag ids: every id of ``entity_ids`` present, an empty set when untagged
    (BatchGetItems of 100 ids)."""
    return tag_store.tag_ids_of(organization_id, entity_type, entity_ids)


def tag_names_of(organization_id: str, entity_type: str, entity_ids: Sequence[str]) -> dict[str, list[str]]:
    """Each entity's tag names, sorted (every id present; empty when untagged): what catalogue records
    show as ``tags``. BatchGetItems of the entities' tag sets, then, only when one carries a tag, one
    Query of the organization's tags for their names (a tag deleted while its purge runs is left out)."""
    tag_ids = tag_store.tag_ids_of(organization_id, entity_type, entity_ids)
    names = tag_names(organization_id) if any(tag_ids.values()) else {}
    return {
        entity_id: sorted((names[t] for t in ids if t in names), key=lambda n: (n.casefold(), n))
        for entity_id, ids in tag_ids.items()
    }


def apply_rule_assignments(
    organization_id: str, tag_id: str, rule_id: str, entity_type: str, entity_ids: Iterable[str], now: str
) -> RuleAssignmentChange:
    """Make the assignments of ``tag_id`` held by the rule (source ``RULE#<rule_id>``) exactly
    ``entity_ids`` of ``entity_type``.

    Reads the tag's assignments once (one paginated Query of its partition, keys and sources), adds
    the rule's source to the entities missing it (creating the assignment when none exists) and takes
    it off every other assignment holding it (any entity type: a retargeted rule's old assignments
    go); an assignment stays while another source (MANUAL, another rule) holds it. Writes are
    transactions of up to 100 actions (about 49 to 98 entities each), conditional on what was read.
    ``now`` (ISO 8601 UTC) is the new assignments' ``assignedAt``.

    Returns:
        ``RuleAssignmentChange(created, removed)``: entities that gained / lost the rule's source.

    Raises:
        Missing: the tag does not exist (404 TAG_NOT_FOUND), also when deleted during the run.
        Conflict: TAG_NOT_RULE_ASSIGNABLE, the tag is BUSINESS (assigned by hand only).
        InvalidInput: ``entity_type`` is not one of the tag's targets.
    """
    tag = require_tag(organization_id, tag_id)
    if not rules_allowed(tag.kind):
        raise Conflict("TAG_NOT_RULE_ASSIGNABLE", "A BUSINESS tag is assigned by hand only; rules assign DATA or MIXED tags")
    if entity_type not in tag.targets:
        raise InvalidInput([field_error("entityType", f"the tag targets {', '.join(tag.targets)}", "not_a_target")])
    source = rule_source(rule_id)
    current = tag_store.tag_assignments(organization_id, tag_id)
    wanted = {tag_store.entity_key(entity_type, entity_id) for entity_id in entity_ids}
    held = {key for key, sources in current.items() if source in sources}
    removed = tag_store.remove_source(organization_id, tag_id, source, sorted(held - wanted), current)
    created = tag_store.add_source(organization_id, tag_id, source, sorted(wanted - held), current, now)
    return RuleAssignmentChange(created=created, removed=removed)


def remove_rule_assignments(organization_id: str, rule_id: str, tag_id: str) -> int:
    """Take the rule's source off every assignment of ``tag_id`` (a rule deleted, deactivated or
    retargeted to another tag); assignments held by nothing else go. Returns how many lost it (0 when
    the tag no longer exists: its assignments went with it)."""
    source = rule_source(rule_id)
    current = tag_store.tag_assignments(organization_id, tag_id)
    held = sorted(key for key, sources in current.items() if source in sources)
    try:
        return tag_store.remove_source(organization_id, tag_id, source, held, current)
    except Missing:
        return 0
