"""The file-ingestion record: object keys, a new attempt's record, how an attempt ends."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta, timezone

import pytest
from inventory_planning.domain.ingestion import IngestionStats, Reason, Rejection
from inventory_planning.domain.ingestion import records as r
from inventory_planning.kernel.ids import entity_id

ORG = "7d0f7a0e-3c59-4a38-9d0b-8f6f0e7a1c11"
SHA = hashlib.sha256(b"SKU Code,Design No.,Stock,Size\n").hexdigest()
STARTED = datetime(2024, 5, 1, 10, 0, 0, 123456, tzinfo=UTC)


def new(filename: str = "sale-report.csv", previous: dict | None = None) -> dict:
    return r.new_record(
        ORG,
        filename=filename,
        blob_path=f"s3://bucket/incoming/{ORG}/{filename}",
        checksum_sha256=SHA,
        size_bytes=31,
        started=STARTED,
        previous=previous,
    )


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        (f"incoming/{ORG}/sale-report.csv", (ORG, "sale-report.csv")),
        (f"incoming/{ORG}/2024/05/stock report.xlsx", (ORG, "2024/05/stock report.xlsx")),
    ],
)
def test_incoming_key_names_the_organization_and_the_file(key, expected):
    assert r.parse_incoming_key(key) == expected
    assert r.parse_incoming_key(key).organization_id == ORG


@pytest.mark.parametrize(
    "key", ["other/x.csv", "incoming/", f"incoming/{ORG}", f"incoming/{ORG}/", "incoming//x.csv", f"incoming/{ORG}/dir/"]
)
def test_other_keys_are_invalid(key):
    with pytest.raises(r.InvalidObjectKey, match="object key"):
        r.parse_incoming_key(key)


def test_iso_is_utc_with_milliseconds():
    assert r.iso(STARTED) == "2024-05-01T10:00:00.123Z"
    assert r.iso(datetime(2024, 5, 1, 12, 0, tzinfo=timezone(timedelta(hours=2)))) == "2024-05-01T10:00:00.000Z"


def test_a_first_attempt_is_uploaded_with_empty_stats_and_an_id_from_the_bytes():
    record = new()
    assert record["id"] == entity_id(ORG, "file", SHA) == r.file_record_id(ORG, SHA)
    assert (record["status"], record["error"], record["detectedFileType"]) == ("UPLOADED", None, None)
    assert record["createdAt"] == record["updatedAt"] == "2024-05-01T10:00:00.123Z"
    assert (record["fileType"], record["detectedMimeType"]) == ("csv", "text/csv")
    assert (record["channel"], record["ingestionSource"], record["sourceSystem"]) == ("data-platform", "client-importer", None)
    assert (record["checksumSha256"], record["fileSizeBytes"]) == (SHA, 31)
    assert record["stats"] == IngestionStats().as_dict()
    assert new("stock.jsonl")["detectedMimeType"] == "application/x-ndjson"
    assert new("stock.pdf")["fileType"] == "other"


def test_a_new_attempt_keeps_the_first_ingestion_time():
    previous = {**new(), "status": "ERROR", "createdAt": "2024-04-30T08:00:00.000Z"}
    record = new("renamed.csv", previous=previous)
    assert record["createdAt"] == "2024-04-30T08:00:00.000Z"
    assert record["updatedAt"] == "2024-05-01T10:00:00.123Z"
    assert (record["originalFilename"], record["status"]) == ("renamed.csv", "UPLOADED")


def test_only_an_ingested_record_means_nothing_to_do():
    assert not r.is_ingested(None)
    assert not r.is_ingested(new())
    assert not r.is_ingested({**new(), "status": "ERROR"})
    assert r.is_ingested({**new(), "status": "INGESTED"})


def test_an_attempt_ends_with_its_stats_and_the_layouts_found():
    stats = IngestionStats()
    stats.start_segment("wholesale-sales", 2)
    stats.read()
    stats.read()
    stats.loaded()
    stats.reject(Rejection(3, Reason.MISSING_SKU, "SKU is empty"))
    stats.start_segment("style-price", 5)
    stats.start_segment("wholesale-sales", 9)
    record = new()
    ended = r.finished(record, r.INGESTED, stats, None, STARTED + timedelta(seconds=11))
    assert ended["status"] == "INGESTED" and ended["error"] is None
    assert ended["updatedAt"] == "2024-05-01T10:00:11.123Z" and ended["createdAt"] == record["createdAt"]
    assert ended["detectedFileType"] == "wholesale-sales,style-price"
    assert ended["stats"]["rowsRead"] == 2 and ended["stats"]["rejectedByReason"] == {"MISSING_SKU": 1}
    assert list(ended) == list(record)  # same fields in the same order
    assert record["status"] == "UPLOADED"  # the attempt's record is not changed in place


def test_detected_file_type_is_cut_to_50_characters():
    stats = IngestionStats()
    for layout in ("wholesale-sales", "style-price", "style-stock", "stock-snapshot"):
        stats.start_segment(layout, 2)
    ended = r.finished(new(), r.INGESTED, stats, None, STARTED)
    assert ended["detectedFileType"] == "wholesale-sales,style-price,style-stock,stock-snap"
    assert len(ended["detectedFileType"]) == 50


def test_an_attempt_that_read_nothing_keeps_its_empty_stats():
    ended = r.finished(new("stock.pdf"), r.ERROR, None, r.unsupported_file_type("stock.pdf"), STARTED)
    assert (ended["status"], ended["error"]) == ("ERROR", "UNSUPPORTED_FILE_TYPE: .pdf")
    assert ended["stats"] == IngestionStats().as_dict() and ended["detectedFileType"] is None
    assert r.unsupported_file_type("README") == "UNSUPPORTED_FILE_TYPE: no extension"


def test_an_unexpected_failure_is_a_code_and_a_sentence_not_the_exception_text():
    recorded = r.unexpected_failure(TimeoutError("read of s3://acme-prod/x timed out"))
    assert recorded.startswith("INTERNAL_ERROR: ") and "acme-prod" not in recorded and "TimeoutError" not in recorded
    assert "x" * 50 not in r.unexpected_failure(RuntimeError("x" * 5000))
