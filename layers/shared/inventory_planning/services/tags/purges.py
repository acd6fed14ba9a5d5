"""Taking a tagging rule's sources off a tag once the rule is deleted, deactivated or moved to another
tag or entity type (docs/automation.md "Tagging rules"; decision 0036), at a bounded cost per request.

A rule's change that retracts it puts a pending purge (``store.tags.rules.RulePurgeItem``, rule and tag)
in the change's own transaction (:func:`pending_on_change`); then

1. the request itself takes the rule's sources off up to :data:`PURGE_INLINE` assignments, reading
   at most :data:`READ_INLINE` of the tag's (:func:`purge_inline`);
2. what is left goes to the job worker, a job-queue message ``{organizationId, purgeRuleSources:
   {ruleId, tagId}}`` (:func:`purge_queued`: steps of :data:`PURGE_STEP` until none is left);
3. the tagging job (``services.tags.runs``, every night) finishes the pending purges still there
   (a lost message, a failed worker), :data:`NIGHTLY_ASSIGNMENTS` assignments per run at most
   (:func:`purge_pending`).

The pending purge is deleted when nothing of the rule is left on the tag, so a redelivered message
finds none and does nothing. The worker and the nightly run spare what the rule, when it is active
on that tag again (reactivated, or moved to another entity type), may rightly hold now
(``domain.tags.propagation.kept_source_ids``): a run since the change may have assigned it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain.tags.propagation import kept_source_ids
from inventory_planning.domain.tags.records import RunLog
from inventory_planning.kernel import clock
from inventory_planning.services.tags import assignments as tags
from inventory_planning.settings import get_job_settings
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.dynamo.records import Also
from inventory_planning.store.dynamo.transactions import ConcurrentChange, Transaction
from inventory_planning.store.tags import rules as store

if TYPE_CHECKING:
    from inventory_planning.store import queues
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    queues = lazy("inventory_planning.store.queues")  # the job queue's client, only when a purge is left

PURGE_INLINE = 1_000
"""Assignments a rule's change takes its sources off itself (decision 0025: bounded request cost)."""
READ_INLINE = 20_000
"""Assignments of the tag a rule's change reads at most looking for its sources (about 4 MB)."""
PURGE_STEP = 5_000
"""Assignments the job worker takes a rule's sources off per step."""
NIGHTLY_PURGES = 50
"""Pending purges the tagging job reads per run."""
NIGHTLY_ASSIGNMENTS = 20_000
"""Assignments the tagging job takes retracted rules' sources off per run at most."""

logger = Logger(child=True)


def retracted(before: Mapping[str, Any], after: Mapping[str, Any] | None) -> bool:
    """Whether a change takes the rule's assignments off: deleted, deactivated, another tag or entity type."""
    if after is None:
        return True
    moved = after["tagId"] != before["tagId"] or after["scope"]["entityType"] != before["scope"]["entityType"]
    return (before["isActive"] and not after["isActive"]) or moved


def pending_on_change(organization_id: str, asked: dict[str, str]) -> Also:
    """What a rule's update or delete adds to its transaction: the pending purge of the rule's
    sources from the tag it had, when the change retracts it. ``asked`` is filled with that purge
    (``ruleId``, ``tagId``, ``requestedAt``) for :func:`purge_inline`, and emptied when the
    transaction is built again (a race)."""

    def also(tx: Transaction, before: dict[str, Any], after: dict[str, Any] | None) -> None:
        asked.clear()
        if retracted(before, after):
            at = clock.now_iso()
            tx.put("purge", store.purge_item(organization_id, before["id"], before["tagId"], at))
            asked.update(ruleId=before["id"], tagId=before["tagId"], requestedAt=at)

    return also


def purge_inline(organization_id: str, asked: Mapping[str, str]) -> bool:
    """The request's part of a purge (``asked``: what :func:`pending_on_change` filled; nothing to do
    when empty): every source of the rule off up to :data:`PURGE_INLINE` assignments of its old tag,
    as the rule had them (nothing spared). Done: the pending purge is deleted; else the rest is queued
    to the job worker. Returns whether the purge is done.

    Raises:
        ClientError: the job queue refused the message (the pending purge stays: the nightly run
            finishes it).
    """
    if not asked:
        return True
    rule_id, tag_id = asked["ruleId"], asked["tagId"]
    try:
        _, done = tags.remove_rule_assignments(organization_id, rule_id, tag_id, PURGE_INLINE, READ_INLINE)
    except ConcurrentChange:  # others kept writing the same assignments: the job worker goes on
        done = False
    if done:
        store.end_purge(organization_id, rule_id, tag_id, asked["requestedAt"])
    else:
        _queue(organization_id, rule_id, tag_id)
    return done


def _queue(organization_id: str, rule_id: str, tag_id: str) -> None:
    message = {"organizationId": organization_id, "purgeRuleSources": {"ruleId": rule_id, "tagId": tag_id}}
    queues.send(get_job_settings().job_queue_url, json.dumps(message))


def purge_step(organization_id: str, rule_id: str, tag_id: str, limit: int | None) -> tuple[int, bool]:
    """One step of a purge: the rule's sources off up to ``limit`` assignments of the tag, sparing
    what the rule as it is now rightly holds there. Returns ``(removed, done)``."""
    rule = record_store.get_record(organization_id, store.TAGGING_RULE, rule_id)
    return tags.remove_rule_assignments(organization_id, rule_id, tag_id, limit, keep=kept_source_ids(rule, tag_id))


def purge_queued(organization_id: str, rule_id: str, tag_id: str) -> int:
    """The job worker's part (message ``purgeRuleSources``): steps of :data:`PURGE_STEP` until nothing
    of the rule is left on the tag, then the pending purge is deleted. Returns the sources taken off;
    0 without a pending purge (a redelivered message: done already). A step that removes nothing but
    is not done (others writing the same assignments) stops it: the nightly run goes on from there."""
    asked_at = store.pending_purge(organization_id, rule_id, tag_id)
    if asked_at is None:
        return 0
    total, done = 0, False
    while not done:
        removed, done = purge_step(organization_id, rule_id, tag_id, PURGE_STEP)
        total += removed
        if not removed and not done:
            logger.warning("rule purge made no progress", extra={"organizationId": organization_id, "ruleId": rule_id})
            return total
    store.end_purge(organization_id, rule_id, tag_id, asked_at)
    return total


def purge_pending(organization_id: str, log: RunLog) -> int:
    """The tagging job's safety net: the pending purges left (at most :data:`NIGHTLY_PURGES`, oldest
    rule first), :data:`NIGHTLY_ASSIGNMENTS` assignments in all at most, one INFO line each in the
    run's log. Returns the sources taken off."""
    budget = NIGHTLY_ASSIGNMENTS
    for rule_id, tag_id, asked_at in store.pending_purges(organization_id, NIGHTLY_PURGES):
        if budget <= 0:
            log.add("INFO", "purge budget of this run spent: the pending purges left go on in the next run")
            break
        try:
            removed, done = purge_step(organization_id, rule_id, tag_id, budget)
        except ConcurrentChange:
            log.add(
                "WARN", f"retracted rule: tag {tag_id}'s assignments kept changing; its purge goes on in the next run", rule_id
            )
            continue
        budget -= removed
        if done:
            store.end_purge(organization_id, rule_id, tag_id, asked_at)
        left = "done" if done else "more left for the next run"
        log.add("INFO", f"retracted rule: its sources taken off {removed} assignment(s) of tag {tag_id}; {left}", rule_id)
    return NIGHTLY_ASSIGNMENTS - budget
