"""Metric definitions: the five body forms, reference validation and an in-memory evaluator.

SPEC "Metric definition" and PATCH /api/intelligence-layer/metrics/{id}; REFERENCE 6.1 (kinds and
standard metrics; the JSON shape of each kind is not documented, so it is designed here and written
down in docs/metrics.md).

A metric is ``{id, scope, organizationId, key, displayName, grain, body}``. ``key`` (UPPER_SNAKE) is
the name formulas and composites use to refer to other metrics. ``grain`` lists the levels the
metric can be computed at (each one is a group-by dimension: one value per shop, per brand...).
``body`` is one of five forms, discriminated by ``kind``:

- ``precomputed_column``: a numeric column already computed per row of a source;
- ``aggregation``: sum/avg/min/max/count/count_distinct of a column over filtered rows;
- ``time_windowed_aggregation``: an aggregation restricted to a window of days on a date column;
- ``formula``: arithmetic (+ - * /, unary minus, parentheses, numbers) over other metrics' keys;
- ``composite``: weighted_sum/min/max/avg of at least two other metrics.

One subject per module:

- ``sources``: the row sources of the canonical model (columns, types, units) and the grains;
- ``expressions``: the formula grammar, parsed with ``ast`` into named nodes, never evaluated;
- ``bodies``: the pydantic body models and ``MetricDefinition`` (what one definition checks alone);
- ``references``: what needs the catalogue (unknown metrics, grains, cycles, dependents), returned
  as ``fieldErrors`` entries by ``validate_references`` instead of raised;
- ``evaluation``: ``evaluate`` computes a metric over in-memory rows, which proves every form computable;
- ``standard``: the GLOBAL metrics of REFERENCE 6.1, validated on first use;
- ``catalogue``: an organization's catalogue: the create and patch bodies of ORG metrics and the
  checks of a create, patch or delete against GLOBAL + ORG metrics.

Import from the subject module (the package exports nothing; decision 0046). The GLOBAL metrics are
validated only when asked for (``standard.global_metrics()``). A route module that names a body in its
signature as ``metric_catalogue.MetricCreate``, ``metric_catalogue`` a ``coldstart.lazy`` stand-in of
``catalogue`` (with postponed annotations), loads the body models on the route's first request, when
Powertools resolves the signature, not at cold start. This package has no AWS or HTTP imports.
"""
