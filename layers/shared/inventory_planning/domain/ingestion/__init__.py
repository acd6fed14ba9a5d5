"""Retailer file ingestion, pure Python (no AWS imports): readers, layout detection, mapping, reasons.

Flow: ``readers.iter_rows`` (bytes -> rows) -> ``layouts.segment_rows`` (rows -> segments) ->
``mapping.RowMapper`` (row -> canonical record or rejection) -> ``pipeline.ingest_rows`` (batches to
a sink); ``records`` is the file-ingestion record (its fields and lifecycle). The DynamoDB sink lives
in ``inventory_planning.store.ingestion.writer``, the use cases in ``inventory_planning.services.ingestion.files``.
See docs/ingestion.md.
"""

from inventory_planning.domain.ingestion.layouts import UnknownLayout
from inventory_planning.domain.ingestion.mapping import RowMapper
from inventory_planning.domain.ingestion.pipeline import IngestionSink, ingest_rows
from inventory_planning.domain.ingestion.readers import UnreadableFile
from inventory_planning.domain.ingestion.reasons import IngestionStats, Reason, Rejection
from inventory_planning.domain.ingestion.rows import PriceListEntry, Record, SaleLine, StockCount, StylePrice

__all__ = [
    "IngestionSink",
    "IngestionStats",
    "PriceListEntry",
    "Reason",
    "Record",
    "Rejection",
    "RowMapper",
    "SaleLine",
    "StockCount",
    "StylePrice",
    "UnknownLayout",
    "UnreadableFile",
    "ingest_rows",
]
