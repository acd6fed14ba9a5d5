"""Sandbox runs and their logs in DynamoDB (domain/sandbox.py).

- Runs: ``SandboxRunItem``, ``pk = ORG#<org>#SANDBOXRUN``, ``sk = <id>``; a status change is
  conditional on the status read (a second worker cannot take a run twice).
- Logs: ``SandboxLogItem``, ``pk = ORG#<org>#SANDBOXLOG#<runId>``, ``sk = <seq>``. An append first
  reserves its sequence numbers on the run (a write conditional on the count read), then writes the
  entries; a page of logs is one range Query on the sequence numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pynamodb.exceptions import UpdateError
from pynamodb.expressions.update import Action

from inventory_planning.store.models import SandboxLogItem, SandboxRunItem

SEQ_DIGITS = 5


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#SANDBOXRUN"


def _log_pk(organization_id: str, run_id: str) -> str:
    return f"ORG#{organization_id}#SANDBOXLOG#{run_id}"


def put_new(organization_id: str, record: dict[str, Any]) -> None:
    """Store a new run."""
    item = SandboxRunItem(
        _pk(organization_id), record["id"], status=record["status"], record=record, total_logs=0, logs_dropped=0
    )
    item.save(SandboxRunItem.pk.does_not_exist())


def _item(organization_id: str, run_id: str) -> SandboxRunItem | None:
    try:
        return SandboxRunItem.get(_pk(organization_id), run_id, consistent_read=True)
    except SandboxRunItem.DoesNotExist:
        return None


def get(organization_id: str, run_id: str) -> dict[str, Any] | None:
    """A run of the organization with its log counts, or None."""
    item = _item(organization_id, run_id)
    if item is None:
        return None
    return {**item.record, "totalLogs": int(item.total_logs or 0), "logsDropped": int(item.logs_dropped or 0)}


def transition(organization_id: str, record: dict[str, Any], expected_status: str) -> bool:
    """Store ``record`` (its status and fields) if the stored run is still ``expected_status``;
    False when it is not (another worker moved it)."""
    item = SandboxRunItem(_pk(organization_id), record["id"])
    stored = {k: v for k, v in record.items() if k not in ("totalLogs", "logsDropped")}
    try:
        item.update(
            actions=[SandboxRunItem.status.set(record["status"]), SandboxRunItem.record.set(stored)],
            condition=SandboxRunItem.status == expected_status,
        )
    except UpdateError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def reserve_logs(organization_id: str, run_id: str, total: int, accepted: int, dropped: int) -> bool:
    """Move the run's log count from ``total`` to ``total + accepted`` (and add ``dropped``) if it is
    still ``total``; False when another append came first (read again and retry)."""
    item = SandboxRunItem(_pk(organization_id), run_id)
    actions: list[Action] = [SandboxRunItem.total_logs.set(total + accepted)]
    if dropped:
        actions.append(SandboxRunItem.logs_dropped.add(dropped))
    try:
        item.update(actions=actions, condition=SandboxRunItem.pk.exists() & (SandboxRunItem.total_logs == total))
    except UpdateError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True


def write_logs(organization_id: str, run_id: str, first_seq: int, entries: Sequence[dict[str, Any]]) -> None:
    """Write ``entries`` at sequence numbers ``first_seq``, ``first_seq + 1``, ... (batched, 25 a call)."""
    with SandboxLogItem.batch_write() as batch:
        for offset, entry in enumerate(entries):
            batch.save(SandboxLogItem(_log_pk(organization_id, run_id), f"{first_seq + offset:0{SEQ_DIGITS}d}", entry=entry))


def log_page(organization_id: str, run_id: str, first_seq: int, last_seq: int) -> list[dict[str, Any]]:
    """Entries with sequence numbers in [first_seq, last_seq], in order."""
    condition = SandboxLogItem.sk.between(f"{first_seq:0{SEQ_DIGITS}d}", f"{last_seq:0{SEQ_DIGITS}d}")
    return [i.entry for i in SandboxLogItem.query(_log_pk(organization_id, run_id), condition, consistent_read=True)]
