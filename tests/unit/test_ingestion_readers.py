"""Readers: every supported file type becomes the same rows; checksums while streaming; bad files."""

from __future__ import annotations

import hashlib
import io
import json
from datetime import datetime

import pytest
from inventory_planning.domain.ingestion import readers
from inventory_planning.domain.ingestion.readers import UnreadableFile

HEADER = ["SKU Code", "Design No.", "Stock", "Category", "Size", "Color"]
ROWS = [["AN201-RED-L", "AN201", "5", "AN : LEGGINGS", "L", "Red"], ["AN201-RED-M", "AN201", "3", "AN : LEGGINGS", "M", "Red"]]


class Trickle:
    """A stream that returns at most 7 bytes per read, like a slow network body."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def read(self, size: int = -1) -> bytes:
        return self._data.read(7 if size < 0 else min(size, 7))


@pytest.mark.parametrize(
    ("name", "kind", "mime"),
    [
        ("a.CSV", "csv", "text/csv"),
        ("a.tsv", "tsv", "text/tab-separated-values"),
        ("a.xlsx", "excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        ("a.json", "json", "application/json"),
        ("a.jsonl", "json", "application/x-ndjson"),
        ("a.parquet", "parquet", "application/vnd.apache.parquet"),
        ("AN201.JPG", "image", "image/jpeg"),
        ("images/an201.jpeg", "image", "image/jpeg"),
        ("an201.Png", "image", "image/png"),
        ("an201.webp", "image", "image/webp"),
        ("an201.gif", "other", "application/octet-stream"),
        ("a.pdf", "other", "application/octet-stream"),
        ("noextension", "other", "application/octet-stream"),
    ],
)
def test_file_type_from_extension(name, kind, mime):
    assert readers.detect_file_type(name) == kind
    assert readers.detect_mime_type(name, kind) == mime


def test_csv_with_bom_quotes_and_crlf_from_a_trickling_stream():
    data = '\ufeffSKU Code,Design No.,Stock,Category,Size,Color\r\n"AN201-RED-L",AN201,5,"AN : LEGGINGS",L,Red\r\n'.encode()
    assert list(readers.iter_rows("csv", Trickle(data))) == [HEADER, ROWS[0]]


def test_tsv(tmp_path):
    path = tmp_path / "stock.tsv"
    path.write_text("\n".join("\t".join(r) for r in [HEADER, *ROWS]) + "\n")
    with path.open("rb") as stream:
        assert list(readers.iter_rows("tsv", stream)) == [HEADER, *ROWS]


def test_json_array_streamed_and_json_lines(tmp_path):
    objects = [dict(zip(HEADER, r, strict=True)) for r in ROWS]
    array = tmp_path / "stock.json"
    array.write_text(json.dumps(objects, indent=2))
    lines = tmp_path / "stock.jsonl"
    lines.write_text("\n".join(json.dumps(o) for o in objects) + "\n\n")
    for path in (array, lines):
        with path.open("rb") as stream:
            assert list(readers.iter_rows("json", stream)) == [HEADER, *ROWS]


def test_json_objects_with_new_keys_emit_a_new_header_and_numbers_become_text():
    body = b'{"Style": "MEN5004", "Stock": 43}\n{"Style": "MEN5009", "Stock": 55.5}\n{"SKU": "X-1", "Price": null}\n[1, true]\n'
    assert list(readers.iter_rows("json", io.BytesIO(body))) == [
        ["Style", "Stock"], ["MEN5004", "43"], ["MEN5009", "55.5"], ["SKU", "Price"], ["X-1", ""], ["1", "true"],
    ]  # fmt: skip


def test_xlsx_read_only(tmp_path):
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["DATE", "CUSTOMER", "Style", "SKU", "PCS", "RATE", "GROSS AMT"])
    sheet.append([datetime(2021, 6, 5), "REVATHY", "MEN5004", "MEN5004-KR-L", 1, 616.56, 617])
    sheet.append([None, None, None, None, None, None, None])
    path = tmp_path / "sales.xlsx"
    workbook.save(path)
    rows = list(readers.iter_rows("excel", str(path)))
    assert rows[0] == ["DATE", "CUSTOMER", "Style", "SKU", "PCS", "RATE", "GROSS AMT"]
    assert rows[1] == ["2021-06-05", "REVATHY", "MEN5004", "MEN5004-KR-L", "1", "616.56", "617"]
    assert rows[2] == [""] * 7


def test_parquet_in_record_batches(tmp_path, monkeypatch):
    import pyarrow as pa
    import pyarrow.parquet as pq

    monkeypatch.setattr(readers, "PARQUET_BATCH_ROWS", 2)
    table = pa.table(
        {"Sku": [f"OS{i}_S" for i in range(5)], "Style Id": [f"OS{i}" for i in range(5)], "TP": [538.0, None, 1, 2, 3]}
    )
    path = tmp_path / "prices.parquet"
    pq.write_table(table, path)
    rows = list(readers.iter_rows("parquet", str(path)))
    assert rows[0] == ["Sku", "Style Id", "TP"]
    assert rows[1:3] == [["OS0_S", "OS0", "538.0"], ["OS1_S", "OS1", ""]]
    assert len(rows) == 6


def test_hashing_stream_and_checksum_match_hashlib(tmp_path):
    data = b"SKU Code,Design No.,Stock,Size\n" + b"AN201-RED-L,AN201,5,L\n" * 10_000
    expected = hashlib.sha256(data).hexdigest()
    assert readers.copy_hashing(Trickle(data), None) == (expected, len(data))
    stream = readers.HashingStream(io.BytesIO(data))
    assert sum(1 for _ in readers.iter_rows("csv", stream)) == 10_001
    assert (stream.sha256, stream.size) == (expected, len(data))
    target = tmp_path / "copy.bin"
    with target.open("wb") as out:
        assert readers.copy_hashing(io.BytesIO(data), out) == (expected, len(data))
    assert target.read_bytes() == data


@pytest.mark.parametrize(
    ("kind", "content"),
    [("json", b'[{"a": 1}, {"a": '), ("json", b'{"a": 1}\n{oops}\n'), ("excel", b"not a zip"), ("parquet", b"PAR1 nope")],
)
def test_unreadable_files(tmp_path, kind, content):
    path = tmp_path / f"bad.{kind}"
    path.write_bytes(content)
    source = str(path) if readers.needs_local_file(kind) else path.open("rb")
    with pytest.raises(UnreadableFile):
        list(readers.iter_rows(kind, source))


def test_other_types_are_not_read():
    with pytest.raises(ValueError, match="unsupported"):
        readers.iter_rows("other", io.BytesIO(b""))
