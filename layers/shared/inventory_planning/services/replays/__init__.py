"""The replays feature in services/: decision replays: start one, its inputs from the lake, its policies'
source (decisions 0033, 0034).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``inputs``: the replay's inputs from the lake;
- ``runs``: start a replay, run it, read it;
- ``source``: the recommendations policy's source.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
