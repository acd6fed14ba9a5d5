"""Storage of tags and of their assignments to catalogue entities (docs/data-model.md, decision 0035).

- A tag is a configuration-style record (``store.dynamo.records``, kind :data:`TAG`): ``pk
  ORG#<org>#TAG``, ``sk <tagId>`` (UUIDv7), its name unique per organization (guard
  ``TAGNAME#<name key>``), every change audited in the same transaction.
- An assignment (:class:`TagAssignmentItem`): ``pk ORG#<org>#TAG#<tagId>#ASSIGNED``, ``sk
  <ENTITY_TYPE>#<entityId>``, the string set ``sources`` (``MANUAL``, ``RULE#<ruleId>``...) that hold it.
- An entity's tags (:class:`EntityTagsItem`): ``pk ORG#<org>#ENTITYTAGS#<ENTITY_TYPE>``, ``sk
  <entityId>``, the string set ``tag_ids``: a catalogue page's tags are one BatchGetItem.
- A tag's assignment count (:class:`TagCountItem`): ``pk ORG#<org>#TAGCOUNT``, ``sk <tagId>``,
  ``assignments`` ADDed +1/-1 in the transaction that creates or deletes an assignment, so it is exact
  under concurrency (the tag record itself is rewritten whole by its updates, so it cannot hold it).

Every assignment change is a TransactWriteItems of at most 100 actions: a condition check that the tag
still exists, per entity either the assignment write alone (a source joins or leaves an assignment
that stays) or the assignment write and the entity's ``tag_ids`` update (an assignment created or
deleted), and the counter's ADD. Each assignment write is conditional on the state it was decided
from; a cancelled chunk is read again (BatchGetItem) and decided again, so concurrent writers never
lose a source nor leave ``tag_ids`` and the counter out of step with the assignments.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from pynamodb.attributes import NumberAttribute, UnicodeAttribute, UnicodeSetAttribute
from pynamodb.exceptions import TransactWriteError
from pynamodb.expressions.condition import size
from pynamodb.transactions import TransactWrite

from inventory_planning.domain.tags.labels import name_key
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.clock import now_iso
from inventory_planning.kernel.errors import Missing
from inventory_planning.store.dynamo.audit import Entity, add_audit, audit_item
from inventory_planning.store.dynamo.guards import free_guards, take_guards
from inventory_planning.store.dynamo.records import UPDATE_ATTEMPTS, Kind, get_item, record_item, record_pk
from inventory_planning.store.dynamo.transactions import ConcurrentChange, Transaction, connection
from inventory_planning.store.models import BaseItem, ConfigRecordItem, _Meta
from inventory_planning.store.paging import query_page

TAG = Kind("TAG", "TAG", guards=lambda r: [f"TAGNAME#{name_key(r['name'])}"])
"""A tag record (domain/tags/labels.py); its name is unique per organization, case-insensitively."""

MAX_ACTIONS = 100
"""DynamoDB's bound on the actions of one TransactWriteItems."""
CHUNK_ATTEMPTS = 5
"""A chunk cancelled by concurrent writers is read again and retried this many times at most."""
BATCH_GET = 100
"""DynamoDB's bound on the keys of one BatchGetItem."""


class TagAssignmentItem(BaseItem):
    """An assignment of a tag to an entity: ``pk = ORG#<org>#TAG#<tagId>#ASSIGNED``, ``sk =
    <ENTITY_TYPE>#<entityId>``; ``sources`` the string set of what holds it (never empty: the item is
    deleted with its last source); ``assigned_at`` when it was created (ISO 8601 UTC)."""

    Meta = _Meta
    sources = UnicodeSetAttribute(null=True)
    assigned_at = UnicodeAttribute(null=True)


class EntityTagsItem(BaseItem):
    """The tags of one entity: ``pk = ORG#<org>#ENTITYTAGS#<ENTITY_TYPE>``, ``sk = <entityId>``;
    ``tag_ids`` (absent once the last one leaves). At most 200 tags per organization bound it."""

    Meta = _Meta
    tag_ids = UnicodeSetAttribute(null=True)


class TagCountItem(BaseItem):
    """A tag's exact assignment count: ``pk = ORG#<org>#TAGCOUNT``, ``sk = <tagId>``."""

    Meta = _Meta
    assignments = NumberAttribute(default=0)


def assignments_pk(organization_id: str, tag_id: str) -> str:
    """The partition of a tag's assignments."""
    return f"ORG#{organization_id}#TAG#{tag_id}#ASSIGNED"


def entity_tags_pk(organization_id: str, entity_type: str) -> str:
    """The partition of the tag sets of one entity type."""
    return f"ORG#{organization_id}#ENTITYTAGS#{entity_type}"


def count_pk(organization_id: str) -> str:
    """The partition of the organization's tag counters."""
    return f"ORG#{organization_id}#TAGCOUNT"


def entity_key(entity_type: str, entity_id: str) -> str:
    """An assignment's sort key: ``<ENTITY_TYPE>#<entityId>``."""
    return f"{entity_type}#{entity_id}"


def split_key(key: str) -> tuple[str, str]:
    """``(entity type, entity id)`` of an assignment's sort key."""
    entity_type, entity_id = key.split("#", 1)
    return entity_type, entity_id


def update_tag(
    organization_id: str, tag_id: str, apply: Callable[[dict[str, Any]], dict[str, Any]], actor: Actor
) -> dict[str, Any] | None:
    """As ``records.update`` (versioned, audited, retried on a race), and a rename moves the name guard
    in the same transaction: the new name's guard is taken (a DuplicateValue when held), the old one freed.

    Returns the stored record, or None when the tag does not exist in this organization.
    """
    for _ in range(UPDATE_ATTEMPTS):
        item = get_item(organization_id, TAG, tag_id)
        if item is None:
            return None
        before = item.record
        after = apply(copy.deepcopy(before))
        if after == before:
            return before
        after["updatedAt"] = now_iso()
        version = int(item.version or 1)
        tx = Transaction()
        tx.put("record", record_item(organization_id, TAG, after, None, version=version + 1), ConfigRecordItem.version == version)
        old_guards, new_guards = set(TAG.guards(before)), set(TAG.guards(after))
        take_guards(tx, organization_id, sorted(new_guards - old_guards), tag_id)
        free_guards(tx, organization_id, sorted(old_guards - new_guards))
        add_audit(tx, audit_item(organization_id, actor, "UPDATE", Entity(TAG, tag_id), before, after))
        try:
            tx.run()
        except ConcurrentChange:
            continue
        return after
    raise ConcurrentChange()


# ------------------------------------------------------------------------------------------------
# Reads


def assignment_counts(organization_id: str) -> dict[str, int]:
    """Every tag's assignment count by tag id (one Query of at most 200 small items)."""
    return {item.sk: int(item.assignments or 0) for item in TagCountItem.query(count_pk(organization_id), consistent_read=True)}


def assignment_count(organization_id: str, tag_id: str) -> int:
    """One tag's assignment count (0 when it never had one)."""
    try:
        return int(TagCountItem.get(count_pk(organization_id), tag_id, consistent_read=True).assignments or 0)
    except TagCountItem.DoesNotExist:
        return 0


def tag_assignments(organization_id: str, tag_id: str, entity_type: str | None = None) -> dict[str, frozenset[str]]:
    """The tag's assignments (of one entity type, or all): sort key -> sources. One paginated
    strongly consistent Query of the tag's partition, keys and sources only."""
    condition = TagAssignmentItem.sk.startswith(f"{entity_type}#") if entity_type else None
    rows = TagAssignmentItem.query(
        assignments_pk(organization_id, tag_id), condition, consistent_read=True, attributes_to_get=["sk", "sources"]
    )
    return {row.sk: frozenset(row.sources or ()) for row in rows}


def tagged_ids(organization_id: str, tag_id: str, entity_type: str, at_most: int | None = None) -> list[str]:
    """Ids of the entities of ``entity_type`` carrying the tag, in id order (one paginated Query, keys only);
    with ``at_most``, the Query stops after ``at_most + 1`` ids (more than ``at_most`` returned: there are more)."""
    condition = TagAssignmentItem.sk.startswith(f"{entity_type}#")
    limit = None if at_most is None else at_most + 1
    rows = TagAssignmentItem.query(assignments_pk(organization_id, tag_id), condition, attributes_to_get=["sk"], limit=limit)
    return [split_key(row.sk)[1] for row in rows]


READ_PAGE = 5_000
"""Assignments one page of :func:`holders_page` examines at most (DynamoDB stops at 1 MB before)."""


def holders_page(
    organization_id: str, tag_id: str, sources: Iterable[str], size: int, start: dict[str, Any] | None = None
) -> tuple[dict[str, frozenset[str]], int, dict[str, Any] | None]:
    """One page of the tag's assignments holding at least one of ``sources``: a strongly consistent
    Query examining at most ``size`` assignments after ``start`` (a previous page's key; None: the
    first), filtered server-side (``contains(sources, :s)`` ORed), keys and sources only.

    Returns ``(found, examined, next start)``: sort key -> all the sources of each assignment found,
    how many assignments the page examined, and where the next page starts (None: the partition's end).
    """
    wanted = list(dict.fromkeys(sources))
    condition = TagAssignmentItem.sources.contains(wanted[0])
    for source in wanted[1:]:
        condition = condition | TagAssignmentItem.sources.contains(source)
    pages = TagAssignmentItem.query(
        assignments_pk(organization_id, tag_id),
        filter_condition=condition,
        consistent_read=True,
        attributes_to_get=["sk", "sources"],
        page_size=size,
        last_evaluated_key=start,
    ).page_iter
    page = next(pages)
    rows = (TagAssignmentItem.from_raw_data(raw) for raw in page.get("Items", []))
    found = {row.sk: frozenset(row.sources or ()) for row in rows}
    return found, int(page.get("ScannedCount", 0)), pages.last_evaluated_key


def sources_of(organization_id: str, tag_id: str, keys: Iterable[str]) -> dict[str, frozenset[str]]:
    """The sources of the given assignments (sort keys; those absent are left out): strongly
    consistent BatchGetItems of 100 keys."""
    pk = assignments_pk(organization_id, tag_id)
    found: dict[str, frozenset[str]] = {}
    for chunk in _chunks(list(dict.fromkeys(keys)), BATCH_GET):
        for item in TagAssignmentItem.batch_get([(pk, key) for key in chunk], consistent_read=True):
            found[item.sk] = frozenset(item.sources or ())
    return found


def tag_ids_of(organization_id: str, entity_type: str, entity_ids: Iterable[str]) -> dict[str, frozenset[str]]:
    """Each entity's tag ids (every id present; an empty set when untagged): BatchGetItems of 100."""
    ids = list(dict.fromkeys(entity_ids))
    result: dict[str, frozenset[str]] = {entity_id: frozenset() for entity_id in ids}
    pk = entity_tags_pk(organization_id, entity_type)
    for chunk in _chunks(ids, BATCH_GET):
        for item in EntityTagsItem.batch_get([(pk, entity_id) for entity_id in chunk]):
            result[item.sk] = frozenset(item.tag_ids or ())
    return result


def assignments_page(
    organization_id: str, tag_id: str, entity_type: str | None, page: int, page_size: int
) -> tuple[list[tuple[str, str, frozenset[str], str | None]], int]:
    """One page of the tag's assignments in (entity type, id) order, as ``(entity type, entity id,
    sources, assignedAt)``, and their total (a COUNT Query)."""
    condition = TagAssignmentItem.sk.startswith(f"{entity_type}#") if entity_type else None
    rows, total = query_page(
        TagAssignmentItem.query,
        TagAssignmentItem.count,
        page,
        page_size,
        hash_key=assignments_pk(organization_id, tag_id),
        range_key_condition=condition,
        consistent_read=True,
    )
    return [(*split_key(row.sk), frozenset(row.sources or ()), row.assigned_at) for row in rows], total


# ------------------------------------------------------------------------------------------------
# Writes


def add_source(
    organization_id: str, tag_id: str, source: str, keys: Iterable[str], current: Mapping[str, frozenset[str]], now: str
) -> int:
    """Make ``source`` hold the assignment of each sort key of ``keys``, ``current`` being the sources
    read of those assignments (a key absent: no assignment). Returns how many gained the source.

    Raises:
        Missing: the tag was deleted meanwhile (404 TAG_NOT_FOUND).
        ConcurrentChange: a chunk kept being changed by others (five times in a row).
    """
    return _change(organization_id, tag_id, source, list(dict.fromkeys(keys)), current, now, adding=True)


def remove_source(
    organization_id: str, tag_id: str, source: str, keys: Iterable[str], current: Mapping[str, frozenset[str]]
) -> int:
    """Take ``source`` off the assignment of each sort key of ``keys`` (deleting an assignment left
    with no source). Returns how many lost the source. Raises as :func:`add_source`."""
    return _change(organization_id, tag_id, source, list(dict.fromkeys(keys)), current, "", adding=False)


def _decide(sources: frozenset[str] | None, source: str, adding: bool) -> str | None:
    """The write one assignment needs: ``create``, ``join``, ``drop`` (delete it), ``leave``, or None."""
    if adding:
        if sources is None:
            return "create"
        return None if source in sources else "join"
    if sources is None or source not in sources:
        return None
    return "drop" if sources == {source} else "leave"


def _change(
    organization_id: str,
    tag_id: str,
    source: str,
    keys: list[str],
    current: Mapping[str, frozenset[str]],
    now: str,
    adding: bool,
) -> int:
    """Decide each key's write from ``current`` and run them in transactions of at most 100 actions."""
    decided = [(key, op) for key in keys if (op := _decide(current.get(key), source, adding))]
    changed = 0
    for chunk in _action_chunks(decided):
        changed += _run_chunk(organization_id, tag_id, source, chunk, now, adding)
    return changed


def _action_chunks(decided: list[tuple[str, str]]) -> Iterator[list[tuple[str, str]]]:
    """Chunks of writes each fitting one transaction beside the tag check and the counter."""
    chunk: list[tuple[str, str]] = []
    used = 0
    for key, op in decided:
        cost = 2 if op in ("create", "drop") else 1
        if used + cost > MAX_ACTIONS - 2:
            yield chunk
            chunk, used = [], 0
        chunk.append((key, op))
        used += cost
    if chunk:
        yield chunk


def _run_chunk(organization_id: str, tag_id: str, source: str, chunk: list[tuple[str, str]], now: str, adding: bool) -> int:
    """Write one chunk; when cancelled, read its assignments again, decide again and retry."""
    for attempt in range(CHUNK_ATTEMPTS):
        if not chunk:
            return 0
        try:
            _write(organization_id, tag_id, source, chunk, now)
            return len(chunk)
        except TransactWriteError as error:
            reasons = error.cancellation_reasons or []
            if reasons and reasons[0] is not None and reasons[0].code == "ConditionalCheckFailed":
                raise Missing("Tag", "TAG_NOT_FOUND") from None
            if error.cause_response_code not in ("TransactionCanceledException", "TransactionConflictException"):
                raise
        time.sleep(0.02 * (attempt + 1))
        fresh = sources_of(organization_id, tag_id, [key for key, _ in chunk])
        chunk = [(key, op) for key, _ in chunk if (op := _decide(fresh.get(key), source, adding))]
    if not chunk:
        return 0
    raise ConcurrentChange()


def _write(organization_id: str, tag_id: str, source: str, chunk: list[tuple[str, str]], now: str) -> None:
    """One transaction: the tag still exists, each assignment write, the entity sets and the counter."""
    pk = assignments_pk(organization_id, tag_id)
    sources = TagAssignmentItem.sources
    delta = 0
    with TransactWrite(connection=connection()) as tx:
        tx.condition_check(ConfigRecordItem, record_pk(organization_id, TAG), tag_id, condition=ConfigRecordItem.pk.exists())
        for key, op in chunk:
            entity_type, entity_id = split_key(key)
            entity = EntityTagsItem(entity_tags_pk(organization_id, entity_type), entity_id)
            if op == "create":
                item = TagAssignmentItem(pk, key, sources={source}, assigned_at=now)
                tx.save(item, condition=TagAssignmentItem.pk.does_not_exist())
                tx.update(entity, [EntityTagsItem.tag_ids.add({tag_id})])
                delta += 1
            elif op == "join":
                tx.update(TagAssignmentItem(pk, key), [sources.add({source})], condition=TagAssignmentItem.pk.exists())
            elif op == "drop":
                only = (size(sources) == 1) & sources.contains(source)
                tx.delete(TagAssignmentItem(pk, key), condition=only)
                tx.update(entity, [EntityTagsItem.tag_ids.delete({tag_id})])
                delta -= 1
            else:  # leave: another source keeps the assignment
                others = (size(sources) > 1) & sources.contains(source)
                tx.update(TagAssignmentItem(pk, key), [sources.delete({source})], condition=others)
        if delta:
            tx.update(TagCountItem(count_pk(organization_id), tag_id), [TagCountItem.assignments.add(delta)])


def purge_assignments(organization_id: str, tag_id: str, limit: int) -> tuple[int, bool]:
    """Delete up to ``limit`` assignments of a deleted tag, with the tag's id in the entities' sets.

    Returns ``(deleted, done)``: ``done`` when no assignment is left, the counter item then deleted too.
    Unconditional transactions of 49 assignments (the tag record is gone: no writer adds any more).
    """
    pk = assignments_pk(organization_id, tag_id)
    keys = [row.sk for row in TagAssignmentItem.query(pk, consistent_read=True, attributes_to_get=["sk"], limit=limit + 1)]
    batch, rest = keys[:limit], keys[limit:]
    for chunk in _chunks(batch, (MAX_ACTIONS - 2) // 2):
        with TransactWrite(connection=connection()) as tx:
            for key in chunk:
                entity_type, entity_id = split_key(key)
                tx.delete(TagAssignmentItem(pk, key))
                entity = EntityTagsItem(entity_tags_pk(organization_id, entity_type), entity_id)
                tx.update(entity, [EntityTagsItem.tag_ids.delete({tag_id})])
    done = not rest
    if done:
        TagCountItem(count_pk(organization_id), tag_id).delete()
    return len(batch), done


def _chunks(values: list[Any], size_: int) -> Iterator[list[Any]]:
    for start in range(0, len(values), size_):
        yield values[start : start + size_]
