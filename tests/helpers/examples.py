"""Request bodies shared by the unit, integration and e2e tests (one copy of each example)."""

from __future__ import annotations

RULE = {
    "name": "Max value",
    "category": "capacity",
    "enforcement": "BLOCK",
    "condition": {"type": "max_plan_value", "maxValue": 1000},
    "hooks": ["REBALANCE_PRE_ADD_ITEM"],
    "message": "Plan value {actual} above {threshold}",
}
"""A valid business rule (docs/business-rules.md) without an id: blocks a rebalance add that takes
the plan's value above 1000."""
