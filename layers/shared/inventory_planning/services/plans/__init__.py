"""Plan use cases (issue 8; docs/plans.md), one subject per module.

- ``common``: the caller, visibility and shop scope, the retry of a lost race, the plan record;
- ``headers``: create, list, search, read, delete a plan, and its activity;
- ``status``: change a plan (name, notes, status), the rules and approval gate of a status change;
- ``lines``: add, change and remove lines, a plan's lines and the restock order plan
  (``catalogue`` resolves and values the lines);
- ``rules``: the business-rule hooks of plan changes (``services.plan_rules`` reads the ruleset);
- ``approvals``: approval requests (made, approved, rejected, expired);
- ``platform``: the data-platform and workflow entry points;
- ``from_recommendation``: a decision vector turned into a plan item.

Each function loads through the stores, decides through the domain (``domain.plans``,
``domain.rules``, ``domain.approvals``) and writes through ``store.plans``, whose transactions keep
the plan totals, the lines and the audit log together. Import from the subject module.
"""
