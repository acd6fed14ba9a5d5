"""The recommendations feature in services/: the recommendations job, its chunks, the price elasticities and
the decision-vector reads (decision 0031).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``chunks``: one chunk of the recommendations job;
- ``elasticities``: price elasticities of the organization's variants;
- ``job``: the recommendations job;
- ``vectors``: reads of the decision vectors and recommendations.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations

from types import ModuleType

from inventory_planning.coldstart import submodule


def __getattr__(name: str) -> ModuleType:
    """Import one of the modules above on first access (PEP 562, as ``inventory_planning.services`` does;
    decision 0013): ``services.recommendations.chunks`` through the lazy ``services`` package.

    Raises:
        AttributeError: there is no such module.
    """
    return submodule(__name__, name)
