"""Buffered puts of one ingestion run: BatchWriteItem calls of 25, a few in flight at once.

Puts wait in a buffer keyed by (pk, sk), so a key saved twice before a flush is written once with
its last value; the buffer flushes at ``FLUSH_AT`` distinct keys and whenever the writer asks. A
flush waits for all of its calls, so a later flush never overtakes an earlier one.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from inventory_planning.settings import get_ingestion_write_settings
from inventory_planning.store.models import BaseItem

FLUSH_AT = 500
WRITE_CHUNK = 25  # BatchWriteItem's limit
# BatchWriteItem / Query calls in flight at once (env INGESTION_WRITE_THREADS): the calls are I/O
# bound against DynamoDB, so a few threads overlap their round trips.
WRITE_THREADS = max(1, get_ingestion_write_settings().ingestion_write_threads)
_executor: ThreadPoolExecutor | None = None


def _pool() -> ThreadPoolExecutor:
    """The process-wide thread pool for DynamoDB calls (created on first use, reused across invocations)."""
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(max_workers=WRITE_THREADS, thread_name_prefix="ingestion-io")
    return _executor


def _write_chunk(items: list[BaseItem]) -> None:
    """One BatchWriteItem of at most 25 puts (pynamodb retries unprocessed items)."""
    with BaseItem.batch_write() as batch:
        for item in items:
            batch.save(item)


class WriteBuffer:
    """Pending puts of one run. ``writes`` counts the items written so far.

    Raises pynamodb errors (throttling, network) unchanged from :meth:`save` and :meth:`flush`.
    """

    def __init__(self) -> None:
        self._pending: dict[tuple[str, str], BaseItem] = {}
        self.writes = 0

    def save(self, item: BaseItem) -> None:
        """Queue a put of ``item`` (replacing a queued put of the same key); flush at ``FLUSH_AT`` keys."""
        self._pending[(item.pk, item.sk)] = item
        if len(self._pending) >= FLUSH_AT:
            self.flush()

    def flush(self) -> None:
        """Write the pending puts (distinct keys) in BatchWriteItem calls of 25, a few at once."""
        if not self._pending:
            return
        operations = list(self._pending.values())
        chunks = [operations[i : i + WRITE_CHUNK] for i in range(0, len(operations), WRITE_CHUNK)]
        if WRITE_THREADS == 1 or len(chunks) == 1:
            for chunk in chunks:
                _write_chunk(chunk)
        else:
            list(_pool().map(_write_chunk, chunks))  # re-raises the first failure after all calls ended
        self.writes += len(operations)
        self._pending.clear()
