"""The teams feature in services/: teams of members whose shops add to theirs (issue 38; decision 0053).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``admin``: list, create, change and delete teams.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
