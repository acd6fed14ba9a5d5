"""The workflows feature in contracts/: workflows, their runs, steps and credentials (docs/automation.md).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``credentials``: records of the workflow-credential endpoints;
- ``records``: records and bodies of the workflow endpoints.

Import from the module itself: this package imports none of them (cold start).
"""
