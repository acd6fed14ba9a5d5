"""Streaming readers: every supported file type becomes an iterator of rows (lists of cell strings).

- csv / tsv: a binary stream (e.g. boto3 ``get_object()['Body']``) wrapped in a text stream;
- json: JSON Lines, or a top-level array streamed with ijson; objects become a header row
  (their keys) followed by value rows, and a new header row whenever the keys change;
- excel (xlsx): openpyxl in read-only mode, from a local path (the worker downloads to a tempfile);
- parquet: ``pyarrow.parquet.ParquetFile(...).iter_batches``; pyarrow is imported only here.

Memory: one row (csv/json/xlsx) or one record batch (parquet) at a time. Errors of the underlying
parsers surface as :class:`UnreadableFile`.
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import io
import itertools
import json
from collections.abc import Iterator
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import PurePosixPath
from typing import IO, TYPE_CHECKING, Any, BinaryIO, Protocol, cast
from zipfile import BadZipFile

from inventory_planning.coldstart import lazy
from inventory_planning.domain.images import MIME_TYPES

if TYPE_CHECKING:
    import ijson
    import openpyxl
    import pyarrow as pa
    import pyarrow.parquet as pq
    from openpyxl.utils import exceptions as openpyxl_errors
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    ijson = lazy("ijson")  # ijson on first use: JSON arrays only
    openpyxl = lazy("openpyxl")  # openpyxl on first use: xlsx only
    openpyxl_errors = lazy("openpyxl.utils.exceptions")  # openpyxl on first use: xlsx only
    pa = lazy("pyarrow")  # pyarrow on first use: parquet only
    pq = lazy("pyarrow.parquet")  # pyarrow on first use: parquet only

CSV, TSV, EXCEL, JSON, PARQUET, IMAGE, OTHER = "csv", "tsv", "excel", "json", "parquet", "image", "other"
_EXTENSIONS = {
    ".csv": CSV, ".tsv": TSV, ".tab": TSV, ".xlsx": EXCEL, ".xlsm": EXCEL, ".json": JSON, ".jsonl": JSON,
    ".ndjson": JSON, ".parquet": PARQUET, ".pq": PARQUET, **dict.fromkeys(MIME_TYPES, IMAGE),
}  # fmt: skip
ROW_TYPES = (CSV, TSV, EXCEL, JSON, PARQUET)  # the types read as rows (an image is recorded, not read: services.ingestion.files)
_MIME = {
    CSV: "text/csv",
    TSV: "text/tab-separated-values",
    EXCEL: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    PARQUET: "application/vnd.apache.parquet",
    OTHER: "application/octet-stream",
}
PARQUET_BATCH_ROWS = 1024
_CHUNK = 1 << 16


class UnreadableFile(Exception):
    """The file cannot be parsed as its type (corrupt workbook, invalid JSON, bad parquet footer...)."""


class Readable(Protocol):
    """Anything with ``read(size) -> bytes`` (a file, a boto3 StreamingBody)."""

    def read(self, size: int = -1, /) -> bytes: ...


def detect_file_type(filename: str) -> str:
    """``csv``, ``tsv``, ``excel``, ``json``, ``parquet``, ``image`` (a product image: ``.jpg``, ``.jpeg``,
    ``.png``, ``.webp``; ``domain.images``) or ``other``, from the file extension (case-insensitive)."""
    return _EXTENSIONS.get(PurePosixPath(filename).suffix.lower(), OTHER)


def detect_mime_type(filename: str, file_type: str) -> str:
    """MIME type for the ingestion record (JSON Lines files get ``application/x-ndjson``, images their
    own: ``image/jpeg``, ``image/png``, ``image/webp``)."""
    if file_type == IMAGE:
        return MIME_TYPES[PurePosixPath(filename).suffix.lower()]
    if file_type == JSON:
        suffix = PurePosixPath(filename).suffix.lower()
        return "application/x-ndjson" if suffix in (".jsonl", ".ndjson") else "application/json"
    return _MIME.get(file_type, _MIME[OTHER])


def needs_local_file(file_type: str) -> bool:
    """True for formats that need random access (xlsx zip directory, parquet footer): read from a local file."""
    return file_type in (EXCEL, PARQUET)


class HashingStream(io.RawIOBase):
    """A raw binary stream over ``source.read()`` that computes SHA-256 and counts bytes as they pass.

    ``sha256`` (hex) and ``size`` (bytes) are final once the stream has been read to the end.
    """

    def __init__(self, source: Readable) -> None:
        super().__init__()
        self._source = source
        self._hash = hashlib.sha256()
        self.size = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        data = self._source.read(len(view))
        if not data:
            return 0
        n = len(data)
        view[:n] = data
        self._hash.update(data)
        self.size += n
        return n

    @property
    def sha256(self) -> str:
        return self._hash.hexdigest()


def copy_hashing(source: Readable, target: IO[bytes] | None) -> tuple[str, int]:
    """Copy ``source`` to ``target`` (None: only read it) in 64 KiB chunks; return (sha256 hex, size in bytes)."""
    digest = hashlib.sha256()
    size = 0
    while True:
        chunk = source.read(_CHUNK)
        if not chunk:
            break
        digest.update(chunk)
        size += len(chunk)
        if target is not None:
            target.write(chunk)
    return digest.hexdigest(), size


def cell_text(value: Any) -> str:
    """A cell as text: None -> ``""``, dates ISO, whole floats without ``.0`` noise kept as read."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == time(0) else value.isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float | Decimal):
        return format(value, "f") if isinstance(value, Decimal) else repr(value)
    return str(value)


def iter_rows(file_type: str, source: Readable | str) -> Iterator[list[str]]:
    """Rows of a file of ``file_type``: a local path for every type, or a binary stream for csv/tsv/json
    (excel and parquet need a path: random access).

    Raises UnreadableFile while iterating when the content is not valid for the type, ValueError for ``other``.
    """
    if file_type in (CSV, TSV, JSON) and isinstance(source, str):
        return _from_path(file_type, source)
    if file_type in (CSV, TSV):
        assert not isinstance(source, str)
        return iter_delimited(source, "\t" if file_type == TSV else ",")
    if file_type == JSON:
        assert not isinstance(source, str)
        return iter_json(source)
    if file_type == EXCEL:
        return iter_xlsx(cast(str, source))  # a path: excel needs random access
    if file_type == PARQUET:
        return iter_parquet(source)
    raise ValueError(f"unsupported file type {file_type!r}")


def _from_path(file_type: str, path: str) -> Iterator[list[str]]:
    """Stream a local csv/tsv/json file, closing it when the rows are consumed (or the generator is dropped)."""
    with open(path, "rb") as stream:
        yield from iter_rows(file_type, stream)


def _text(source: Readable) -> io.TextIOWrapper:
    raw = source if isinstance(source, io.RawIOBase | io.BufferedIOBase) else HashingStream(source)
    buffered = raw if isinstance(raw, io.BufferedIOBase) else io.BufferedReader(raw, _CHUNK)
    return io.TextIOWrapper(cast(BinaryIO, buffered), encoding="utf-8-sig", errors="replace", newline="")


def sniff_delimiter(first_line: str, default: str) -> str:
    """The delimiter of a CSV from its first line: the most frequent of ``,`` ``;`` ``|`` and tab
    (European exports use ``;``); ``default`` when none appears."""
    counts = {d: first_line.count(d) for d in (",", ";", "\t", "|")}
    best = max(counts, key=lambda d: (counts[d], d == default))
    return best if counts[best] else default


def iter_delimited(source: Readable, delimiter: str) -> Iterator[list[str]]:
    """Rows of a CSV (``delimiter=","``, or ``;``, ``|``, tab when the first line says so) or TSV
    (``"\\t"``) byte stream, UTF-8 (BOM allowed; bad bytes replaced)."""
    text = _text(source)
    first = text.readline()
    if delimiter == ",":
        delimiter = sniff_delimiter(first, delimiter)
    reader = csv.reader(itertools.chain([first], text), delimiter=delimiter)
    try:
        yield from reader
    except csv.Error as error:
        raise UnreadableFile(f"CSV error at line {reader.line_num}: {error}") from error


class _JsonRows:
    """Turns JSON values into rows: objects emit a header row when their key set changes."""

    def __init__(self) -> None:
        self.keys: list[str] | None = None

    def rows(self, value: Any) -> Iterator[list[str]]:
        if isinstance(value, dict):
            keys = list(value.keys())
            if keys != self.keys:
                self.keys = keys
                yield [str(k) for k in keys]
            yield [cell_text(value.get(k)) for k in keys]
        elif isinstance(value, list):
            yield [cell_text(v) for v in value]
        else:
            raise UnreadableFile(f"a JSON row must be an object or an array, not {type(value).__name__}")


def iter_json(source: Readable) -> Iterator[list[str]]:
    """Rows of a JSON Lines stream, or of a top-level JSON array streamed with ijson (one element at a time)."""
    buffered = io.BufferedReader(source if isinstance(source, io.RawIOBase) else HashingStream(source), _CHUNK)
    head = buffered.peek(64)[:64].lstrip(codecs.BOM_UTF8).lstrip()
    converter = _JsonRows()
    if head.startswith(b"["):
        try:
            for value in ijson.items(buffered, "item", use_float=True):
                yield from converter.rows(value)
        except ijson.JSONError as error:
            raise UnreadableFile(f"invalid JSON array: {error}") from error
        return
    text = io.TextIOWrapper(buffered, encoding="utf-8-sig", errors="replace")
    for number, line in enumerate(text, start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as error:
            raise UnreadableFile(f"invalid JSON on line {number}: {error}") from error
        yield from converter.rows(value)


def iter_xlsx(path: str) -> Iterator[list[str]]:
    """Rows of the first (active) worksheet of an xlsx workbook, read-only (streamed from the sheet XML)."""
    try:
        workbook = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except (BadZipFile, openpyxl_errors.InvalidFileException, KeyError, OSError) as error:
        raise UnreadableFile("not a readable xlsx workbook") from error  # the library's text names local paths
    try:
        sheet = workbook.active
        if sheet is None:
            return
        for values in sheet.iter_rows(values_only=True):
            yield [cell_text(v) for v in values]
    finally:
        workbook.close()


def iter_parquet(source: str | Readable) -> Iterator[list[str]]:
    """Header row (schema names) then rows, one record batch of PARQUET_BATCH_ROWS at a time."""
    try:
        parquet = pq.ParquetFile(source)
        yield list(parquet.schema_arrow.names)
        for batch in parquet.iter_batches(batch_size=PARQUET_BATCH_ROWS):
            columns = [batch.column(i).to_pylist() for i in range(batch.num_columns)]
            for values in zip(*columns, strict=True):
                yield [cell_text(v) for v in values]
    except (pa.ArrowException, OSError) as error:
        raise UnreadableFile("not a readable parquet file") from error  # the library's text names local paths
