"""The typed records of tagging rules and their evaluation runs (decision 0026): what the services
return, exactly the fields of their response records (contracts/tags/rules.py), wire names in snake_case."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict

MAX_LOGS = 5000
"""Log entries kept per run (REFERENCE 6.2); the last one says how many were dropped."""
LOG_LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")
RUN_TRIGGERS = ("MANUAL", "SCHEDULED", "API")
PENDING, RUNNING, SUCCESS, FAILED = "PENDING", "RUNNING", "SUCCESS", "FAILED"


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggingRule:
    """A tagging rule: ``conditions {operator, rules}``, ``scope {entityType, brandIds, productIds,
    collections, shopIds}``, ``propagation``; ``lastEvaluatedAt`` the last run that evaluated it (None before)."""

    id: str
    name: str
    description: str | None
    tag_id: str
    conditions: dict[str, Any]
    scope: dict[str, Any]
    propagation: str
    is_active: bool
    created_at: str
    created_by: str
    updated_at: str
    updated_by: str
    last_evaluated_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggingRulePage:
    """A data-platform page of rules: ``{items, limit, offset, total}``."""

    items: list[TaggingRule]
    limit: int
    offset: int
    total: int


class RunStats(TypedDict):
    """A run's counts (REFERENCE 6.2) and its duration in milliseconds."""

    rulesEvaluated: int
    assignmentsCreated: int
    assignmentsRemoved: int
    durationMs: int


class LogEntry(TypedDict, total=False):
    """One log line of a run: ``{at, level, message, ruleId?}``."""

    at: str
    level: str
    message: str
    ruleId: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggingRunSummary:
    """A tagging evaluation run without its logs (the list's rows). ``rule_ids`` None: every active rule.
    ``risks_run`` the risks run (``YYYY-MM-DD``) its metrics read, None without one."""

    id: str
    status: str
    trigger_type: str
    rule_ids: list[str] | None
    as_of: str
    risks_run: str | None
    stats: RunStats | None
    error_message: str | None
    triggered_at: str
    started_at: str | None
    completed_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggingRun(TaggingRunSummary):
    """A tagging evaluation run with its logs (at most MAX_LOGS; the fields of :class:`TaggingRunSummary`)."""

    logs: list[LogEntry]


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggingRunPage:
    """A data-platform page of runs: ``{items, limit, offset, total}``."""

    items: list[TaggingRunSummary]
    limit: int
    offset: int
    total: int


class RunLog:
    """A run's log, capped at MAX_LOGS entries: past the cap, entries are counted, and the last kept
    entry becomes a WARN saying how many were dropped."""

    def __init__(self, clock: Any) -> None:
        self._clock = clock  # () -> the ISO instant of an entry
        self.entries: list[LogEntry] = []
        self.dropped = 0

    def add(self, level: str, message: str, rule_id: str | None = None) -> None:
        """Append ``{at, level, message, ruleId?}`` (counted instead once MAX_LOGS are kept)."""
        if len(self.entries) >= MAX_LOGS:
            self.dropped += 1
            return
        entry: LogEntry = {"at": self._clock(), "level": level, "message": message[:1000]}
        if rule_id is not None:
            entry["ruleId"] = rule_id
        self.entries.append(entry)

    def closed(self) -> list[LogEntry]:
        """The entries, the last replaced by the count of dropped ones when some were."""
        if not self.dropped:
            return list(self.entries)
        note: LogEntry = {"at": self._clock(), "level": "WARN",
                          "message": f"log capped at {MAX_LOGS} entries: {self.dropped + 1} later entries dropped"}  # fmt: skip
        return [*self.entries[: MAX_LOGS - 1], note]
