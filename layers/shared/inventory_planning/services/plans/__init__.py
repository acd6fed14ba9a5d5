"""Plan use cases (issue 8; docs/plans.md), one subject per module.

- ``common``: the caller, visibility and shop scope, the retry of a lost race, the plan record;
- ``headers``: create (each type, pre-season included), list, search, read, delete a plan, and its activity;
- ``status``: change a plan (name, notes, status), the rules and approval gate of a status change;
- ``lines``: add, change and remove lines, a plan's lines and the restock order plan
  (``catalogue`` resolves and values the lines);
- ``rules``: the business-rule hooks of plan changes (``services.plans.ruleset`` reads the ruleset);
- ``approvals``: approval requests (made, approved, rejected, expired);
- ``platform``: the data-platform and workflow entry points;
- ``from_recommendation``: a decision vector turned into a plan item;
- ``ruleset``: the organization's business rules as the plan hooks read them;
- ``open_to_buy``: budget-envelope consumption by open restock and pre-season plans;
- ``attributions``: outcome attributions of plan items.

Each function loads through the stores, decides through the domain (``domain.plans``,
``domain.rules``, ``domain.plans.approvals``) and writes through ``store.plans``, whose transactions keep
the plan totals, the lines and the audit log together. Import from the subject module.
"""
