"""Tags and their assignments (REFERENCE 6.2, docs/decisions/0035-tags.md).

What the other parts use: :func:`require_tag`, :func:`tagged_entity_ids` (a workflow trigger's
selection), :func:`tag_ids_of` (an entity's tags, by page), :func:`apply_rule_assignments` and
:func:`remove_rule_assignments` (the tagging rules' runs). The routes' use cases (create, update,
delete, manual assignment, entities) are in ``services.tags.admin``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.tags.labels import TAG_TARGETS, RuleAssignmentChange, Tag, rule_source, rules_allowed
from inventory_planning.domain.tags.propagation import all_source_ids
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, field_error
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.tags import assignments as tag_store


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


class TooManyTagged(Exception):
    """More entities carry the include tags than the caller allows to be read (``read_at_most``)."""

    def __init__(self, entity_type: str, read_at_most: int) -> None:
        super().__init__(f"more than {read_at_most:,} {entity_type.lower()} entities carry the include tags")
        self.entity_type = entity_type
        self.read_at_most = read_at_most


def tagged_entity_ids(
    organization_id: str,
    entity_type: str,
    include_tag_ids: Sequence[str],
    exclude_tag_ids: Sequence[str] = (),
    limit: int | None = None,
    read_at_most: int | None = None,
) -> list[str]:
    """Ids (sorted) of the entities of ``entity_type`` carrying at least one of ``include_tag_ids`` and
    none of ``exclude_tag_ids``; the first ``limit`` of them when given.

    One keys-only Query per tag (include and exclude), so the cost follows the tagged entities, not the
    catalogue. A tag id that does not exist (or is another organization's) tags nothing. No include
    tag selects nothing. With ``read_at_most`` the cost is bounded whatever the tags: each Query stops
    after ``read_at_most + 1`` ids, more than ``read_at_most`` entities carrying the include tags raises
    :class:`TooManyTagged`, and an exclude tag on more than ``read_at_most`` entities is applied through
    the included entities' own tag sets instead (BatchGetItems of 100, at most ``read_at_most`` ids).

    Raises:
        InvalidInput: ``entity_type`` is not one of PRODUCT, VARIANT, BRAND, INVENTORY_ITEM.
        TooManyTagged: more than ``read_at_most`` entities carry the include tags.
    """
    _check_entity_type(entity_type)
    included: set[str] = set()
    for tag_id in dict.fromkeys(include_tag_ids):
        included.update(tag_store.tagged_ids(organization_id, tag_id, entity_type, read_at_most))
        if read_at_most is not None and len(included) > read_at_most:
            raise TooManyTagged(entity_type, read_at_most)
    carried: dict[str, frozenset[str]] | None = None  # the included entities' own tags, read once if needed
    for tag_id in dict.fromkeys(exclude_tag_ids):
        if not included:
            break
        excluded = tag_store.tagged_ids(organization_id, tag_id, entity_type, read_at_most)
        if read_at_most is not None and len(excluded) > read_at_most:  # too many to read: ask the included ones
            if carried is None:
                carried = tag_store.tag_ids_of(organization_id, entity_type, included)
            included = {entity for entity in included if tag_id not in carried.get(entity, frozenset())}
        else:
            included.difference_update(excluded)
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


def _stale_holders(
    organization_id: str, tag_id: str, sources: list[str], spared: Mapping[str, str], limit: int | None, read_limit: int | None
) -> tuple[dict[str, list[str]], dict[str, frozenset[str]], bool]:
    """Read the tag's assignments holding one of ``sources`` page by page until ``limit`` of them hold
    one that is not spared (``spared``: entity type -> the source kept on it), ``read_limit`` were
    examined, or the partition ends; each page's size is what remains of both bounds, so neither is
    passed. Returns ``(source -> its stale keys, the sources read per key, complete)``."""
    stale: dict[str, list[str]] = {}
    current: dict[str, frozenset[str]] = {}
    found = read = 0
    start = None
    while True:
        bounds = (
            tag_store.READ_PAGE,
            limit - found if limit is not None else None,
            read_limit - read if read_limit is not None else None,
        )
        room = min(b for b in bounds if b is not None)
        if room <= 0:
            return stale, current, False
        page, examined, start = tag_store.holders_page(organization_id, tag_id, sources, room, start)
        read += examined
        for key, holding in page.items():
            off = sorted(s for s in holding.intersection(sources) if s != spared.get(tag_store.split_key(key)[0]))
            found += bool(off)
            current[key] = holding
            for source in off:
                stale.setdefault(source, []).append(key)
        if start is None:
            return stale, current, True


def remove_rule_assignments(
    organization_id: str,
    rule_id: str,
    tag_id: str,
    limit: int | None = None,
    read_limit: int | None = None,
    keep: Mapping[str, str] | None = None,
) -> tuple[int, bool]:
    """Take the rule's sources (``RULE#<rule_id>`` and ``RULE#<rule_id>/<TYPE>``, decision 0036) off
    the assignments of ``tag_id`` (a rule deleted, deactivated or moved to another tag or entity
    type); an assignment held by nothing else goes. ``keep`` (entity type -> source id) spares, on
    the assignments of that type, the one source the rule rightly holds there now.

    Bounded: at most ``limit`` assignments lose a source and at most ``read_limit`` are read (filtered
    Query pages of the tag's partition from its start, ``store.tags.assignments.holders_page``), then transactions
    of up to 100 actions. Returns ``(removed, done)``: the sources taken off (one per assignment, but
    for one holding two of the rule's after a move between entity types), and whether none is left to
    remove (the partition was read to its end). A tag that no longer exists is done: its assignments
    went (or go) with it. Each call reads from the partition's start: a caller repeating calls with a
    ``read_limit`` smaller than the partition would read its start again and again.
    """
    sources = [rule_source(s) for s in all_source_ids(rule_id)]
    spared = {kind: rule_source(source) for kind, source in (keep or {}).items()}
    stale, current, complete = _stale_holders(organization_id, tag_id, sources, spared, limit, read_limit)
    removed = 0
    try:
        for source, keys in stale.items():
            removed += tag_store.remove_source(organization_id, tag_id, source, keys, current)
            current.update({key: current[key] - {source} for key in keys})
    except Missing:
        return removed, True
    return removed, complete
