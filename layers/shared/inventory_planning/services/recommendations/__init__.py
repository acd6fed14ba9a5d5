"""The recommendations feature in services/: the recommendations job, its chunks, the price elasticities and
the decision-vector reads (decision 0031).

One address per feature (docs/decisions/0043-feature-packages.md):

- ``chunks``: one chunk of the recommendations job;
- ``elasticities``: price elasticities of the organization's variants;
- ``job``: the recommendations job;
- ``vectors``: reads of the decision vectors and recommendations.

Import from the module itself: this package imports none of them (cold start).
"""

from __future__ import annotations
