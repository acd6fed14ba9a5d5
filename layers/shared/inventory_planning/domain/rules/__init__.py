"""Business rules: rulesets, rules and their pure evaluation (REFERENCE 5, SPEC "Business logic ruleset").

A *ruleset* groups *rules*; the first ruleset of an organization is its default (used when a plan names
no ruleset). A rule has REFERENCE 5.1's anatomy: category, enforcement (BLOCK | WARN | LOG), check
level, condition, scope, plan types, validation hooks (REFERENCE 5.2's exact names), a violation
message and a priority. The condition is one of the rule templates of REFERENCE 5.3 that can be
checked on a plan and a candidate item; each is a pydantic model discriminated by ``type``.

``evaluate`` is the single entry point the plan endpoints call at a hook: it selects the rules that
apply, measures each condition on the plan (plus the candidate item for add hooks) and returns one
outcome per rule, with ``blocked`` / ``warnings`` / ``logged`` aggregated. Nothing here touches AWS,
HTTP or the clock. docs/business-rules.md documents the formulas and how results map to the API.

Units: quantities are pieces (integers); unit cost, list price, plan values and budgets are amounts
in the plan's currency (one currency per evaluation; conversion is the caller's job); percents are
0..100.

One subject per module:

- ``vocabulary``: plan types, categories, enforcements, check levels, units and the hooks of REFERENCE 5.2;
- ``fields``: field types, model configuration and rounding shared by the models;
- ``plan``: the plan being checked (``PlanItem``, ``PlanContext``, ``SupplierConstraint``) and line formulas;
- ``scope``: ``RuleScope``, where a rule applies;
- ``measures``: what a condition measures (``Check``, ``Measurement``, ``PlanView``) and the models' base;
- ``conditions``: the condition models (REFERENCE 5.3) and how each measures a plan;
- ``calendars``: the markdown-calendar and size-curve conditions (REFERENCE 5.3, 5.4);
- ``rulesets``: ``Rule``, ``Ruleset``, the create body and the default ruleset;
- ``outcomes``: ``RuleOutcome`` and ``EvaluationResult``;
- ``evaluation``: ``evaluate`` and rule selection;
- ``changes``: changes to a stored ruleset (its update body, the rule body, add/replace/remove a rule).

Import from the subject module (the package exports nothing; decision 0046). Every model defers
building its validator to its first use (``defer_build``). A route module that names a body in its
signature as ``rule_changes.RuleBody``, ``rule_changes`` a ``coldstart.lazy`` stand-in of ``changes``
(with postponed annotations), loads the rule models on the route's first request, when Powertools
resolves the signature, not at cold start.
"""
