"""Tagging rules (REFERENCE 6.2; issue 26; docs/automation.md "Tagging rules"; decision 0036): the
CRUD of both route families, and the registry job ``tagging`` (:func:`run_tagging`, in
``services.tags.runs``).

A rule is a configuration record of kind TAGGING_RULE (audited), checked by
``domain.tags.checks`` and against the organization: its tag exists, is DATA or MIXED and targets
the scope's entity type; its scope's shops, brands, products and collections are the organization's.
Deleting a rule, deactivating it or moving it to another tag or entity type takes its assignments
off: up to 1,000 in the request, the rest by the job worker, a pending purge written with the change
making sure of it (``services.tags.purges``); a run makes the assignments of the rules it
evaluates exactly their matches.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.stored import of_stored
from inventory_planning.domain.tags import checks
from inventory_planning.domain.tags.records import TaggingRule, TaggingRulePage
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.tags import assignments as tags
from inventory_planning.services.tags import purges as tagging_purges
from inventory_planning.store import catalog
from inventory_planning.store.account import get_organization
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.tags.rules import TAGGING_RULE

if TYPE_CHECKING:
    import inventory_planning.services.tags.runs as tagging_runs
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    tagging_runs = lazy("inventory_planning.services.tags.runs")  # the run's lake code loads with the job only

MAX_RULES = 200
"""Rules per organization: a run evaluates them all in one job step (decision 0036)."""
RULE_TAG_KINDS = ("DATA", "MIXED")
PLATFORM = Actor("SYSTEM", "data-platform")
SCOPE_FIELDS = ("shopIds", "brandIds", "productIds", "collections")

__all__ = [
    "MAX_RULES",
    "create_rule",
    "delete_rule",
    "get_rule",
    "list_rules",
    "list_rules_page",
    "require_rule",
    "rules_of_tag",
    "run_tagging",
    "update_rule",
]


def _check_tag(organization_id: str, rule: Mapping[str, Any]) -> None:
    """The rule's tag exists, is DATA or MIXED and targets the scope's entity type (422 on tagId or
    scope.entityType otherwise)."""
    try:
        tag = tags.require_tag(organization_id, rule["tagId"])
    except Missing:
        raise InvalidInput([field_error("tagId", "no such tag in this organization", "unknown")]) from None
    if tag.kind not in RULE_TAG_KINDS:
        raise InvalidInput(
            [
                field_error(
                    "tagId", f"a {tag.kind} tag is assigned by hand: rules assign DATA or MIXED tags", "not_rule_assignable"
                )
            ]
        )
    entity_type = rule["scope"]["entityType"]
    if entity_type not in tag.targets:
        raise InvalidInput([field_error("scope.entityType", f"the tag targets {', '.join(tag.targets)}", "not_a_target")])


def _known_ids(organization_id: str, field: str, ids: list[str]) -> set[str]:
    """Which of ``ids`` (at most 100) are the organization's: one Query of its shops, brands or
    collections, or one BatchGetItem of products."""
    if field == "productIds":
        return {p.id for p in catalog.entities_by_ids(organization_id, "PRODUCT", ids)}
    if field == "shopIds":
        return {r.id for r in catalog.all_shops(organization_id)}
    if field == "brandIds":
        return {r.id for r in catalog.all_brands(organization_id)}
    return {r.id for r in catalog.all_collections(organization_id)}


def _check_scope(organization_id: str, scope: Mapping[str, Any]) -> None:
    """Every id of the scope is the organization's (422 naming ``scope.<field>`` otherwise)."""
    errors = []
    for field in SCOPE_FIELDS:
        ids = list(scope.get(field) or [])
        known = _known_ids(organization_id, field, ids) if ids else set()
        unknown = [i for i in ids if i not in known]
        if unknown:
            errors.append(field_error(f"scope.{field}", f"not this organization's: {', '.join(unknown[:5])}", "unknown"))
    if errors:
        raise InvalidInput(errors)


def _checked(organization_id: str, rule: dict[str, Any]) -> dict[str, Any]:
    checks.check(rule)
    _check_scope(organization_id, rule["scope"])
    _check_tag(organization_id, rule)
    return rule


def _scope(scope: Mapping[str, Any]) -> dict[str, Any]:
    return {"entityType": scope["entityType"], **{field: list(scope.get(field) or []) for field in SCOPE_FIELDS}}


def _require_organization(organization_id: str) -> None:
    """The data platform names the organization: an unknown one is a 404."""
    if get_organization(organization_id) is None:
        raise Missing("Organization")


def require_rule(organization_id: str, rule_id: str) -> dict[str, Any]:
    """A rule as stored. Raises Missing (404 NOT_FOUND "Tagging rule") for another organization's or an unknown one."""
    record = record_store.get_record(organization_id, TAGGING_RULE, rule_id)
    if record is None:
        raise Missing("Tagging rule")
    return record


def rules_of_tag(organization_id: str, tag_id: str) -> list[str]:
    """The ids of the rules that assign ``tag_id`` (active or not; one Query of at most MAX_RULES
    rules): what a tag's deletion checks (TAG_IN_USE), as it does for alerts."""
    return [r["id"] for r in record_store.list_all(organization_id, TAGGING_RULE) if r["tagId"] == tag_id]


def get_rule(organization_id: str, rule_id: str) -> TaggingRule:
    """One rule. Raises Missing (404)."""
    return of_stored(TaggingRule, require_rule(organization_id, rule_id))


def list_rules(organization_id: str, page: int, page_size: int) -> tuple[list[TaggingRule], int]:
    """One page of the organization's rules in creation order, and their total (one Query and a COUNT)."""
    rows, total = record_store.list_page(organization_id, TAGGING_RULE, page, page_size)
    return [of_stored(TaggingRule, r) for r in rows], total


def list_rules_page(organization_id: str, offset: int, limit: int, is_active: bool | None = None) -> TaggingRulePage:
    """The data platform's page: rules from ``offset`` (at most ``limit``; MAX_RULES bound the read),
    oldest first, filtered by ``is_active``, and their total.

    Raises:
        Missing: no such organization.
    """
    _require_organization(organization_id)
    found = record_store.list_all(organization_id, TAGGING_RULE)
    if is_active is not None:
        found = [r for r in found if r["isActive"] == is_active]
    items = [of_stored(TaggingRule, r) for r in found[offset : offset + limit]]
    return TaggingRulePage(items=items, limit=limit, offset=offset, total=len(found))


def create_rule(organization_id: str, body: Mapping[str, Any], actor: Actor = PLATFORM) -> TaggingRule:
    """Store a new rule (``body``: name, description?, tagId, conditions, scope, propagation, isActive),
    created and updated by ``actor``. It is evaluated by the next run.

    Raises:
        InvalidInput: 422 naming the failing field path (checks, scope ids, tag).
        Conflict: 409 TAGGING_RULE_LIMIT_REACHED at MAX_RULES rules.
        Missing: no such organization.
    """
    _require_organization(organization_id)
    if len(record_store.list_all(organization_id, TAGGING_RULE)) >= MAX_RULES:
        raise Conflict("TAGGING_RULE_LIMIT_REACHED", f"An organization has at most {MAX_RULES} tagging rules")
    now = clock.now_iso()
    record = {
        "id": new_id(), "name": body["name"], "description": body.get("description"), "tagId": body["tagId"],
        "conditions": dict(body["conditions"]), "scope": _scope(body["scope"]),
        "propagation": body.get("propagation") or "ENTITY",
        "isActive": bool(body.get("isActive", True)), "createdAt": now, "createdBy": actor.id, "updatedAt": now,
        "updatedBy": actor.id, "lastEvaluatedAt": None,
    }  # fmt: skip
    return of_stored(TaggingRule, record_store.create(organization_id, TAGGING_RULE, _checked(organization_id, record), actor))


def update_rule(organization_id: str, rule_id: str, changes: Mapping[str, Any], actor: Actor = PLATFORM) -> TaggingRule:
    """Change some fields of a rule (the others stay; ``scope`` and ``conditions`` are replaced whole);
    the result is checked as a whole. A rule deactivated or moved to another tag or entity type loses
    its assignments: up to ``tagging_purges.PURGE_INLINE`` here, the rest queued to the job worker
    (``tagging_purges.purge_inline``).

    Raises:
        Missing: no such rule. InvalidInput: as for create.
    """

    def apply(stored: dict[str, Any]) -> dict[str, Any]:
        after = {**stored, **{k: v for k, v in changes.items() if k != "scope"}}
        if "scope" in changes:
            after["scope"] = _scope(changes["scope"])
        if after == stored:
            return stored
        return _checked(organization_id, {**after, "updatedBy": actor.id})

    asked: dict[str, str] = {}
    also = tagging_purges.pending_on_change(organization_id, asked)
    updated = record_store.update(organization_id, TAGGING_RULE, rule_id, apply, actor, also=also)
    if updated is None:
        raise Missing("Tagging rule")
    tagging_purges.purge_inline(organization_id, asked)
    return of_stored(TaggingRule, updated)


def delete_rule(organization_id: str, rule_id: str, actor: Actor = PLATFORM) -> None:
    """Delete a rule (audited) and take its assignments off its tag, as :func:`update_rule` does.

    Raises:
        Missing: no such rule.
    """
    asked: dict[str, str] = {}
    deleted = record_store.delete(
        organization_id, TAGGING_RULE, rule_id, actor, also=tagging_purges.pending_on_change(organization_id, asked)
    )
    if deleted is None:
        raise Missing("Tagging rule")
    tagging_purges.purge_inline(organization_id, asked)


def run_tagging(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """The registry job ``tagging`` (``services.tags.runs.run_tagging``): every active rule (or the
    run's ``ruleIds``) evaluated for ``as_of``; returns the run's stats."""
    return tagging_runs.run_tagging(organization_id, as_of, run_id, now)
