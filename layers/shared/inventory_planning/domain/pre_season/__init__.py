"""Pre-season buying (issue 37; REFERENCE 4.1 PRE_SEASON): the scenarios generated for a pre-season plan.

- ``scenarios``: how a scenario is computed (demand from the same selling window one year earlier,
  comparables for new products, the size split, the strategy's sell-through target, the budget).

The plan type itself (statuses, gate, values) is in ``domain.plans``. Import from the subject module.
"""
