"""The tags feature in contracts/: tags on catalogue entities, by hand or by tagging rules (REFERENCE 6.2;
decisions 0035, 0036).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``labels``: the tag records on the wire;
- ``rules``: tagging rules and runs on the wire.

Import from the module itself: this package imports none of them (cold start).
"""
