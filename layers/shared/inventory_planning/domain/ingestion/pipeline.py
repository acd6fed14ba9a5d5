"""The streaming ingestion loop: rows -> segments -> records -> batches handed to a sink.

Memory: one batch of records (``batch_size``) plus the mapper's bounded per-file state; the rows
come from a generator, so the file is never held whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from inventory_planning.domain.ingestion.layouts import BUILT_IN_LAYOUTS, DataRow, Layout, SegmentStart, segment_rows
from inventory_planning.domain.ingestion.mapping import RowMapper
from inventory_planning.domain.ingestion.readers import UnreadableFile
from inventory_planning.domain.ingestion.reasons import IngestionStats, Rejection
from inventory_planning.domain.ingestion.rows import Record

DEFAULT_BATCH_SIZE = 200


class IngestionSink(Protocol):
    """Where records go (the DynamoDB writer in the store, a counting double in tests)."""

    def write(self, records: Sequence[Record]) -> list[Rejection]:
        """Persist a batch; return the records rejected at write time (e.g. UNKNOWN_PRODUCT)."""
        ...


def ingest_rows(
    rows: Iterable[list[str]],
    organization_id: str,
    sink: IngestionSink,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    stats: IngestionStats | None = None,
    layouts: tuple[Layout, ...] = BUILT_IN_LAYOUTS,
) -> IngestionStats:
    """Map every data row of ``rows`` and hand the records to ``sink`` in batches of ``batch_size``.

    ``layouts`` are the headers recognised (the organization's ingestion specs, then the built-in
    layouts). Returns the file's stats (rows read = loaded + rejected). Raises ``UnknownLayout`` when the file
    has no known header. A reader's ``UnreadableFile`` is raised after the records read before it
    were handed to the sink; the sink's errors propagate as they are (``stats`` passed in keeps what
    was counted up to the failure).
    """
    stats = stats if stats is not None else IngestionStats()
    mapper = RowMapper(organization_id)
    batch: list[Record] = []

    def flush() -> None:
        if not batch:
            return
        rejected = sink.write(batch)
        for rejection in rejected:
            stats.reject(rejection)
        stats.loaded(len(batch) - len(rejected))
        batch.clear()

    try:
        for event in segment_rows(rows, layouts):
            if isinstance(event, SegmentStart):
                flush()  # records of two segments may share ids (stacked reports repeat lines)
                mapper.start_segment(event.match)
                stats.start_segment(event.match.layout.name, event.header_row + 1)
                continue
            assert isinstance(event, DataRow)
            stats.read()
            result = mapper.map(event.row, event.cells)
            if isinstance(result, Rejection):
                stats.reject(result)
                continue
            batch.append(result)
            if len(batch) >= batch_size:
                flush()
    except UnreadableFile:
        flush()  # the rows read before the damage are good: keep them, then report the file
        raise
    flush()
    return stats
