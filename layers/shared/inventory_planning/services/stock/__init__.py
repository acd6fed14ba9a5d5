"""The stock feature in services/: the nightly stock snapshot and the current stock positions.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``positions``: reads of the current stock positions;
- ``snapshot``: the nightly stock snapshot.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

from types import ModuleType

from inventory_planning.coldstart import submodule


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.stock.positions`` through the lazy ``services`` package.

    Raises:
        AttributeError: there is no such module.
    """
    return submodule(__name__, name)
