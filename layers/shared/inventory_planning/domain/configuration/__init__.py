"""The configuration feature in domain/: the organization's configuration: rulesets, metrics, budgets,
policies, planning defaults.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``intelligence``: the intelligence layer's configuration: bodies, records, rules;
- ``planning_settings``: planning defaults where the data says nothing;
- ``records``: the typed records the configuration services return.

Import from the module itself: this package imports none of them (cold start).
"""
