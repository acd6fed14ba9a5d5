"""Use cases of the configuration area, one module per resource family: approval policies, planning
periods and budget envelopes, rulesets and rules, org lists, metrics, supplier-variant constraints,
and the audit log.

Every change is stored with its audit entry (and its uniqueness guards) in one transaction
(``store.configuration`` over ``store.dynamo``); the record rules are in ``domain.configuration.intelligence``,
``domain.rules`` and ``domain.metrics``. Each function takes the organization id first and, for a
change, the audit :class:`~inventory_planning.kernel.actors.Actor`; it returns the stored record
(the JSON the API serves) and raises domain errors (``kernel.errors``). Import the subject module.
"""
