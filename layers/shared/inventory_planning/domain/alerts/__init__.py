"""The alerts feature in domain/: alerts: what an alert watches, when it matches, the instances it raises
(REFERENCE 6.3).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``matching``: what an alert watches and when it matches;
- ``records``: the typed records the alert services return;
- ``planning``: the plan an instance starts (the alert's family) and its entities.

Import from the module itself: this package imports none of them (cold start).
"""
