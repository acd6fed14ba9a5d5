"""The jobs feature in services/: job runs: start, run, read one, and which run a read route serves.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``runs``: job runs: start one, run it, read it;
- ``served_runs``: which run a read route serves.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
