"""One DynamoDB transaction of labelled writes, and the conflicts it reports.

Every configuration (and plan) change is one TransactWriteItems call holding the record write, the
guards it takes or frees, its audit entry and the audit totals' increments. A cancelled condition is
named by the label of the write that carried it: a guard's (``guard:<sort key>``) is a
:class:`DuplicateValue`, any other a :class:`ConcurrentChange`.
"""

from __future__ import annotations

import time
from typing import Any

from pynamodb.exceptions import TransactWriteError
from pynamodb.transactions import TransactWrite

from inventory_planning.kernel.errors import Conflict
from inventory_planning.store.models import BaseItem

TRANSACTION_ATTEMPTS = 3

DUPLICATE_CODES = {
    "ORGLIST": ("ORG_LIST_ENTRY_DUPLICATE", "The list already holds this value"),
    "BUDGETENVELOPE": ("BUDGET_ENVELOPE_DUPLICATE", "The period already has an envelope for this scope and value"),
    "SUPPLIERVARIANT": ("SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE", "This supplier and variant already have a constraint"),
    "INGESTIONSPEC": ("INGESTION_SPEC_DUPLICATE", "The organization already has an ingestion spec of this name"),
    "WORKFLOWCREDENTIAL": ("WORKFLOW_CREDENTIAL_DUPLICATE", "The organization already has a workflow credential of this name"),
    "TAGNAME": ("TAG_NAME_DUPLICATE", "The organization already has a tag of this name"),
}
"""errorCode and message of a duplicate, by the guard's first key segment."""


class DuplicateValue(Conflict):
    """409: a guard is already held, the unique value exists. ``guard`` is the guard's sort key; the
    errorCode names the kind of value (ORG_LIST_ENTRY_DUPLICATE, ...)."""

    def __init__(self, guard: str) -> None:
        code, message = DUPLICATE_CODES.get(guard.split("#", 1)[0], ("DUPLICATE", "The value already exists"))
        super().__init__(code, message)
        self.guard = guard


class ConcurrentChange(Conflict):
    """409 CONCURRENT_MODIFICATION: the record (or the metric catalogue) changed between the read and
    the write, repeatedly; retrying is safe."""

    def __init__(self) -> None:
        super().__init__("CONCURRENT_MODIFICATION", "The record was changed concurrently; retry")


def connection() -> Any:
    """The low-level pynamodb connection of the table (what ``TransactWrite`` takes)."""
    return BaseItem._get_connection().connection


class Transaction:
    """The deletes, puts and updates of one TransactWrite, each with a label so a cancelled condition
    can be named.

    pynamodb sends deletes, then puts, then updates (``Connection.transact_write_items``), and
    DynamoDB's cancellation reasons follow the request's order, so labels are kept in that same order.
    """

    def __init__(self) -> None:
        self._deletes: list[tuple[str, BaseItem, Any]] = []
        self._puts: list[tuple[str, BaseItem, Any]] = []
        self._updates: list[tuple[str, BaseItem, list[Any], Any]] = []

    def put(self, label: str, item: BaseItem, condition: Any = None) -> None:
        """A PutItem of ``item``, optionally conditional; ``guard:<key>`` labels a uniqueness guard."""
        self._puts.append((label, item, condition))

    def delete(self, label: str, item: BaseItem, condition: Any = None) -> None:
        """A DeleteItem of ``item``'s key, optionally conditional."""
        self._deletes.append((label, item, condition))

    def update(self, label: str, item: BaseItem, actions: list[Any], condition: Any = None) -> None:
        """An UpdateItem of ``item``'s key with pynamodb ``actions`` (e.g. an ADD), optionally conditional."""
        self._updates.append((label, item, actions, condition))

    def run(self) -> None:
        """Write everything or nothing.

        A cancellation caused only by another transaction in flight on the same items
        (``TransactionConflict``, which real DynamoDB reports when two transactions overlap) is retried
        up to three times, so that the loser of two concurrent creates sees the winner's guard and
        gets :class:`DuplicateValue` rather than a spurious conflict.

        Raises:
            DuplicateValue: a guard's ``does_not_exist`` condition failed.
            ConcurrentChange: another condition failed (a version, the record's existence), or the
                conflicts persisted.
        """
        for attempt in range(TRANSACTION_ATTEMPTS):
            try:
                with TransactWrite(connection=connection()) as tx:
                    for _, item, condition in self._deletes:
                        tx.delete(item, condition=condition)
                    for _, item, condition in self._puts:
                        tx.save(item, condition=condition)
                    for _, item, actions, condition in self._updates:
                        tx.update(item, actions, condition=condition)
                return
            except TransactWriteError as error:
                if self._retry_after(error, attempt):
                    continue
                raise

    def _retry_after(self, error: TransactWriteError, attempt: int) -> bool:
        """Map a cancelled transaction to its domain error, or wait and say to retry it (False: re-raise)."""
        reasons = error.cancellation_reasons or []
        labels = [d[0] for d in self._deletes] + [p[0] for p in self._puts] + [u[0] for u in self._updates]
        codes = [(label, reason.code) for label, reason in zip(labels, reasons, strict=False) if reason is not None]
        failed = [label for label, code in codes if code == "ConditionalCheckFailed"]
        for label in failed:
            if label.startswith("guard:"):
                raise DuplicateValue(label.removeprefix("guard:")) from error
        if failed:
            raise ConcurrentChange() from error
        if any(code == "TransactionConflict" for _, code in codes) and attempt + 1 < TRANSACTION_ATTEMPTS:
            time.sleep(0.05 * (attempt + 1))
            return True
        if error.cause_response_code == "TransactionCanceledException":
            raise ConcurrentChange() from error
        return False
