"""Plans (REFERENCE 4): restock, markdown and rebalance plans, their lines, lifecycles and values.

Pure domain, one subject per module:

- ``lifecycle``: plan types, statuses, each type's state machine, what a status allows (editing
  items, renaming, deleting) and the item status a plan's status implies;
- ``bodies``: the request bodies of the plan and item endpoints (pydantic, strict);
- ``values``: line values (restock, markdown, rebalance) and plan codes.

Import from the subject module; nothing here touches AWS, HTTP or the clock.
"""
