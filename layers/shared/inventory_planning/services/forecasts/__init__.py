"""The forecasts feature in services/: the forecasts job, its planned prices and promotions
(docs/intelligence.md "Forecasts").

One address per feature (docs/decisions/0043-feature-packages.md):

- ``job``: the forecasts job and the forecast reads of the API;
- ``prices``: planned prices and promotions of the forecasts job.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
