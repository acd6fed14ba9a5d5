"""Plans (REFERENCE 4): restock, markdown, rebalance and pre-season plans, their lines, lifecycles and values.

Pure domain, one subject per module:

- ``lifecycle``: plan types, statuses, each type's state machine, what a status allows (editing
  items, renaming, deleting) and the item status a plan's status implies;
- ``values``: line values (restock, markdown, rebalance, pre-season) and plan codes;
- ``records``: the typed records the plan services return (docs/decisions/0026);
  ``platform_records`` those of the data-platform and workflow entry points;
- ``open_to_buy``: how much of a budget envelope open plans consume;
- ``approvals``: approval-policy matching.

The request bodies of the plan endpoints are contracts: ``contracts.requests.plans``.

Import from the subject module; nothing here touches AWS, HTTP or the clock.
"""
