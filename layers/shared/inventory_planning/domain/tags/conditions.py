"""Which entities a tagging rule's conditions match (pure; docs/automation.md "Tagging rules").

Each condition is evaluated over every entity in the rule's scope, from the values the run gathered
for it (entity id -> the metric's value or the column's value), then the conditions combine: AND
keeps the entities every condition matches, OR those one of them matches.

- METRIC comparisons: ``value <operator> thresholdValue``; EQUAL and NOT_EQUAL within 1e-9. An
  undefined value (None: days of stock without sales...) matches nothing, NOT_EQUAL included.
- TOP_PERCENT p / BOTTOM_PERCENT p: the entity's ``percent_rank`` among the entities in scope with a
  defined value, ordered from the highest value (TOP) or the lowest (BOTTOM), is at most p / 100.
  ``percent_rank = (rank - 1) / (n - 1)`` (0 when n = 1), tied values sharing the lowest rank (SQL's
  percent_rank): ties are in or out together; TOP 50 of 5 distinct values keeps 3 (ranks 0, .25, .5).
- COLUMN, text: EQUALS, NOT_EQUALS, CONTAINS, NOT_CONTAINS, STARTS_WITH, ENDS_WITH ignore case
  (casefold); a missing text is ''; IS_EMPTY is '' once trimmed; MATCHES_REGEX searches the text with
  RE2 (anywhere: anchor with ^ and $; ``(?i)`` ignores case). Booleans: IS_TRUE, IS_FALSE (a missing
  one is neither). Dates (``YYYY-MM-DD``) and numbers: BEFORE/AFTER/ON and LOWER_THAN.. strictly,
  BETWEEN inclusive of both bounds; a missing one matches IS_EMPTY only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from inventory_planning.domain.tags.checks import compile_pattern
from inventory_planning.domain.tags.vocabulary import BOOLEAN, COLUMNS, STRING

EQUAL_WITHIN = 1e-9


def compare(value: float, operator: str, threshold: float) -> bool:
    """``value <operator> threshold`` for LOWER_THAN .. NOT_EQUAL (EQUAL within EQUAL_WITHIN)."""
    equal = math.isclose(value, threshold, rel_tol=0.0, abs_tol=EQUAL_WITHIN)
    return {
        "LOWER_THAN": value < threshold and not equal, "LOWER_OR_EQUAL": value < threshold or equal,
        "GREATER_THAN": value > threshold and not equal, "GREATER_OR_EQUAL": value > threshold or equal,
        "EQUAL": equal, "NOT_EQUAL": not equal,
    }[operator]  # fmt: skip


def percent_ranks(values: Mapping[str, float | None], descending: bool) -> dict[str, float]:
    """Each entity's percent_rank among those with a defined value, from the highest value first
    (``descending``) or the lowest: ``(rank - 1) / (n - 1)``, ties sharing their lowest rank, 0 when n = 1."""
    known = sorted(((v, k) for k, v in values.items() if v is not None), key=lambda pair: -pair[0] if descending else pair[0])
    n = len(known)
    ranks: dict[str, float] = {}
    rank, previous = 0, None
    for position, (value, entity) in enumerate(known, 1):
        if previous is None or value != previous:
            rank, previous = position, value
        ranks[entity] = (rank - 1) / (n - 1) if n > 1 else 0.0
    return ranks


def metric_matches(condition: Mapping[str, Any], values: Mapping[str, float | None]) -> set[str]:
    """The entities whose metric value (``values``: entity id -> value, None when undefined) meets a
    METRIC condition (module docstring)."""
    operator, threshold = condition["conditionOperator"], float(condition["thresholdValue"])
    if operator in ("TOP_PERCENT", "BOTTOM_PERCENT"):
        cutoff = threshold / 100
        ranks = percent_ranks(values, descending=operator == "TOP_PERCENT")
        return {entity for entity, rank in ranks.items() if rank <= cutoff + EQUAL_WITHIN}
    return {entity for entity, value in values.items() if value is not None and compare(float(value), operator, threshold)}


def _text(operator: str, value: Any, wanted: Any, secondary: Any) -> bool:
    text = "" if value is None else str(value)
    if operator in ("IS_EMPTY", "IS_NOT_EMPTY"):
        return (text.strip() == "") == (operator == "IS_EMPTY")
    if operator == "MATCHES_REGEX":
        return wanted.search(text) is not None  # a compiled RE2 program
    folded, needle = text.casefold(), str(wanted).casefold()
    return {
        "EQUALS": folded == needle, "NOT_EQUALS": folded != needle, "CONTAINS": needle in folded,
        "NOT_CONTAINS": needle not in folded, "STARTS_WITH": folded.startswith(needle), "ENDS_WITH": folded.endswith(needle),
    }[operator]  # fmt: skip


def _boolean(operator: str, value: Any, wanted: Any, secondary: Any) -> bool:
    return value is (operator == "IS_TRUE")


def _ordered(operator: str, value: Any, wanted: Any, secondary: Any) -> bool:
    """Dates (ISO text compares in date order) and numbers."""
    if operator in ("IS_EMPTY", "IS_NOT_EMPTY"):
        return (value is None or value == "") == (operator == "IS_EMPTY")
    if value is None or value == "":
        return False
    if operator == "BETWEEN":
        return bool(wanted <= value <= secondary)
    if isinstance(value, str):
        return bool({"BEFORE": value < wanted, "AFTER": value > wanted, "ON": value == wanted}[operator])
    return compare(float(value), operator, float(wanted))


_BY_KIND: dict[str, Callable[[str, Any, Any, Any], bool]] = {STRING: _text, BOOLEAN: _boolean}


def column_matches(condition: Mapping[str, Any], values: Mapping[str, Any]) -> set[str]:
    """The entities whose column value (``values``: entity id -> the value, None when missing; dates
    as ``YYYY-MM-DD``) meets a COLUMN condition (module docstring)."""
    column = COLUMNS[condition["columnId"]]
    operator, wanted, secondary = condition["columnOperator"], condition.get("value"), condition.get("secondaryValue")
    if operator == "MATCHES_REGEX":
        wanted = compile_pattern(str(wanted))
    test = _BY_KIND.get(column.kind, _ordered)
    return {entity for entity, value in values.items() if test(operator, value, wanted, secondary)}


def condition_sets(conditions: Mapping[str, Any], values: Sequence[Mapping[str, Any]], entities: Sequence[str]) -> list[set[str]]:
    """Per condition of ``conditions["rules"]``, the entities of ``entities`` (the rule's scope) it
    matches, ``values[i]`` holding the values of ``rules[i]`` (an entity absent from it has none: None)."""
    sets = []
    for condition, found in zip(conditions["rules"], values, strict=True):
        complete = {entity: found.get(entity) for entity in entities}
        test = metric_matches if condition["type"] == "METRIC" else column_matches
        sets.append(test(condition, complete))
    return sets


def combine(operator: str, sets: Sequence[set[str]]) -> set[str]:
    """AND: the entities every set holds; OR: those one of them holds (none without a set)."""
    if not sets:
        return set()
    return set.intersection(*sets) if operator == "AND" else set.union(*sets)


def matching(conditions: Mapping[str, Any], values: Sequence[Mapping[str, Any]], entities: Sequence[str]) -> set[str]:
    """The entities of ``entities`` that the rule's ``conditions`` ``{operator, rules}`` match
    (:func:`condition_sets` combined by :func:`combine`)."""
    return combine(conditions["operator"], condition_sets(conditions, values, entities))
