"""The account feature in services/: who calls: organizations, service-account tokens, the authorizer's reads.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``authentication``: what the authorizer reads to resolve a token;
- ``organizations``: organization provisioning;
- ``tokens``: service-account tokens: create, list, revoke.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
