"""Jobs: the declared jobs (:mod:`.registry`) and the record of one run of a job (:mod:`.runs`).

``from inventory_planning.domain import jobs`` gives the run record's API (``new_run``, ``started``,
``finished``, the statuses) and the registry's names (``REGISTRY``, ``JOB_NAMES``, ``NIGHTLY_CHAIN``, ``job``).
"""

from __future__ import annotations

from inventory_planning.domain.jobs.registry import JOB_NAMES, NIGHTLY_CHAIN, REGISTRY, Grant, Job, Shards, job, sharded
from inventory_planning.domain.jobs.runs import (
    FAILED,
    JOBS,
    MAX_ERROR_CHARS,
    PENDING,
    RUNNING,
    SUCCESS,
    TRIGGERS,
    JobRun,
    finished,
    iso,
    new_run,
    requeued,
    started,
)

__all__ = [
    "FAILED",
    "JOBS",
    "JOB_NAMES",
    "MAX_ERROR_CHARS",
    "NIGHTLY_CHAIN",
    "PENDING",
    "REGISTRY",
    "RUNNING",
    "SUCCESS",
    "TRIGGERS",
    "Grant",
    "Job",
    "JobRun",
    "Shards",
    "finished",
    "iso",
    "job",
    "new_run",
    "requeued",
    "sharded",
    "started",
]
