"""The account feature in services/: who calls: organizations, service-account tokens, the authorizer's reads.

One address per feature (docs/decisions/0042-feature-packages.md):

- ``authentication``: what the authorizer reads to resolve a token;
- ``organizations``: organization provisioning;
- ``tokens``: service-account tokens: create, list, revoke.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

import importlib
from types import ModuleType


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.account.authentication`` through the lazy ``services`` package.

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
