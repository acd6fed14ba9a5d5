"""The stock feature in services/: the nightly stock snapshot and the current stock positions.

One address per feature (docs/decisions/0042-feature-packages.md):

- ``positions``: reads of the current stock positions;
- ``snapshot``: the nightly stock snapshot.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

import importlib
from types import ModuleType


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.stock.positions`` through the lazy ``services`` package.

    Raises:
        AttributeError: there is no such module.
    """
    if name.startswith("_"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as error:
        if error.name != f"{__name__}.{name}":
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
