"""Business-logic rulesets and their rules (SPEC POST /api/business-logic-rulesets; REFERENCE 5.1).

Rules follow docs/business-rules.md and are evaluated by ``inventory_planning.domain.rules.evaluation.evaluate``
(the plan endpoints call it with the ruleset stored here).
"""

from __future__ import annotations

from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, ItemsOf, One
from inventory_planning.coldstart import lazy
from inventory_planning.domain.rules.vocabulary import RULE_ID_PATTERN

from config_api.common import CONFIGURE, DELETED, VIEW, IdPath, created, data, items_page

# Loaded on a route's first request, not at the cold start (decision 0013): the service and the
# response records the annotations name.
rulesets = lazy("inventory_planning.services.configuration.rulesets")
records = lazy("inventory_planning.contracts.configuration")
# the rule models load on a route's first call
rule_changes = lazy("inventory_planning.domain.rules.changes")
ruleset_models = lazy("inventory_planning.domain.rules.rulesets")
router = ApiRouter(tag="Configuration")
RuleIdPath = Annotated[str, Path(pattern=RULE_ID_PATTERN, description="rule id")]


@router.get("/api/business-logic-rulesets", operation_id="listBusinessLogicRulesets", permission=VIEW)
def list_rulesets(page: Page = 1, page_size: PageSize = 20) -> ItemsOf[records.RulesetSummary]:
    """Rulesets in creation order, each with ``ruleCount`` instead of its rules:
    ``{success, items, total, page, pageSize}``."""
    identity = current_identity(router)
    rows, total = rulesets.list_rulesets(identity.org, page, page_size)
    return items_page(rows, total, page, page_size)


@router.post("/api/business-logic-rulesets", operation_id="createBusinessLogicRuleset", permission=CONFIGURE, status=201)
def create_ruleset(body: Annotated[ruleset_models.RulesetCreate, Body()]) -> One[records.RulesetSummary]:
    """Create a ruleset (201): ``{name, description?, tags?}``. The organization's first ruleset is
    ``isDefault`` true, every later one false (decided atomically, see the store)."""
    identity = current_identity(router)
    return created(rulesets.create_ruleset(identity.org, actor_of(identity), body))


@router.get("/api/business-logic-rulesets/{ruleset_id}", operation_id="getBusinessLogicRuleset", permission=VIEW)
def get_ruleset(ruleset_id: IdPath) -> One[records.Ruleset]:
    """One ruleset with its rules; 404 when missing or another organization's."""
    return data(rulesets.get_ruleset(current_identity(router).org, ruleset_id))


@router.patch(
    "/api/business-logic-rulesets/{ruleset_id}",
    operation_id="updateBusinessLogicRuleset",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_ruleset(ruleset_id: IdPath, body: Annotated[rule_changes.RulesetUpdate, Body()]) -> One[records.RulesetSummary]:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
    organization's default (the previous one loses the flag; ``false`` is a 422: make another the
    default). Rules are not changed here.

    For agents: plans that name no ruleset (``ruleGroupId``) use the default from their next change
    or check; plans that name one keep it.
    """
    identity = current_identity(router)
    return data(rulesets.update_ruleset(identity.org, actor_of(identity), ruleset_id, body.changes()))


@router.post(
    "/api/business-logic-rulesets/{ruleset_id}/rules",
    operation_id="addBusinessLogicRule",
    permission=CONFIGURE,
    status=201,
    errors=[(409, "RULE_ID_DUPLICATE"), (409, "RULE_LIMIT_REACHED"), (409, "CONCURRENT_MODIFICATION")],
)
def create_rule(ruleset_id: IdPath, body: Annotated[rule_changes.RuleBody, Body()]) -> One[dict[str, Any]]:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

    Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
    409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.
    """
    identity = current_identity(router)
    return created(rulesets.add_rule(identity.org, actor_of(identity), ruleset_id, body).model_dump(mode="json"))


@router.put(
    "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}",
    operation_id="replaceBusinessLogicRule",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def update_rule(ruleset_id: IdPath, rule_id: RuleIdPath, body: Annotated[rule_changes.RuleBody, Body()]) -> One[dict[str, Any]]:
    """Replace a rule whole (its id is the path's; a body ``id`` must equal it). 404 ruleset or rule."""
    identity = current_identity(router)
    return data(rulesets.replace_rule(identity.org, actor_of(identity), ruleset_id, rule_id, body).model_dump(mode="json"))


@router.delete(
    "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}",
    operation_id="removeBusinessLogicRule",
    permission=CONFIGURE,
    errors=[(409, "CONCURRENT_MODIFICATION")],
)
def delete_rule(ruleset_id: IdPath, rule_id: RuleIdPath) -> Done:
    """Remove a rule from a ruleset: ``{success: true}``; 404 ruleset or rule."""
    identity = current_identity(router)
    rulesets.remove_rule(identity.org, actor_of(identity), ruleset_id, rule_id)
    return DELETED
