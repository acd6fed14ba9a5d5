"""The workflows feature in store/: workflows, their runs, steps and credentials (docs/automation.md).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``credentials``: workflow credentials in DynamoDB;
- ``storage``: workflows, their runs, steps and trigger matches in DynamoDB.

Import from the module itself: this package imports none of them (cold start).
"""
