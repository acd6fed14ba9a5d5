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
"""

from __future__ import annotations

import gc

_paused = gc.isenabled()
if _paused:
    gc.disable()


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
