"""The members feature in services/: an organization's people, their roles, shops and removal
(issue 38, REFERENCE 0.2, SPEC rule 7; decision 0053).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``admin``: list, invite, change and remove members; whoami's organizations and teams.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
