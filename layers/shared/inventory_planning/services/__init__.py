"""Use cases: one function per thing a caller or a job does (create a token, provision an
organization, ingest a file, ...). A service loads through the store, decides through the domain and
writes through the store; handlers and nightly jobs call the same services. Services raise
:mod:`inventory_planning.kernel.errors`, which the API maps to its envelope in one place.
"""

from __future__ import annotations

from types import ModuleType

from inventory_planning.coldstart import submodule


def __getattr__(name: str) -> ModuleType:
    """Import a service module on first access (PEP 562; decision 0013): a route module that writes
    ``from inventory_planning import services`` and calls ``services.alerts.create(...)`` pays for
    the service's imports on its first request, not at the function's cold start.

    Raises:
        AttributeError: there is no such service module.
    """
    return submodule(__name__, name)
