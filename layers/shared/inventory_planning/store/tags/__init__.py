"""The tags feature in store/: tags on catalogue entities, by hand or by tagging rules (REFERENCE 6.2;
decisions 0035, 0036).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``assignments``: tags and their assignments in DynamoDB;
- ``rules``: tagging rules and their evaluation runs in DynamoDB.

Import from the module itself: this package imports none of them (cold start).
"""
