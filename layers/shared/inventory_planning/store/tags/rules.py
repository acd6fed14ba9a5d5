"""Tagging rules and their evaluation runs (docs/data-model.md "Tagging rules"):

- a rule is a versioned record of kind ``TAGGING_RULE`` (``ConfigRecordItem``, ``pk =
  ORG#<org>#TAGGINGRULE``, ``sk = <rule id>``), written with its audit entry (``store.dynamo.records``);
  :func:`mark_evaluated` sets its ``lastEvaluatedAt`` without an audit entry (a run is not a change);
- a run is a ``TaggingRunItem`` (``pk = ORG#<org>#TAGGINGRUN``, ``sk = <run id>``, UUIDv7: creation
  order), its wire record without the logs; ``status`` beside it for conditional transitions;
- a rule's pending purge is a ``RulePurgeItem`` (``pk = ORG#<org>#TAGGINGRULEPURGE``, ``sk = <rule
  id>#<tag id>``), put in the transaction that deletes, deactivates or moves the rule and deleted once
  the rule's sources are off that tag (``services.tags.rules``);
- a run's logs (at most 5,000 entries, ~1 MB) are one JSON object in the lake bucket,
  ``tagging-runs/organization_id=<org>/run=<id>/logs.json``: no item outgrows DynamoDB's 400 KB.
"""

from __future__ import annotations

from itertools import islice
from typing import Any

from pynamodb.attributes import JSONAttribute, UnicodeAttribute
from pynamodb.exceptions import DeleteError, PutError

from inventory_planning.store.dynamo.records import UPDATE_ATTEMPTS, Kind, get_item, record_item
from inventory_planning.store.lake import objects
from inventory_planning.store.models import BaseItem, ConfigRecordItem, _Meta
from inventory_planning.store.paging import query_page

TAGGING_RULE = Kind("TAGGING_RULE", "TAGGINGRULE")
"""A tagging rule (domain/tagging); its audit entityType TAGGING_RULE."""


class TaggingRunItem(BaseItem):
    """A tagging evaluation run: ``pk = ORG#<org>#TAGGINGRUN``, ``sk = <run id>``; ``record`` its wire
    record without the logs."""

    Meta = _Meta
    status = UnicodeAttribute()
    record = JSONAttribute()


class RulePurgeItem(BaseItem):
    """A purge of a rule's sources from a tag not finished yet: ``pk = ORG#<org>#TAGGINGRULEPURGE``,
    ``sk = <ruleId>#<tagId>``; ``rule_id``, ``tag_id``, ``requested_at`` (ISO 8601 UTC). At most one
    per rule and tag it held: bounded by the rules' changes, not by the assignments."""

    Meta = _Meta
    rule_id = UnicodeAttribute()
    tag_id = UnicodeAttribute()
    requested_at = UnicodeAttribute()


def _purge_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#TAGGINGRULEPURGE"


def purge_item(organization_id: str, rule_id: str, tag_id: str, at: str) -> RulePurgeItem:
    """The pending purge of ``rule_id``'s sources from ``tag_id`` (to put in the rule change's transaction)."""
    return RulePurgeItem(_purge_pk(organization_id), f"{rule_id}#{tag_id}", rule_id=rule_id, tag_id=tag_id, requested_at=at)


def pending_purge(organization_id: str, rule_id: str, tag_id: str) -> str | None:
    """When the purge of the rule's sources from the tag was asked (``requested_at``), or None when
    none is pending (a strongly consistent GetItem)."""
    try:
        return RulePurgeItem.get(_purge_pk(organization_id), f"{rule_id}#{tag_id}", consistent_read=True).requested_at
    except RulePurgeItem.DoesNotExist:
        return None


def pending_purges(organization_id: str, limit: int) -> list[tuple[str, str, str]]:
    """The first ``limit`` pending purges as ``(rule id, tag id, requested_at)`` (one Query)."""
    rows = RulePurgeItem.query(_purge_pk(organization_id), consistent_read=True, limit=limit)
    return [(row.rule_id, row.tag_id, row.requested_at) for row in rows]


def end_purge(organization_id: str, rule_id: str, tag_id: str, requested_at: str) -> bool:
    """Delete the pending purge asked at ``requested_at``; False (and nothing deleted) when it is gone
    or was asked again since (a later change of the rule: its own purge goes on)."""
    try:
        RulePurgeItem(_purge_pk(organization_id), f"{rule_id}#{tag_id}").delete(RulePurgeItem.requested_at == requested_at)
    except DeleteError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def _run_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#TAGGINGRUN"


def _logs_key(organization_id: str, run_id: str) -> str:
    return f"tagging-runs/organization_id={organization_id}/run={run_id}/logs.json"


def mark_evaluated(organization_id: str, rule_id: str, at: str) -> bool:
    """Set a rule's ``lastEvaluatedAt`` (conditional on its version, retried on a race; no audit
    entry). False when the rule is gone."""
    for _ in range(UPDATE_ATTEMPTS):
        item = get_item(organization_id, TAGGING_RULE, rule_id)
        if item is None:
            return False
        version = int(item.version or 1)
        updated = record_item(organization_id, TAGGING_RULE, {**item.record, "lastEvaluatedAt": at}, None, version + 1)
        try:
            updated.save(ConfigRecordItem.version == version)
        except PutError as error:
            if "ConditionalCheckFailed" in str(error.cause_response_code or error):
                continue
            raise
        return True
    return False


def put_new_run(organization_id: str, record: dict[str, Any]) -> bool:
    """Store a new run; False when a run with its id exists already."""
    try:
        TaggingRunItem(_run_pk(organization_id), record["id"], status=record["status"], record=record).save(
            TaggingRunItem.pk.does_not_exist()
        )
    except PutError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def transition_run(organization_id: str, record: dict[str, Any], expected_status: str) -> bool:
    """Store ``record`` if the stored run is still ``expected_status``; False otherwise."""
    try:
        TaggingRunItem(_run_pk(organization_id), record["id"], status=record["status"], record=record).save(
            TaggingRunItem.status == expected_status
        )
    except PutError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def get_run(organization_id: str, run_id: str) -> dict[str, Any] | None:
    """A run of the organization (without logs), or None."""
    try:
        return TaggingRunItem.get(_run_pk(organization_id), run_id, consistent_read=True).record
    except TaggingRunItem.DoesNotExist:
        return None


def runs_page(organization_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of the organization's runs, newest first, and their number (a server-side COUNT, decision 0003)."""
    rows, total = query_page(
        TaggingRunItem.query, TaggingRunItem.count, page, page_size, hash_key=_run_pk(organization_id), scan_index_forward=False
    )
    return [row.record for row in rows], total


def runs_slice(organization_id: str, offset: int, limit: int) -> tuple[list[dict[str, Any]], int]:
    """The runs from ``offset`` (at most ``limit``), newest first, and their number (the data
    platform's offset lists): the rows before them are read past, the total counted server-side."""
    query = TaggingRunItem.query(_run_pk(organization_id), scan_index_forward=False, page_size=min(offset + limit, 1000))
    rows = [row.record for row in islice(query, offset, offset + limit)]
    return rows, TaggingRunItem.count(_run_pk(organization_id))


def put_logs(organization_id: str, run_id: str, logs: list[dict[str, Any]]) -> None:
    """Write a run's logs. Raises LakeUnavailable."""
    objects.put_json(_logs_key(organization_id, run_id), logs)


def get_logs(organization_id: str, run_id: str) -> list[dict[str, Any]]:
    """A run's logs ([] before any was written). Raises LakeUnavailable."""
    found = objects.get_json(_logs_key(organization_id, run_id))
    return list(found or [])
