"""The members feature in store/: memberships, their invitation, changes and removal (issue 38,
decision 0053).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``records``: member records in DynamoDB, their audit entries, and the removal's token revocations.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
