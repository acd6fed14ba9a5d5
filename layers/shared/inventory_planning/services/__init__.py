"""Use cases: one function per thing a caller or a job does (create a token, provision an
organization, ingest a file, ...). A service loads through the store, decides through the domain and
writes through the store; handlers and nightly jobs call the same services. Services raise
:mod:`inventory_planning.kernel.errors`, which the API maps to its envelope in one place.
"""

from __future__ import annotations
