"""Business-logic rulesets and their rules (SPEC POST /api/business-logic-rulesets; REFERENCE 5.1).

Rules follow docs/business-rules.md and are evaluated by ``inventory_planning.domain.rules.evaluate``
(the plan endpoints call it with the ruleset stored here).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.errors import Conflict, NotFound, ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import require_found
from inventory_planning.domain.configuration import MAX_RULES_PER_RULESET, RuleBody, RulesetUpdate, ruleset_summary
from inventory_planning.domain.rules import RulesetCreate, new_ruleset
from inventory_planning.store import configuration as store

from config_api.common import IdPath, actor_of, created, data, items_page

router = Router()
RuleId = Annotated[str, Path(min_length=1, max_length=255, description="rule id")]
Rules = list[dict[str, Any]]


@router.get("/api/business-logic-rulesets")
def list_rulesets(page: Page = 1, page_size: PageSize = 20) -> dict[str, Any]:
    """Rulesets in creation order, each with ``ruleCount`` instead of its rules:
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = store.list_page(identity.org, store.RULESET, page, page_size)
    return items_page([ruleset_summary(r) for r in rows], total, page, page_size)


@router.post("/api/business-logic-rulesets")
def create_ruleset(body: Annotated[RulesetCreate, Body()]) -> tuple[dict[str, Any], int]:
    """Create a ruleset (201): ``{name, description?, tags?}``. The organization's first ruleset is
    ``isDefault`` true, every later one false (decided atomically, see the store)."""
    identity = current_identity(router)
    ruleset_id = store.new_id()

    def build(is_default: bool) -> dict[str, Any]:
        ruleset = new_ruleset(body, ruleset_id, existing_count=0 if is_default else 1, now=datetime.now(UTC))
        return {**ruleset.model_dump(mode="json"), "createdAt": store.now_iso()}  # the stored timestamp form

    return created(ruleset_summary(store.create_ruleset(identity.org, build, actor_of(identity))))


@router.get("/api/business-logic-rulesets/<ruleset_id>")
def get_ruleset(ruleset_id: IdPath) -> dict[str, Any]:
    """One ruleset with its rules; 404 when missing or another organization's."""
    identity = current_identity(router)
    return data(require_found(store.get_record(identity.org, store.RULESET, ruleset_id), "Ruleset"))


@router.patch("/api/business-logic-rulesets/<ruleset_id>")
def update_ruleset(ruleset_id: IdPath, body: Annotated[RulesetUpdate, Body()]) -> dict[str, Any]:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault`` and rules are not changed here."""
    identity = current_identity(router)
    changes = body.changes()
    result = store.update(identity.org, store.RULESET, ruleset_id, lambda r: {**r, **changes}, actor_of(identity))
    return data(ruleset_summary(require_found(result, "Ruleset")))


def _rule_index(rules: Rules, rule_id: str) -> int:
    for index, rule in enumerate(rules):
        if rule["id"] == rule_id:
            return index
    raise NotFound("Rule not found")


@router.post("/api/business-logic-rulesets/<ruleset_id>/rules")
def add_rule(ruleset_id: IdPath, body: Annotated[RuleBody, Body()]) -> tuple[dict[str, Any], int]:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

    Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
    409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.
    """
    identity = current_identity(router)
    rule = body.to_rule(body.id or store.new_id()).model_dump(mode="json")

    def apply(rules: Rules) -> tuple[Rules, None, dict[str, Any]]:
        if any(r["id"] == rule["id"] for r in rules):
            raise Conflict("RULE_ID_DUPLICATE", f"The ruleset already has a rule with id {rule['id']}")
        if len(rules) >= MAX_RULES_PER_RULESET:
            raise Conflict("RULE_LIMIT_REACHED", f"A ruleset holds at most {MAX_RULES_PER_RULESET} rules")
        return [*rules, rule], None, rule

    result = store.change_rule(identity.org, ruleset_id, rule["id"], apply, actor_of(identity), "CREATE")
    require_found(result, "Ruleset")
    return created(rule)


@router.put("/api/business-logic-rulesets/<ruleset_id>/rules/<rule_id>")
def replace_rule(ruleset_id: IdPath, rule_id: RuleId, body: Annotated[RuleBody, Body()]) -> dict[str, Any]:
    """Replace a rule whole (its id is the path's; a body ``id`` must equal it). 404 ruleset or rule."""
    if body.id is not None and body.id != rule_id:
        raise ValidationFailed([field_error("id", "must equal the rule id of the path", "id_mismatch")])
    identity = current_identity(router)
    rule = body.to_rule(rule_id).model_dump(mode="json")

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], dict[str, Any]]:
        index = _rule_index(rules, rule_id)
        return [*rules[:index], rule, *rules[index + 1 :]], rules[index], rule

    result = store.change_rule(identity.org, ruleset_id, rule_id, apply, actor_of(identity), "UPDATE")
    require_found(result, "Ruleset")
    return data(rule)


@router.delete("/api/business-logic-rulesets/<ruleset_id>/rules/<rule_id>")
def delete_rule(ruleset_id: IdPath, rule_id: RuleId) -> dict[str, Any]:
    """Remove a rule from a ruleset: ``{success: true}``; 404 ruleset or rule."""
    identity = current_identity(router)

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], None]:
        index = _rule_index(rules, rule_id)
        return [*rules[:index], *rules[index + 1 :]], rules[index], None

    require_found(store.change_rule(identity.org, ruleset_id, rule_id, apply, actor_of(identity), "DELETE"), "Ruleset")
    return {"success": True}
