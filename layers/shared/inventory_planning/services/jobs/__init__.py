"""The jobs feature in services/: job runs: start, run, read one, and which run a read route serves.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``runs``: job runs: start one, run it, read it;
- ``served_runs``: which run a read route serves.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

from types import ModuleType

from inventory_planning.coldstart import submodule


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.jobs.runs`` through the lazy ``services`` package.

    Raises:
        AttributeError: there is no such module.
    """
    return submodule(__name__, name)
