"""Alerts' tag rules (REFERENCE 6.3; docs/data-platform.md "Alerts", docs/automation.md "Tags").

An alert's ``tagRules`` name tags of the organization that target its check level. With a metric or a
risk type they filter the groups that matched (one BatchGetItem of their entities' tag sets per 100
groups); without either, the alert's groups are the entities the rules select (one keys-only Query
per tag, ``services.tags.assignments.tagged_entity_ids``).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.domain.alerts import matching as domain
from inventory_planning.kernel.errors import InvalidInput
from inventory_planning.services.tags.assignments import all_tags, tag_ids_of, tagged_entity_ids


def check_tags(organization_id: str, alert: dict[str, Any]) -> None:
    """Every tag of the alert's tag rules is the organization's and targets its check level.

    Raises:
        InvalidInput: 422 naming ``tagRules`` with the unknown or untargeted tag ids.
    """
    rules = alert.get("tagRules") or []
    if not rules:
        return
    tags = {t.id: t for t in all_tags(organization_id)}
    unknown = [r["tagId"] for r in rules if r["tagId"] not in tags]
    if unknown:
        raise InvalidInput(
            [{"field": "tagRules", "code": "unknown", "message": f"not this organization's tags: {', '.join(unknown)}"}]
        )
    level = alert.get("checkLevel")
    untargeted = [r["tagId"] for r in rules if level not in tags[r["tagId"]].targets]
    if untargeted:
        message = f"these tags do not target {level}: {', '.join(untargeted)}"
        raise InvalidInput([{"field": "tagRules", "code": "not_a_target", "message": message}])


def tag_matches(organization_id: str, alert: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A pure tag alert's groups: the entities of its check level's type that its rules select, keyed
    by id. AND: the entities carrying every INCLUDE tag and no EXCLUDE tag; OR: any INCLUDE tag."""
    level = alert["checkLevel"]
    rules = alert["tagRules"]
    include = [r["tagId"] for r in rules if r["mode"] == "INCLUDE"]
    exclude = [r["tagId"] for r in rules if r["mode"] == "EXCLUDE"]
    if alert.get("tagOperator", "AND") == "OR":
        ids = tagged_entity_ids(organization_id, level, include)
    else:
        candidates = set(tagged_entity_ids(organization_id, level, include[:1], exclude))
        for tag_id in include[1:]:
            candidates &= set(tagged_entity_ids(organization_id, level, [tag_id]))
        ids = sorted(candidates)
    return {entity_id: domain.tag_group(entity_id, level) for entity_id in ids}


def filter_by_tags(organization_id: str, alert: dict[str, Any], matched: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The matched groups (of a metric or risk alert) whose entity passes the alert's tag rules."""
    rules = alert.get("tagRules") or []
    if not rules or not matched:
        return matched
    level = alert["checkLevel"]
    key = domain.TAG_LEVELS[level]
    tags = tag_ids_of(organization_id, level, sorted({m["entity"][key] for m in matched.values()}))
    operator = alert.get("tagOperator", "AND")
    return {k: m for k, m in matched.items() if domain.tag_rules_hold(rules, operator, tags[m["entity"][key]])}
