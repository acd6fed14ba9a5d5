"""Rules and rulesets (REFERENCE 5.1, SPEC "Business logic ruleset"): the ``Rule`` model with its
consistency checks, the ``Ruleset`` record and its create body, and which ruleset is the default.
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field, field_validator, model_validator

from inventory_planning.domain.rules.conditions import Condition, allowed_placeholders
from inventory_planning.domain.rules.fields import MODEL_CONFIG, Tag, Text255, unique
from inventory_planning.domain.rules.scope import RuleScope
from inventory_planning.domain.rules.vocabulary import Category, CheckLevel, Enforcement, Hook, PlanType, hook_plan_type


class Rule(BaseModel):
    """A business rule (REFERENCE 5.1).

    Shape: ``{id, name, category, enforcement, checkLevel?, condition, scope, planTypes[], hooks[],
    message, priority, isActive}``.

    - ``name``: 1..255 chars. ``category``: capacity | assortment | ordering | transfer | pricing |
      distribution | compliance. ``enforcement``: BLOCK (reject) | WARN (proceed, surface) | LOG (record).
    - ``checkLevel``: the level the condition is measured at; each condition type has one natural level
      (e.g. VARIANT for max_quantity_per_variant). Omitted -> filled in; a different value is rejected.
    - ``condition``: one of the condition models, discriminated by ``type``.
    - ``scope``: see RuleScope (empty = all). ``planTypes``: empty = all plan types.
    - ``hooks``: at least one of REFERENCE 5.2's names, no duplicates; a plan-type hook must belong to
      one of ``planTypes`` when those are given (otherwise the rule could never run).
    - ``message``: 1..500 chars; may contain ``{name}`` placeholders from ``allowed_placeholders``
      (plain names only, ``{{`` / ``}}`` for literal braces).
    - ``priority``: integer, lower runs first (ties by id); default 100. ``isActive``: default true.

    Raises:
        pydantic.ValidationError: any field outside the above, unknown field, unknown condition type,
        bad threshold, bad hook, unknown placeholder.
    """

    model_config = MODEL_CONFIG
    id: Text255
    name: Text255
    category: Category
    enforcement: Enforcement
    checkLevel: CheckLevel | None = None
    condition: Condition
    scope: RuleScope = Field(default_factory=RuleScope)
    planTypes: list[PlanType] = Field(default_factory=list, json_schema_extra={"uniqueItems": True})
    hooks: list[Hook] = Field(min_length=1, json_schema_extra={"uniqueItems": True})
    message: str = Field(min_length=1, max_length=500)
    priority: Annotated[int, Field(strict=True)] = 100
    isActive: bool = True

    @model_validator(mode="after")
    def _consistent(self) -> Rule:
        if len(set(self.hooks)) != len(self.hooks):
            raise ValueError("hooks must not repeat")
        if len(set(self.planTypes)) != len(self.planTypes):
            raise ValueError("planTypes must not repeat")
        if self.planTypes:
            dead = [h for h in self.hooks if hook_plan_type(h) is not None and hook_plan_type(h) not in self.planTypes]
            if dead:
                raise ValueError(f"hooks {dead} belong to plan types outside planTypes {self.planTypes}")
        level = type(self.condition).LEVEL
        if self.checkLevel is None:
            self.checkLevel = level
        elif self.checkLevel != level:
            raise ValueError(f"checkLevel must be {level} for condition {self.condition.type} (or omitted)")
        _check_placeholders(self.message, allowed_placeholders(self.condition.type))
        return self


def _check_placeholders(message: str, allowed: frozenset[str]) -> None:
    try:
        parsed = list(string.Formatter().parse(message))
    except ValueError as error:
        raise ValueError(f"message has unbalanced braces: {error}") from None
    for _, name, spec, conversion in parsed:
        if name is None:
            continue
        if spec or conversion:
            raise ValueError(f"placeholder {{{name}}} must be a plain name (no format spec or conversion)")
        if name not in allowed:
            raise ValueError(f"unknown placeholder {{{name}}}; allowed: {', '.join(sorted(allowed))}")


class Ruleset(BaseModel):
    """A ruleset (SPEC "Business logic ruleset" + its rules).

    Shape: ``{id, name, description, tags[], isDefault, rules[Rule], createdAt?, updatedAt?}``. name 1..255,
    description <= 2000 chars, tags 1..100 chars each, at most 50 (duplicates dropped, order kept).

    Raises:
        pydantic.ValidationError: bad fields, or two rules with the same id.
    """

    model_config = MODEL_CONFIG
    id: Text255
    name: Text255
    description: str = Field(default="", max_length=2000)
    tags: list[Tag] = Field(default_factory=list, max_length=50)
    isDefault: bool = False
    rules: list[Rule] = Field(default_factory=list)
    createdAt: datetime | None = None
    updatedAt: datetime | None = None

    @field_validator("tags")
    @classmethod
    def _dedupe_tags(cls, tags: list[str]) -> list[str]:
        return unique(tags)

    @model_validator(mode="after")
    def _unique_rule_ids(self) -> Ruleset:
        ids = [r.id for r in self.rules]
        if len(set(ids)) != len(ids):
            raise ValueError("rule ids must be unique within a ruleset")
        return self


class RulesetCreate(BaseModel):
    """Body of POST /api/business-logic-rulesets: ``{name, description?, tags?}`` (same limits as Ruleset).

    Raises:
        pydantic.ValidationError: name missing/empty/longer than 255, unknown field.
    """

    model_config = MODEL_CONFIG
    name: Text255
    description: str = Field(default="", max_length=2000)
    tags: list[Tag] = Field(default_factory=list, max_length=50)

    @field_validator("tags")
    @classmethod
    def _dedupe_tags(cls, tags: list[str]) -> list[str]:
        return unique(tags)


def default_flag_for_new_ruleset(existing_count: int) -> bool:
    """``isDefault`` of a new ruleset: True only for the organization's first one (SPEC).

    ``existing_count`` is the number of rulesets the organization already has. The store must make the
    "first" decision atomic (e.g. a conditional write on a per-organization default marker), otherwise
    two concurrent first creations could both be default.

    Raises:
        ValueError: ``existing_count`` < 0.
    """
    if existing_count < 0:
        raise ValueError("existing_count must be >= 0")
    return existing_count == 0


def new_ruleset(body: RulesetCreate, ruleset_id: str, existing_count: int, now: datetime) -> Ruleset:
    """The record to store for a create request: no rules yet, ``isDefault`` from ``existing_count``,
    ``createdAt`` = ``now``, ``updatedAt`` None.

    Raises:
        ValueError: ``existing_count`` < 0; pydantic.ValidationError for an empty ``ruleset_id``.
    """
    return Ruleset(
        id=ruleset_id,
        name=body.name,
        description=body.description,
        tags=body.tags,
        isDefault=default_flag_for_new_ruleset(existing_count),
        createdAt=now,
    )


def default_ruleset(rulesets: Iterable[Ruleset]) -> Ruleset | None:
    """The ruleset a plan uses when it names none: the one flagged ``isDefault``.

    Should several be flagged (a store race), the oldest wins (``createdAt``, then id; a missing
    ``createdAt`` sorts last). None when none is flagged.
    """
    flagged = [r for r in rulesets if r.isDefault]
    if not flagged:
        return None
    return min(flagged, key=lambda r: (r.createdAt is None, r.createdAt.timestamp() if r.createdAt else 0.0, r.id))
