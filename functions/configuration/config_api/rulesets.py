"""Business-logic rulesets and their rules (SPEC POST /api/business-logic-rulesets; REFERENCE 5.1).

Rules follow docs/business-rules.md and are evaluated by ``inventory_planning.domain.rules.evaluation.evaluate``
(the plan endpoints call it with the ruleset stored here).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.errors import ValidationFailed, field_error
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.params import require_found
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain import rules as rule_domain  # lazy: the rule models load on a route's first call
from inventory_planning.domain.rules.vocabulary import RULE_ID_PATTERN
from inventory_planning.store import configuration as store

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, actor_of, created, data, items_page, read_one

records = lazy("inventory_planning.contracts.configuration")  # models load on first use (decision 0013)
router = ApiRouter(tag="Configuration")
RuleIdPath = Annotated[str, Path(pattern=RULE_ID_PATTERN, description="rule id")]
Rules = list[dict[str, Any]]


@router.get("/api/business-logic-rulesets", operation_id="listBusinessLogicRulesets", permission=VIEW)
def list_rulesets(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.RulesetSummary]:
    """Rulesets in creation order, each with ``ruleCount`` instead of its rules:
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = store.list_page(identity.org, store.RULESET, page, page_size)
    return items_page([rule_domain.ruleset_summary(r) for r in rows], total, page, page_size)


@router.post("/api/business-logic-rulesets", operation_id="createBusinessLogicRuleset", permission=CONFIGURE, status=201)
def create_ruleset(body: Annotated[rule_domain.RulesetCreate, Body()]) -> One[records.RulesetSummary]:
    """Create a ruleset (201): ``{name, description?, tags?}``. The organization's first ruleset is
    ``isDefault`` true, every later one false (decided atomically, see the store)."""
    identity = current_identity(router)
    ruleset_id = store.new_id()

    def build(is_default: bool) -> dict[str, Any]:
        ruleset = rule_domain.new_ruleset(body, ruleset_id, existing_count=0 if is_default else 1, now=datetime.now(UTC))
        return {**ruleset.model_dump(mode="json"), "createdAt": store.now_iso()}  # the stored timestamp form

    return created(rule_domain.ruleset_summary(store.create_ruleset(identity.org, build, actor_of(identity))))


@router.get("/api/business-logic-rulesets/{ruleset_id}", operation_id="getBusinessLogicRuleset", permission=VIEW)
def get_ruleset(ruleset_id: IdPath) -> One[records.Ruleset]:
    """One ruleset with its rules; 404 when missing or another organization's."""
    return read_one(router, store.RULESET, ruleset_id, "Ruleset")


@router.patch(
    "/api/business-logic-rulesets/{ruleset_id}",
    operation_id="updateBusinessLogicRuleset",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_ruleset(ruleset_id: IdPath, body: Annotated[rule_domain.RulesetUpdate, Body()]) -> One[records.RulesetSummary]:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault`` and rules are not changed here."""
    identity = current_identity(router)
    changes = body.changes()
    result = store.update(identity.org, store.RULESET, ruleset_id, lambda r: {**r, **changes}, actor_of(identity))
    return data(rule_domain.ruleset_summary(require_found(result, "Ruleset")))


@router.post(
    "/api/business-logic-rulesets/{ruleset_id}/rules",
    operation_id="addBusinessLogicRule",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "RULE_ID_DUPLICATE"), (409, "RULE_LIMIT_REACHED"), (409, "CONCURRENT_MODIFICATION")],
)
def create_rule(ruleset_id: IdPath, body: Annotated[rule_domain.RuleBody, Body()]) -> One[dict[str, Any]]:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

    Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
    409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.
    """
    identity = current_identity(router)
    rule = body.to_rule(body.id or store.new_id()).model_dump(mode="json")
    result = store.change_rule(
        identity.org,
        ruleset_id,
        rule["id"],
        lambda rules: (rule_domain.add_rule(rules, rule), None, rule),
        actor_of(identity),
        "CREATE",
    )
    require_found(result, "Ruleset")
    return created(rule)


@router.put(
    "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}",
    operation_id="replaceBusinessLogicRule",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_rule(ruleset_id: IdPath, rule_id: RuleIdPath, body: Annotated[rule_domain.RuleBody, Body()]) -> One[dict[str, Any]]:
    """Replace a rule whole (its id is the path's; a body ``id`` must equal it). 404 ruleset or rule."""
    if body.id is not None and body.id != rule_id:
        raise ValidationFailed([field_error("id", "must equal the rule id of the path", "id_mismatch")])
    identity = current_identity(router)
    rule = body.to_rule(rule_id).model_dump(mode="json")

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], dict[str, Any]]:
        new_rules, old_rule = rule_domain.replace_rule(rules, rule)
        return new_rules, old_rule, rule

    require_found(store.change_rule(identity.org, ruleset_id, rule_id, apply, actor_of(identity), "UPDATE"), "Ruleset")
    return data(rule)


@router.delete(
    "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}",
    operation_id="removeBusinessLogicRule",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def delete_rule(ruleset_id: IdPath, rule_id: RuleIdPath) -> Done:
    """Remove a rule from a ruleset: ``{success: true}``; 404 ruleset or rule."""
    identity = current_identity(router)

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], None]:
        new_rules, old_rule = rule_domain.remove_rule(rules, rule_id)
        return new_rules, old_rule, None

    require_found(store.change_rule(identity.org, ruleset_id, rule_id, apply, actor_of(identity), "DELETE"), "Ruleset")
    return DELETED
