"""The teams feature in store/: teams of members and their shops (issue 38, decision 0053).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``records``: team records in DynamoDB and their audit entries.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
