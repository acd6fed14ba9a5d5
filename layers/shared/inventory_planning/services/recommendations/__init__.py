"""The recommendations feature in services/: the recommendations job, its chunks, the price elasticities and
the decision-vector reads (decision 0031).

One address per feature (docs/decisions/0042-feature-packages.md):

- ``chunks``: one chunk of the recommendations job;
- ``elasticities``: price elasticities of the organization's variants;
- ``job``: the recommendations job;
- ``vectors``: reads of the decision vectors and recommendations.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

import importlib
from types import ModuleType


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.recommendations.chunks`` through the lazy ``services`` package.

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
