"""Tagging evaluation runs (REFERENCE 6.2; docs/automation.md "Tagging rules"; decision 0036): start
one, run it (the registry job ``tagging``), read them.

A run is a job run of the registry's ``tagging`` job (``services.jobs.runs``: queued, taken by the job
worker; in the nightly chain after ``risks``) and a tagging-run record of the same id
(``store.tags.rules``) that the routes show: PENDING -> RUNNING -> SUCCESS | FAILED, ``triggerType``
API (``/api/tagging-evaluation-runs``), MANUAL (the data platform's) or SCHEDULED (the chain, or a
job run of ``tagging`` started without a record), ``ruleIds`` (None: every active rule), ``stats``
and ``logs`` (capped at 5,000; in the lake bucket).

:func:`run_tagging` reads the latest risks run on or before ``asOf`` (nothing is evaluated, nor
removed, without one), then for each rule: its matches (``services.tags.evaluation``), and per
entity type the tag targets, ``services.tags.assignments.apply_rule_assignments`` with the rule's source id of
that type (``domain.tags.propagation.source_ids``): the rule's assignments become exactly its
matches. A rule that cannot be applied (its tag deleted, made BUSINESS, or no longer targeting its
entity type) is logged as an ERROR and the others go on. Before the rules, every run finishes the
pending purges of rules deleted, deactivated or moved (``services.tags.purges.purge_pending``,
bounded per run; counted in ``assignmentsRemoved``), with or without a risks run.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from aws_lambda_powertools import Logger

from inventory_planning.coldstart import lazy
from inventory_planning.domain.failures import failure_of
from inventory_planning.domain.jobs import iso
from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.tags.propagation import source_ids
from inventory_planning.domain.tags.records import (
    FAILED,
    PENDING,
    RUNNING,
    SUCCESS,
    RunLog,
    RunStats,
    TaggingRun,
    TaggingRunPage,
    TaggingRunSummary,
)
from inventory_planning.kernel import clock
from inventory_planning.kernel.errors import DomainError, InvalidInput, Missing, field_error
from inventory_planning.services.jobs import runs as jobs
from inventory_planning.services.tags import assignments as tags
from inventory_planning.services.tags import purges as tagging_purges
from inventory_planning.store.account import get_organization
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.tags import rules as store

if TYPE_CHECKING:
    from inventory_planning.services.tags import evaluation as tagging_evaluation
    from inventory_planning.store.lake import datasets
    from inventory_planning.store.lake import runs as lake_runs
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    datasets = lazy("inventory_planning.store.lake.datasets")
    lake_runs = lazy("inventory_planning.store.lake.runs")  # the lake with the run only
    tagging_evaluation = lazy("inventory_planning.services.tags.evaluation")  # DuckDB with the run only

JOB = "tagging"
logger = Logger(child=True)

__all__ = ["JOB", "get_run", "list_runs", "list_runs_page", "run_tagging", "start_evaluation"]


def _summary(record: dict[str, Any]) -> TaggingRunSummary:
    return of_stored(TaggingRunSummary, record)


def start_evaluation(organization_id: str, rule_ids: Sequence[str] | None, trigger: str) -> TaggingRun:
    """Store a PENDING run of ``rule_ids`` (None: every active rule) for today and queue it
    (``trigger``: API or MANUAL).

    Raises:
        InvalidInput: 422 naming ``ruleIds[<i>]``, a rule that is not the organization's.
        Missing: no such organization.
    """
    chosen = list(dict.fromkeys(rule_ids)) if rule_ids is not None else None
    known = {r["id"] for r in record_store.list_all(organization_id, store.TAGGING_RULE)} if chosen else set()  # <= 200 rules
    unknown = [field_error(f"ruleIds[{i}]", "no such tagging rule", "unknown") for i, rule_id in enumerate(rule_ids or [])
               if rule_id not in known]  # fmt: skip
    if unknown:
        raise InvalidInput(unknown)
    created: dict[str, Any] = {}

    def record(run: Any) -> None:
        created.update({
            "id": run.id, "status": PENDING, "triggerType": trigger, "ruleIds": chosen, "asOf": run.as_of, "risksRun": None,
            "stats": None, "errorMessage": None, "triggeredAt": run.triggered_at, "startedAt": None, "completedAt": None,
        })  # fmt: skip
        store.put_new_run(organization_id, created)

    jobs.start_run(organization_id, JOB, None, trigger, params={"ruleIds": chosen}, before_queue=record)
    return TaggingRun(**_fields(_summary(created)), logs=[])


def _fields(summary: TaggingRunSummary) -> dict[str, Any]:
    return {name: getattr(summary, name) for name in summary.__dataclass_fields__}


def list_runs(organization_id: str, page: int, page_size: int) -> tuple[list[TaggingRunSummary], int]:
    """One page of the organization's runs, newest first (without logs), and their number.

    Raises:
        Missing: no such organization (the data platform names it).
    """
    if get_organization(organization_id) is None:
        raise Missing("Organization")
    rows, total = store.runs_page(organization_id, page, page_size)
    return [_summary(r) for r in rows], total


def list_runs_page(organization_id: str, offset: int, limit: int) -> TaggingRunPage:
    """The data platform's list: runs from ``offset`` (at most ``limit``), newest first, and their number.

    Raises:
        Missing: no such organization.
    """
    if get_organization(organization_id) is None:
        raise Missing("Organization")
    rows, total = store.runs_slice(organization_id, offset, limit)
    return TaggingRunPage(items=[_summary(r) for r in rows], limit=limit, offset=offset, total=total)


def get_run(organization_id: str, run_id: str) -> TaggingRun:
    """A run with its logs. Raises Missing (404 "Tagging evaluation run") for another organization's.

    Raises:
        LakeUnavailable: the logs could not be read.
    """
    record = store.get_run(organization_id, run_id)
    if record is None:
        raise Missing("Tagging evaluation run")
    logs = store.get_logs(organization_id, run_id) if record["status"] in (SUCCESS, FAILED) else []
    return TaggingRun(**_fields(_summary(record)), logs=logs)  # type: ignore[arg-type]  # stored JSON: LogEntry dicts


def _record_of(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """The run's record: the one stored by :func:`start_evaluation`, else a new SCHEDULED one (the
    chain's run, or a job run of ``tagging`` started through the job-runs API: its trigger and ruleIds)."""
    found = store.get_run(organization_id, run_id)
    if found is not None:
        return found
    trigger, rule_ids = "SCHEDULED", None
    try:
        job_run = jobs.get_run(organization_id, run_id)
        trigger = job_run.trigger_type if job_run.trigger_type in ("MANUAL", "API") else "SCHEDULED"
        rule_ids = (job_run.params or {}).get("ruleIds")
    except Missing:
        pass
    record = {
        "id": run_id, "status": PENDING, "triggerType": trigger, "ruleIds": rule_ids, "asOf": as_of.isoformat(),
        "risksRun": None, "stats": None, "errorMessage": None, "triggeredAt": iso(now), "startedAt": None, "completedAt": None,
    }  # fmt: skip
    store.put_new_run(organization_id, record)
    return store.get_run(organization_id, run_id) or record


def _rules(organization_id: str, rule_ids: Sequence[str] | None, log: RunLog) -> list[dict[str, Any]]:
    every = record_store.list_all(organization_id, store.TAGGING_RULE)
    if rule_ids is None:
        return [r for r in every if r["isActive"]]
    by_id = {r["id"]: r for r in every}
    chosen = []
    for rule_id in rule_ids:
        rule = by_id.get(rule_id)
        if rule is None:
            log.add("WARN", "rule deleted since the run was asked: skipped", rule_id)
        elif not rule["isActive"]:
            log.add("WARN", "rule inactive: skipped (its assignments were removed when it was deactivated)", rule_id)
        else:
            chosen.append(rule)
    return chosen


def _described(condition: dict[str, Any]) -> str:
    """A condition in one line: ``METRIC SIZE_AVAILABILITY_PERCENT LOWER_THAN 70`` / ``COLUMN variants.color EQUALS 'red'``."""
    if condition["type"] == "METRIC":
        period = (condition.get("periodFilter") or {}).get("type")
        text = f"METRIC {condition['metricId']} {condition['conditionOperator']} {condition['thresholdValue']:g}"
        return text + (f" over {period}" if period else "")
    values = [repr(v) for v in (condition.get("value"), condition.get("secondaryValue")) if v is not None]
    return " ".join(["COLUMN", condition["columnId"], condition["columnOperator"], *values])[:200]


def _apply(organization_id: str, rule: dict[str, Any], context: Any, stamp: str, log: RunLog) -> tuple[int, int]:
    """Evaluate one rule and make its assignments exactly its matches: ``(created, removed)``."""
    tag = tags.require_tag(organization_id, rule["tagId"])
    entity_type = rule["scope"]["entityType"]
    if entity_type not in tag.targets:
        raise InvalidInput([field_error("scope.entityType", f"the tag now targets {', '.join(tag.targets)}", "not_a_target")])
    evaluation = tagging_evaluation.evaluate(context, rule, tag.targets)
    in_scope, chosen = evaluation.in_scope, evaluation.chosen
    for index, (condition, count) in enumerate(zip(rule["conditions"]["rules"], evaluation.per_condition, strict=True)):
        log.add("DEBUG", f"condition {index} ({_described(condition)}): {count} of {in_scope} {entity_type}", rule["id"])
    sources = source_ids(rule["id"], entity_type)
    created = removed = 0
    for kind in tag.targets:
        change = tags.apply_rule_assignments(organization_id, rule["tagId"], sources[kind], kind, sorted(chosen[kind]), stamp)
        created, removed = created + change.created, removed + change.removed
    counts = ", ".join(f"{len(ids)} {kind}" for kind, ids in chosen.items() if ids) or "nothing"
    log.add("INFO", f"{in_scope} {entity_type} in scope; tagged {counts}; +{created} -{removed} assignments", rule["id"])
    return created, removed


def _evaluate(organization_id: str, as_of: date, record: dict[str, Any], log: RunLog) -> tuple[RunStats, str | None]:
    began = time.perf_counter()
    stats = RunStats(rulesEvaluated=0, assignmentsCreated=0, assignmentsRemoved=0, durationMs=0)
    stats["assignmentsRemoved"] += tagging_purges.purge_pending(organization_id, log)  # retracted rules' leftovers
    rules = _rules(organization_id, record.get("ruleIds"), log)
    if not rules:  # nothing to evaluate: the lake is not read
        log.add("INFO", "no active rule to evaluate")
        return stats, None
    run = lake_runs.latest_run(datasets.RISK_POSITIONS, organization_id, as_of)
    if run is None:
        log.add("WARN", f"no risks run on or before {as_of.isoformat()}: no rule evaluated, no assignment changed")
        return stats, None
    log.add("INFO", f"{len(rules)} rule(s) against the risks run of {run.isoformat()}")
    context = tagging_evaluation.RunContext(
        organization_id, run, lake_runs.latest_run(datasets.FORECAST_WEEKLY, organization_id, as_of)
    )
    stamp = clock.now_iso()
    for rule in rules:
        try:
            created, removed = _apply(organization_id, rule, context, stamp, log)
        except DomainError as error:  # this rule's tag changed under it: logged, the others go on
            log.add("ERROR", f"{error.code}: {error.message}", rule["id"])
            continue
        store.mark_evaluated(organization_id, rule["id"], stamp)
        stats["rulesEvaluated"] += 1
        stats["assignmentsCreated"] += created
        stats["assignmentsRemoved"] += removed
    stats["durationMs"] = int((time.perf_counter() - began) * 1000)
    return stats, run.isoformat()


def run_tagging(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """The registry job ``tagging``: the run ``run_id`` (its record's ruleIds, else every active rule)
    for ``as_of``; returns ``{rulesEvaluated, assignmentsCreated, assignmentsRemoved, durationMs}``.
    The record goes RUNNING, then SUCCESS with the stats, or FAILED with ``<CODE>: <sentence>`` (the
    error is raised again: the job run fails too). The logs are written in both cases.

    Raises:
        LakeUnavailable: S3 failed (the run is FAILED; start another).
    """
    record = _record_of(organization_id, as_of, run_id, now)
    running = {**record, "status": RUNNING, "startedAt": clock.now_iso()}
    store.transition_run(organization_id, running, record["status"])
    log = RunLog(clock.now_iso)
    try:
        stats, risks_run = _evaluate(organization_id, as_of, running, log)
    except Exception as error:
        logger.exception("tagging run failed", extra={"organizationId": organization_id, "runId": run_id})
        failure = str(failure_of(error))
        log.add("ERROR", failure)
        _end(organization_id, running, log, {"status": FAILED, "errorMessage": failure})
        raise
    _end(organization_id, running, log, {"status": SUCCESS, "stats": dict(stats), "risksRun": risks_run})
    return dict(stats)


def _end(organization_id: str, running: dict[str, Any], log: RunLog, changes: dict[str, Any]) -> None:
    try:
        store.put_logs(organization_id, running["id"], [dict(e) for e in log.closed()])
    except Exception:  # the outcome is recorded even when the logs cannot be written
        logger.exception("tagging run logs not written", extra={"organizationId": organization_id, "runId": running["id"]})
    store.transition_run(organization_id, {**running, **changes, "completedAt": clock.now_iso()}, RUNNING)
