"""The decision replay's simulation core (issue 25; docs/decisions/0033-decision-replay-simulation.md):
what a policy would have delivered on the retailer's own history, day by day. Pure: numbers in,
numbers out; numpy is imported by the modules that use it, not here (cold start).

- ``inputs``: the typed inputs (``Position``, ``ReplayInput``), a policy's ``Decisions`` (orders,
  transfers, markdowns), the ``ReviewView`` a policy reads on a review day (facts before that day
  only, the simulated stock) and the ``Policy`` protocol.
- ``policies``: ``hold``, ``MinMaxPolicy`` (the textbook (s, S) baseline) and
  ``RecommendationsPolicy`` (the adapter the service feeds with the chain's recommendations).
- ``simulation``: the day loop (``simulate``), its ``Ledger`` of position-days.
- ``results``: the figures per policy (totals, by week, shop and brand), the positions with the most
  lost units with their traces (``replay_result``; ``replay`` runs several policies).
"""
