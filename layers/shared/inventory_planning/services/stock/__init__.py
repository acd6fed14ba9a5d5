"""The stock feature in services/: the nightly stock snapshot and the current stock positions.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``positions``: reads of the current stock positions;
- ``snapshot``: the nightly stock snapshot.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
