"""Storage of workflows, their runs, steps and trigger matches (docs/data-model.md "Workflows").

- A workflow is a versioned, audited record of kind :data:`WORKFLOW` (``store.dynamo.records``):
  ``pk ORG#<org>#WORKFLOW``, ``sk <id>``, ``gsi1 ORG#<org>#WORKFLOWS#<status>`` / ``<id>`` (the status filter,
  the active workflows of the nightly step).
- Its newest run's time and status: ``pk ORG#<org>#WORKFLOWLASTRUN``, ``sk <workflowId>`` (one small item
  per workflow, rewritten at each run transition; a page of workflows reads them with one BatchGetItem).
- A run: ``pk ORG#<org>#WORKFLOWRUN``, ``sk <runId>`` (UUIDv7), ``status`` beside the wire ``record`` for
  conditional transitions, ``definition`` the definition it executes; ``gsi1 ORG#<org>#WORKFLOW#<id>#RUNS``
  / ``<runId>`` (a workflow's runs, newest first); ``gsi2 ORG#<org>#WORKFLOW#<id>#OPENRUNS`` / ``<runId>``
  only while PENDING or RUNNING (sparse: "does the workflow have an open run" is one Query).
- A step: ``pk ORG#<org>#WORKFLOWRUN#<runId>#STEP``, ``sk <position:02>#<nodeId>`` (execution order).
- The TRIGGER's matched ids: ``pk ORG#<org>#WORKFLOWRUN#<runId>#MATCH``, ``sk <chunk:03>``, 2,000 ids a chunk
  (at most 10,000 ids: 5 items of ~80 KB).
- A SEND_EMAIL step's send marker: ``pk ORG#<org>#WORKFLOWRUN#<runId>#SEND``, ``sk <nodeId>``, ``state`` SENDING
  (claimed by a conditional put before SES is called) then SENT with the step's ``output``: a step run again
  (the job worker's invocation retried) finds it and never sends the e-mail twice.

Every function takes the organization id first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pynamodb.attributes import JSONAttribute, NumberAttribute, UnicodeAttribute
from pynamodb.exceptions import PutError

from inventory_planning.coldstart import lazy
from inventory_planning.store.dynamo.records import Kind
from inventory_planning.store.models import BaseItem

if TYPE_CHECKING:
    from pynamodb import exceptions as pynamodb_errors

    from inventory_planning.store import paging
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    paging = lazy("inventory_planning.store.paging")  # the list route only
    pynamodb_errors = lazy("pynamodb.exceptions")  # the rare path

WORKFLOW = Kind("WORKFLOW", "WORKFLOW", gsi1=lambda org, r: (f"ORG#{org}#WORKFLOWS#{r['status']}", r["id"]), max_bytes=120_000)
"""A workflow record (domain/workflows/records.py); at most 120 KB of JSON (50 nodes)."""

OPEN = ("PENDING", "RUNNING")
MATCH_CHUNK = 2_000


class WorkflowRunItem(BaseItem):
    """A workflow run (module docstring: keys)."""

    Meta = BaseItem.Meta
    status = UnicodeAttribute()
    record = JSONAttribute()
    definition = JSONAttribute()
    workflow = JSONAttribute()  # the workflow as it was when the run started (id, name, createdBy, updatedBy, ownerShopIds)


class WorkflowStepItem(BaseItem):
    """A step of a run (module docstring: keys); ``record`` is the wire step."""

    Meta = BaseItem.Meta
    record = JSONAttribute()


class WorkflowMatchItem(BaseItem):
    """A chunk of the TRIGGER's matched entity ids (module docstring: keys)."""

    Meta = BaseItem.Meta
    ids = JSONAttribute()


class WorkflowSendItem(BaseItem):
    """A SEND_EMAIL step's send marker (module docstring: keys): ``state`` SENDING or SENT, ``output`` once
    SENT, ``token`` the claiming attempt's, ``claimed_at`` when it claimed (seconds since the epoch)."""

    Meta = BaseItem.Meta
    state = UnicodeAttribute()
    output = JSONAttribute(null=True)
    token = UnicodeAttribute(null=True)
    claimed_at = NumberAttribute(null=True)


class WorkflowLastRunItem(BaseItem):
    """A workflow's newest run: ``last_run_at`` (its triggeredAt) and ``last_run_status``."""

    Meta = BaseItem.Meta
    run_id = UnicodeAttribute()
    last_run_at = UnicodeAttribute()
    last_run_status = UnicodeAttribute()
    version = NumberAttribute(default=0)


def _runs_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#WORKFLOWRUN"


def _steps_pk(organization_id: str, run_id: str) -> str:
    return f"ORG#{organization_id}#WORKFLOWRUN#{run_id}#STEP"


def _match_pk(organization_id: str, run_id: str) -> str:
    return f"ORG#{organization_id}#WORKFLOWRUN#{run_id}#MATCH"


def _send_pk(organization_id: str, run_id: str) -> str:
    return f"ORG#{organization_id}#WORKFLOWRUN#{run_id}#SEND"


def _last_pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#WORKFLOWLASTRUN"


def _run_item(
    organization_id: str, record: dict[str, Any], definition: dict[str, Any], workflow: dict[str, Any]
) -> WorkflowRunItem:
    item = WorkflowRunItem(
        _runs_pk(organization_id), record["id"], status=record["status"], record=record, definition=definition, workflow=workflow
    )
    item.gsi1pk, item.gsi1sk = f"ORG#{organization_id}#WORKFLOW#{record['workflowId']}#RUNS", record["id"]
    if record["status"] in OPEN:
        item.gsi2pk, item.gsi2sk = f"ORG#{organization_id}#WORKFLOW#{record['workflowId']}#OPENRUNS", record["id"]
    return item


def _step_item(organization_id: str, run_id: str, position: int, step: dict[str, Any]) -> WorkflowStepItem:
    return WorkflowStepItem(_steps_pk(organization_id, run_id), f"{position:02d}#{step['nodeId']}", record=step)


def put_new_run(
    organization_id: str,
    record: dict[str, Any],
    definition: dict[str, Any],
    workflow: dict[str, Any],
    steps: Sequence[dict[str, Any]],
) -> None:
    """Store a new run, its steps (execution order) and the workflow's last run."""
    _run_item(organization_id, record, definition, workflow).save(WorkflowRunItem.pk.does_not_exist())
    with WorkflowStepItem.batch_write() as batch:
        for position, step in enumerate(steps):
            batch.save(_step_item(organization_id, record["id"], position, step))
    put_last_run(organization_id, record)


def get_run_item(organization_id: str, run_id: str) -> WorkflowRunItem | None:
    """The run item (record, definition, workflow), strongly consistent, or None (missing or another organization's)."""
    try:
        return WorkflowRunItem.get(_runs_pk(organization_id), run_id, consistent_read=True)
    except WorkflowRunItem.DoesNotExist:
        return None


def transition(organization_id: str, item: WorkflowRunItem, record: dict[str, Any], expected: Sequence[str]) -> bool:
    """Store ``record`` on the run if its stored status is one of ``expected``; False when it is not."""
    updated = _run_item(organization_id, record, item.definition, item.workflow)
    try:
        updated.save(WorkflowRunItem.status.is_in(*expected))
    except PutError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    put_last_run(organization_id, record)
    return True


def put_last_run(organization_id: str, record: dict[str, Any]) -> None:
    """The workflow's newest run is ``record`` (an older run's transition does not overwrite a newer run's)."""
    item = WorkflowLastRunItem(
        _last_pk(organization_id), record["workflowId"], run_id=record["id"], last_run_at=record["triggeredAt"],
        last_run_status=record["status"],
    )  # fmt: skip
    try:
        item.save((WorkflowLastRunItem.pk.does_not_exist()) | (WorkflowLastRunItem.run_id <= record["id"]))
    except PutError as error:
        if "ConditionalCheckFailed" not in str(error.cause_response_code or error):
            raise


def last_runs(organization_id: str, workflow_ids: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Workflow id -> (lastRunAt, lastRunStatus) of the workflows that ran (one BatchGetItem per 100 ids)."""
    keys = [(_last_pk(organization_id), workflow_id) for workflow_id in dict.fromkeys(workflow_ids)]
    return {item.sk: (item.last_run_at, item.last_run_status) for item in WorkflowLastRunItem.batch_get(keys)}


def steps(organization_id: str, run_id: str) -> list[dict[str, Any]]:
    """The run's steps in execution order (one Query: at most 50 items)."""
    return [item.record for item in WorkflowStepItem.query(_steps_pk(organization_id, run_id), consistent_read=True)]


def put_steps(organization_id: str, run_id: str, order: Sequence[str], changed: Sequence[dict[str, Any]]) -> None:
    """Store ``changed`` steps (their position from ``order``, the run's execution order)."""
    position = {node_id: index for index, node_id in enumerate(order)}
    with WorkflowStepItem.batch_write() as batch:
        for step in changed:
            batch.save(_step_item(organization_id, run_id, position[step["nodeId"]], step))


def runs_page(organization_id: str, workflow_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of a workflow's runs, newest first, and their total."""
    rows, total = paging.query_page(
        WorkflowRunItem.gsi1.query, WorkflowRunItem.gsi1.count, page, page_size,
        hash_key=f"ORG#{organization_id}#WORKFLOW#{workflow_id}#RUNS", scan_index_forward=False,
    )  # fmt: skip
    return [row.record for row in rows], total


def has_open_run(organization_id: str, workflow_id: str) -> bool:
    """Whether the workflow has a PENDING or RUNNING run (one Query on the sparse index, one row read)."""
    hash_key = f"ORG#{organization_id}#WORKFLOW#{workflow_id}#OPENRUNS"
    return any(True for _ in WorkflowRunItem.gsi2.query(hash_key, limit=1))


def open_run_items(organization_id: str, workflow_id: str, at_most: int = 100) -> list[WorkflowRunItem]:
    """The workflow's PENDING or RUNNING runs as the sparse index has them (eventually consistent: a
    transition reads the run again), at most ``at_most``."""
    hash_key = f"ORG#{organization_id}#WORKFLOW#{workflow_id}#OPENRUNS"
    return list(WorkflowRunItem.gsi2.query(hash_key, limit=at_most))


def put_matches(organization_id: str, run_id: str, ids: Sequence[str]) -> None:
    """Store the TRIGGER's matched ids in chunks of 2,000."""
    with WorkflowMatchItem.batch_write() as batch:
        for chunk, start in enumerate(range(0, len(ids), MATCH_CHUNK)):
            batch.save(
                WorkflowMatchItem(_match_pk(organization_id, run_id), f"{chunk:03d}", ids=list(ids[start : start + MATCH_CHUNK]))
            )


def matches(organization_id: str, run_id: str) -> list[str]:
    """The TRIGGER's matched ids, in their order."""
    found: list[str] = []
    for item in WorkflowMatchItem.query(_match_pk(organization_id, run_id), consistent_read=True):
        found.extend(item.ids)
    return found


def claim_send(organization_id: str, run_id: str, node_id: str, token: str, now: float) -> dict[str, Any] | None:
    """Claim the one send of a SEND_EMAIL step for the attempt ``token`` at ``now`` (seconds since the
    epoch): None when the marker is this attempt's (claimed now, or by this attempt's own write retried
    after a lost answer), else the marker another attempt holds, ``{"state": "SENDING" | "SENT", "output",
    "token", "claimedAt"}``.

    Raises:
        PutError, DoesNotExist: DynamoDB failed otherwise (twice, for a marker removed between the claim
            and its read).
    """
    key = (_send_pk(organization_id, run_id), node_id)
    for tries_left in (1, 0):
        try:
            WorkflowSendItem(*key, state="SENDING", token=token, claimed_at=now).save(WorkflowSendItem.pk.does_not_exist())
            return None
        except PutError as error:
            if "ConditionalCheckFailed" not in str(error.cause_response_code or error):
                raise
        try:
            found = WorkflowSendItem.get(*key, consistent_read=True)
        except WorkflowSendItem.DoesNotExist:  # released meanwhile (SES refused another attempt's send): claim again
            if tries_left:
                continue
            raise
        if found.token == token:
            return None
        return {"state": found.state, "output": found.output, "token": found.token, "claimedAt": found.claimed_at}
    raise AssertionError("unreachable")  # pragma: no cover


def send_marker(organization_id: str, run_id: str, node_id: str) -> dict[str, Any] | None:
    """The step's send marker as :func:`claim_send` gives it, or None (strongly consistent)."""
    try:
        found = WorkflowSendItem.get(_send_pk(organization_id, run_id), node_id, consistent_read=True)
    except WorkflowSendItem.DoesNotExist:
        return None
    return {"state": found.state, "output": found.output, "token": found.token, "claimedAt": found.claimed_at}


def sent(organization_id: str, run_id: str, node_id: str, token: str, output: dict[str, Any]) -> None:
    """The step's e-mail left: the marker SENT with the step's output (``token`` the sending attempt's).

    Raises:
        PutError: DynamoDB failed.
    """
    WorkflowSendItem(_send_pk(organization_id, run_id), node_id, state="SENT", output=output, token=token).save()


def release_send(organization_id: str, run_id: str, node_id: str, token: str) -> None:
    """Nothing left (SES refused the e-mail, or the request never reached it): remove the attempt's marker,
    so that a later attempt may send it. A marker another attempt holds is left.

    Raises:
        DeleteError: DynamoDB failed otherwise.
    """
    try:
        WorkflowSendItem(_send_pk(organization_id, run_id), node_id).delete(WorkflowSendItem.token == token)
    except pynamodb_errors.DeleteError as error:
        if "ConditionalCheckFailed" not in str(error.cause_response_code or error):
            raise
