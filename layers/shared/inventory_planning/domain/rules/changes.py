"""Changes to a stored ruleset (SPEC "Business logic ruleset", REFERENCE 5.1; docs/business-rules.md):
the update body of a ruleset, the body of a rule, and adding, replacing and removing rules.

Rulesets are stored as records (``{..., rules: [rule records]}``); these functions take and return
the record lists. The errors are the configuration's (``domain.configuration.intelligence``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from inventory_planning.domain.configuration.intelligence import (  # the configuration bodies' shared base and helpers
    ConfigurationConflict,
    NotInConfiguration,
    Text255,
    _distinct,
    _PartialUpdate,
)
from inventory_planning.domain.rules.rulesets import Rule
from inventory_planning.domain.rules.vocabulary import RULE_ID_PATTERN

MAX_RULES_PER_RULESET = 100
Tags = Annotated[list[Annotated[str, Field(min_length=1, max_length=100)]], Field(max_length=50), AfterValidator(_distinct)]


class RulesetUpdate(_PartialUpdate):
    """Body of PATCH /api/business-logic-rulesets/{id}: ``{name?, description?, tags?, isDefault?}``
    (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's default
    (the previous default loses the flag in the same write); ``false`` is refused: make another the
    default instead, so the organization always keeps one."""

    name: Text255 = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    description: Annotated[str, Field(max_length=2000)] = None  # type: ignore[assignment]
    tags: Tags = None  # type: ignore[assignment]  # repeats dropped
    isDefault: Annotated[
        Literal[True], Field(description="true: make this ruleset the default (false is refused: make another the default)")
    ] = None  # type: ignore[assignment]


RuleId = Annotated[str, Field(pattern=RULE_ID_PATTERN)]


class RuleBody(Rule):
    """Body of POST /api/business-logic-rulesets/{id}/rules and PUT .../rules/{ruleId}: a Rule
    (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path (PUT).

    A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``, so it
    can be used in a path.
    """

    id: RuleId | None = None  # type: ignore[assignment]

    def to_rule(self, rule_id: str) -> Rule:
        """The rule to store, with its id."""
        return Rule.model_validate({**self.model_dump(mode="json"), "id": rule_id})


def add_rule(rules: list[dict[str, Any]], rule: dict[str, Any]) -> list[dict[str, Any]]:
    """``rules`` with ``rule`` appended.

    Raises:
        ConfigurationConflict: RULE_ID_DUPLICATE (the ruleset has a rule with that id) or
            RULE_LIMIT_REACHED (already :data:`MAX_RULES_PER_RULESET` rules).
    """
    if any(r["id"] == rule["id"] for r in rules):
        raise ConfigurationConflict("RULE_ID_DUPLICATE", f"The ruleset already has a rule with id {rule['id']}")
    if len(rules) >= MAX_RULES_PER_RULESET:
        raise ConfigurationConflict("RULE_LIMIT_REACHED", f"A ruleset holds at most {MAX_RULES_PER_RULESET} rules")
    return [*rules, rule]


def _rule_index(rules: list[dict[str, Any]], rule_id: str) -> int:
    for index, rule in enumerate(rules):
        if rule["id"] == rule_id:
            return index
    raise NotInConfiguration("Rule")


def replace_rule(rules: list[dict[str, Any]], rule: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """``(rules with the rule of the same id replaced, the rule it replaced)``.

    Raises:
        NotInConfiguration: no rule with that id.
    """
    index = _rule_index(rules, rule["id"])
    return [*rules[:index], rule, *rules[index + 1 :]], rules[index]


def remove_rule(rules: list[dict[str, Any]], rule_id: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """``(rules without rule_id, the removed rule)``.

    Raises:
        NotInConfiguration: no rule with that id.
    """
    index = _rule_index(rules, rule_id)
    return [*rules[:index], *rules[index + 1 :]], rules[index]


def ruleset_summary(record: dict[str, Any]) -> dict[str, Any]:
    """A ruleset as lists show it: SPEC fields plus ``ruleCount``, without the rules."""
    view = {k: v for k, v in record.items() if k != "rules"}
    view["ruleCount"] = len(record.get("rules") or [])
    return view
