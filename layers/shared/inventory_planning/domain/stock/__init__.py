"""The stock feature in domain/: the nightly stock snapshot and the current stock positions.

One address per feature (docs/decisions/0043-feature-packages.md):

- ``formulas``: stock and price formulas of stock snapshots and variants;
- ``positions``: the stock snapshot record.

Import from the module itself: this package imports none of them (cold start).
"""
