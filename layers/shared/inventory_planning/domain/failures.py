"""Failures recorded for a retailer to read: a stable code and a sentence of ours, never an exception's text.

A file-ingestion record's ``error``, a job run's or a sandbox run's ``errorMessage`` and an
enrichment's ``error`` are read by retailers (and their scripts). An exception's own text can carry
what must stay inside the service: bucket names, object keys, ARNs, account ids, local paths, SQL.
So every place that records a failure records :func:`failure_of` the exception, ``"<CODE>: <sentence>"``,
and logs the exception itself (with its traceback) for the operators.

The code and sentence come from, in order:

1. a :class:`~inventory_planning.kernel.errors.DomainError` (its ``code`` and ``message``: sentences
   we wrote for the caller), or an exception that carries a ``failure`` (:class:`Reported`);
2. the exception's class or one of its base classes, looked up by qualified name in ``KNOWN``
   (the domain imports no AWS code, so botocore and pynamodb classes are named, not imported);
3. the same for its ``__cause__`` / ``__context__`` chain (an error raised ``from`` an S3 error);
4. else ``INTERNAL_ERROR``.
"""

from __future__ import annotations

from dataclasses import dataclass

from inventory_planning.kernel.errors import DomainError

STORAGE_UNAVAILABLE = "STORAGE_UNAVAILABLE"
FILE_UNAVAILABLE = "FILE_UNAVAILABLE"
INTERNAL_ERROR = "INTERNAL_ERROR"
PROVIDER_FAILED = "PROVIDER_FAILED"


@dataclass(frozen=True)
class Failure:
    """A failure as the retailer reads it: ``code`` (stable, upper snake case) and ``sentence``
    (human text that names nothing of the infrastructure). ``str()`` is ``"<code>: <sentence>"``."""

    code: str
    sentence: str

    def __str__(self) -> str:
        return f"{self.code}: {self.sentence}"


class Reported(Exception):
    """An exception whose failure is already worded for the retailer (``failure``); its text is the failure's."""

    def __init__(self, failure: Failure) -> None:
        super().__init__(str(failure))
        self.failure = failure


_STORAGE = Failure(STORAGE_UNAVAILABLE, "The service's storage could not be reached. It is retried; try again later.")
INTERNAL = Failure(INTERNAL_ERROR, "An internal error stopped the work. It has been logged for the operators.")

KNOWN: dict[str, Failure] = {
    "inventory_planning.store.ingestion.objects.ObjectUnavailable": Failure(
        FILE_UNAVAILABLE, "The file could not be read from storage (it is missing, was replaced, or access was refused)."
    ),
    "inventory_planning.store.lake.objects.LakeUnavailable": _STORAGE,
    "botocore.exceptions.ClientError": _STORAGE,
    "botocore.exceptions.BotoCoreError": _STORAGE,
    "pynamodb.exceptions.PynamoDBException": _STORAGE,
    "_duckdb.IOException": _STORAGE,  # the lake's S3 reads through DuckDB's httpfs (``duckdb.IOException``)
    "duckdb.IOException": _STORAGE,
}
"""Qualified class name -> failure; a subclass matches through its bases."""


def _known(error: BaseException) -> Failure | None:
    if isinstance(error, DomainError):
        return Failure(error.code, error.message)
    if isinstance(error, Reported):
        return error.failure
    for cls in type(error).__mro__:
        found = KNOWN.get(f"{cls.__module__}.{cls.__qualname__}")
        if found is not None:
            return found
    return None


def failure_of(error: BaseException, default: Failure = INTERNAL) -> Failure:
    """The failure to record for ``error`` (see the module docstring); ``default`` when nothing is known of it.

    Never uses the exception's own text (but a DomainError's message, which is ours).
    """
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        found = _known(current)
        if found is not None:
            return found
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    return default
