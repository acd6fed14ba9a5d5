"""The vocabulary of rules: plan types, categories, enforcements, check levels, units, and the
validation hooks of REFERENCE 5.2 with the plan type and moment each belongs to.

Plain ``Literal`` types and functions, no pydantic models.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, get_args

PlanType = Literal["RESTOCK", "REBALANCE", "MARKDOWN", "PRE_SEASON", "SUPPLIER_RETURN", "SUPPLIER_EXCHANGE"]
Category = Literal["capacity", "assortment", "ordering", "transfer", "pricing", "distribution", "compliance"]
Enforcement = Literal["BLOCK", "WARN", "LOG"]
CheckLevel = Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM", "PLAN", "PLAN_ITEM"]
Unit = Literal["currency", "units", "lines", "percent", "days"]
Hook = Literal[
    "RESTOCK_PRE_ADD_ITEM",
    "REBALANCE_PRE_ADD_ITEM",
    "MARKDOWN_PRE_ADD_ITEM",
    "PRE_SEASON_PRE_ADD_ITEM",
    "SUPPLIER_RETURN_PRE_ADD_ITEM",
    "SUPPLIER_EXCHANGE_PRE_ADD_ITEM",
    "RESTOCK_PRE_VALIDATE_ITEM",
    "REBALANCE_PRE_VALIDATE_ITEM",
    "MARKDOWN_PRE_VALIDATE_ITEM",
    "PRE_SEASON_PRE_VALIDATE_ITEM",
    "RESTOCK_PRE_CHANGE_STATUS",
    "REBALANCE_PRE_CHANGE_STATUS",
    "PRE_SEASON_PRE_CHANGE_STATUS",
    "SUPPLIER_RETURN_PRE_CHANGE_STATUS",
    "SUPPLIER_EXCHANGE_PRE_CHANGE_STATUS",
    "RECOMMENDATION_PRE_GENERATE",
    "MANUAL_CHECK",
]

RULE_ID_PATTERN = r"^[A-Za-z0-9_.:-]{1,255}$"
"""A rule id: 1..255 letters, digits and ``_ . : -`` (usable in a path)."""

PLAN_TYPES: tuple[str, ...] = get_args(PlanType)
ENFORCEMENTS: tuple[str, ...] = get_args(Enforcement)
HOOKS: tuple[str, ...] = get_args(Hook)

# Moments of REFERENCE 5.2. ADD_ITEM and PRE_GENERATE count the candidate item as if it were added.
ADD_ITEM = "PRE_ADD_ITEM"
VALIDATE_ITEM = "PRE_VALIDATE_ITEM"
CHANGE_STATUS = "PRE_CHANGE_STATUS"
PRE_GENERATE = "PRE_GENERATE"
MANUAL = "MANUAL_CHECK"
_ADDING_MOMENTS = frozenset({ADD_ITEM, PRE_GENERATE})


class HookSpec(NamedTuple):
    """Where a hook runs: the plan type it belongs to (None for RECOMMENDATION_PRE_GENERATE and
    MANUAL_CHECK) and its moment (PRE_ADD_ITEM, PRE_VALIDATE_ITEM, PRE_CHANGE_STATUS, PRE_GENERATE or
    MANUAL_CHECK)."""

    plan_type: str | None
    moment: str


def _hook_table() -> dict[str, HookSpec]:
    table: dict[str, HookSpec] = {
        "RECOMMENDATION_PRE_GENERATE": HookSpec(None, PRE_GENERATE),
        "MANUAL_CHECK": HookSpec(None, MANUAL),
    }
    for hook in HOOKS:
        for moment in (ADD_ITEM, VALIDATE_ITEM, CHANGE_STATUS):
            if hook.endswith("_" + moment):
                table[hook] = HookSpec(hook[: -len(moment) - 1], moment)
    assert set(table) == set(HOOKS) and all(spec.plan_type is None or spec.plan_type in PLAN_TYPES for spec in table.values())
    return table


_HOOKS: dict[str, HookSpec] = _hook_table()


def hook_plan_type(hook: str) -> str | None:
    """The plan type a hook belongs to (``"PRE_SEASON"`` for ``PRE_SEASON_PRE_ADD_ITEM``), or None for
    ``RECOMMENDATION_PRE_GENERATE`` and ``MANUAL_CHECK``.

    Raises:
        ValueError: ``hook`` is not one of REFERENCE 5.2's names.
    """
    if hook not in _HOOKS:
        raise ValueError(f"unknown validation hook {hook!r}")
    return _HOOKS[hook].plan_type


def hook_for(plan_type: str, moment: str) -> str | None:
    """The hook a plan endpoint runs: ``hook_for("REBALANCE", "PRE_ADD_ITEM") == "REBALANCE_PRE_ADD_ITEM"``.

    ``moment`` is ``PRE_ADD_ITEM``, ``PRE_VALIDATE_ITEM`` or ``PRE_CHANGE_STATUS``. Returns None when
    REFERENCE 5.2 lists no such hook (e.g. MARKDOWN + PRE_CHANGE_STATUS): the caller then evaluates no
    rule.

    Raises:
        ValueError: unknown plan type or moment.
    """
    if plan_type not in PLAN_TYPES:
        raise ValueError(f"unknown plan type {plan_type!r}")
    if moment not in (ADD_ITEM, VALIDATE_ITEM, CHANGE_STATUS):
        raise ValueError(f"unknown hook moment {moment!r}")
    hook = f"{plan_type}_{moment}"
    return hook if hook in _HOOKS else None


def is_adding_hook(hook: str) -> bool:
    """True for ``*_PRE_ADD_ITEM`` and ``RECOMMENDATION_PRE_GENERATE``: the candidate counts as added.

    Raises:
        ValueError: unknown hook.
    """
    hook_plan_type(hook)
    return _HOOKS[hook].moment in _ADDING_MOMENTS
