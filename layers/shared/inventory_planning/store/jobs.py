"""Job-run records: ``JobRunItem``, ``pk = ORG#<org>#JOBRUN``, ``sk = <id>``; transitions are conditional
on the stored status, so two deliveries of the same run message cannot both run it."""

from __future__ import annotations

from typing import Any

from pynamodb.exceptions import PutError

from inventory_planning.store.models import JobRunItem


def _pk(organization_id: str) -> str:
    return f"ORG#{organization_id}#JOBRUN"


def put_new(organization_id: str, record: dict[str, Any]) -> None:
    """Store a new PENDING run."""
    JobRunItem(_pk(organization_id), record["id"], status=record["status"], record=record).save(JobRunItem.pk.does_not_exist())


def get(organization_id: str, run_id: str) -> dict[str, Any] | None:
    """A run of the organization, or None."""
    try:
        return JobRunItem.get(_pk(organization_id), run_id, consistent_read=True).record
    except JobRunItem.DoesNotExist:
        return None


def transition(organization_id: str, record: dict[str, Any], expected_status: str) -> bool:
    """Store ``record`` if the stored run is still ``expected_status``; False when it is not (another
    delivery took it, or it ended)."""
    try:
        JobRunItem(_pk(organization_id), record["id"], status=record["status"], record=record).save(
            JobRunItem.status == expected_status
        )
    except PutError as error:
        if "ConditionalCheckFailed" in str(error.cause_response_code or error):
            return False
        raise
    return True
