"""Where a rule's matches are assigned (pure; docs/automation.md "Tagging rules").

- ENTITY: the matched entities;
- CASCADE: also their descendants (BRAND -> products -> variants -> inventory items);
- BUBBLE_UP: also their ancestors (inventory item -> variant -> product -> brand).

Only the entity types the tag targets are assigned; a level the tag does not target is passed
through (a brand's CASCADE to a tag targeting BRAND and VARIANT tags the brand and its variants).
The family tree is the risks run's: one :class:`Lineage` per inventory item it holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from inventory_planning.domain.tags.vocabulary import HIERARCHY


class Lineage(NamedTuple):
    """An inventory item and its ancestors' ids (HIERARCHY order: brand, product, variant, item)."""

    brand: str
    product: str
    variant: str
    item: str


def propagate(
    entity_type: str, matched: Iterable[str], propagation: str, targets: Sequence[str], lineages: Iterable[Lineage]
) -> dict[str, set[str]]:
    """The ids to assign per entity type: each type of ``targets`` -> its ids (empty when none is
    reached), from the ``matched`` entities of ``entity_type`` and ``propagation``."""
    chosen = set(matched)
    level = HIERARCHY.index(entity_type)
    out: dict[str, set[str]] = {target: set() for target in targets}
    if entity_type in out:
        out[entity_type] |= chosen
    if propagation == "ENTITY" or not chosen:
        return out
    reach = range(level + 1, len(HIERARCHY)) if propagation == "CASCADE" else range(level)
    wanted = [i for i in reach if HIERARCHY[i] in out]
    if not wanted:
        return out
    for lineage in lineages:
        if lineage[level] in chosen:
            for i in wanted:
                if lineage[i]:
                    out[HIERARCHY[i]].add(lineage[i])
    return out


def source_ids(rule_id: str, entity_type: str) -> dict[str, str]:
    """The assignment source id of a rule per entity type (decision 0036): ``rule_id`` for its scope's
    entity type (source ``RULE#<ruleId>``), ``<ruleId>/<TYPE>`` for a type it reaches by propagation:
    ``services.tags.assignments.apply_rule_assignments`` makes one source's assignments exactly a set, whatever
    their type, so each type a rule assigns has its own source."""
    return {kind: rule_id if kind == entity_type else f"{rule_id}/{kind}" for kind in HIERARCHY}


def all_source_ids(rule_id: str) -> list[str]:
    """Every source id a rule may have held, whatever its entity type was: ``rule_id`` and
    ``<ruleId>/<TYPE>`` per type (what a purge of the rule takes off a tag)."""
    return [rule_id, *(f"{rule_id}/{kind}" for kind in HIERARCHY)]


def kept_source_ids(rule: Mapping[str, Any] | None, tag_id: str) -> dict[str, str]:
    """What a purge of the rule's sources on ``tag_id`` leaves, per entity type: the source id the rule
    as it is now assigns that type (:func:`source_ids`) when it is active on that tag (reactivated,
    or moved to another entity type: its next run makes those exact); nothing for a rule deleted
    (None), inactive or on another tag."""
    if rule is None or not rule["isActive"] or rule["tagId"] != tag_id:
        return {}
    return source_ids(rule["id"], rule["scope"]["entityType"])
