"""Cold start: no garbage-collector passes while a function's module is imported.

A function imports about 500 modules at cold start (botocore, Powertools, pydantic, its own code).
Each import allocates container objects that live as long as the process, and the collector
scans them again and again as they pile up: about 10 ms of an API function's import, about 30 ms
of the configuration function's, all for objects that are never garbage (docs/performance.md).

Importing this module pauses the collector. :func:`resume` then moves every object alive at that
point into the permanent generation (``gc.freeze``: later collections, during requests too, skip
them) and switches the collector back on. ``make_handler`` calls it; a function that has no
``make_handler`` calls it at the end of its module.

Usage, as the first import of a function module (``# isort: split`` keeps it first)::

    from __future__ import annotations

    import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

    # isort: split
    ...

Import-time garbage (reference cycles created while importing) is frozen with the rest instead of
collected; it is a few kilobytes at most.

:func:`lazy` is the other half of a small cold start (decision 0013), and the one way to load a module
on first use (decision 0046): a module names a module it needs only on first use (a service a route
calls, the models of its annotations, numpy or DuckDB of a job) at its top, through a stand-in that
imports the real module on first attribute access; in the layer, with its ``TYPE_CHECKING`` twin so
that mypy and import-linter see the module (tests/unit/test_lazy_imports.py)::

    if TYPE_CHECKING:
        from inventory_planning.services import plans as service
    else:
        service = lazy("inventory_planning.services.plans")  # service.create(...) imports it then

No import inside a function body: tests/unit/test_lazy_imports.py lists the one exception and why.
Nor a package that re-exports its modules' names on first access (PEP 562 ``__getattr__``; the
``LazyExports`` of ``domain.forecasts``, ``domain.metrics``, ``domain.rules`` and
``contracts.data_platform`` is gone): an importer names the subject module, through a stand-in when
it needs it only on first use.
"""

from __future__ import annotations

import gc

# Paused before this module's own imports: ``typing`` (about 5 ms) is often the first module a function
# loads, and collections ran while it was imported.
_paused = gc.isenabled()
if _paused:
    gc.disable()

# isort: split
import importlib  # noqa: E402
import sys  # noqa: E402
from types import ModuleType  # noqa: E402
from typing import Any  # noqa: E402


def resume() -> bool:
    """End the pause started by importing this module: freeze what is alive, re-enable the collector.

    Returns True when it ended a pause, False when there was none (the collector was already off
    when this module was first imported, or resume already ran). Never raises.
    """
    global _paused
    if not _paused:
        return False
    _paused = False
    gc.freeze()
    gc.enable()
    return True


class LazyModule(ModuleType):
    """A stand-in for a module: the first attribute read imports the module (an ordinary import,
    under the import system's lock, so concurrent first reads are safe) and every read is then
    served from the real module (found in ``sys.modules``). Nothing is cached on the stand-in, so a
    test that patches the real module is seen through it. The stand-in is not put in ``sys.modules``.
    """

    def __getattribute__(self, name: str) -> Any:
        # Every read but the stand-in's own (its dunders, what a test set on it) goes to the real module;
        # ``__getattribute__`` rather than ``__getattr__``: a module's failed lookup formats an
        # AttributeError first (about 5 us a read against 0.7 us; the stand-in sits in loops, numpy's too).
        own = ModuleType.__getattribute__(self, "__dict__")
        if name in own or (name.startswith("__") and name.endswith("__")):  # introspection: not a reason to load
            return ModuleType.__getattribute__(self, name)
        real = own["__name__"]
        module = sys.modules.get(real)
        if module is None or getattr(getattr(module, "__spec__", None), "_initializing", False):
            module = importlib.import_module(real)  # not loaded yet, or being imported by another thread
        return getattr(module, name)

    def __repr__(self) -> str:
        return f"<lazy module {self.__name__!r}>"


def lazy(name: str) -> Any:
    """A stand-in for the module ``name`` (a dotted absolute name) that imports it on first use.

    For route modules (decision 0013): ``service = lazy("inventory_planning.services.plans")`` keeps
    the calls ``service.create(...)`` as they are, and an annotation ``One[records.Plan]`` with
    ``records = lazy("inventory_planning.contracts.plans")`` is resolved by Powertools on the
    route's first request (with postponed annotations), so the models load then. The import errors
    of a missing module surface on that first use.
    """
    return LazyModule(name)
