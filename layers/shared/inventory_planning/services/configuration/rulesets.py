"""Business-logic rulesets and their rules (SPEC POST /api/business-logic-rulesets; REFERENCE 5.1).

Rules follow docs/business-rules.md and are evaluated by ``domain.rules.evaluation.evaluate`` (the
plan services call it with the ruleset stored here). A rule change is audited as a RULE entity.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.configuration.records import Ruleset, RulesetSummary
from inventory_planning.domain.stored import of_stored
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store import configuration as config_store
from inventory_planning.store.configuration import RULESET
from inventory_planning.store.dynamo import records as record_store

if TYPE_CHECKING:
    from inventory_planning.domain.rules import changes as rule_changes
    from inventory_planning.domain.rules import rulesets as ruleset_models
    from inventory_planning.domain.rules.changes import RuleBody
    from inventory_planning.domain.rules.rulesets import Rule, RulesetCreate
else:  # the rule models load on first use, not at the importer's cold start (docs/decisions/0046)
    rule_changes = lazy("inventory_planning.domain.rules.changes")
    ruleset_models = lazy("inventory_planning.domain.rules.rulesets")

WHAT = "Ruleset"
Rules = list[dict[str, Any]]


def list_rulesets(organization_id: str, page: int, page_size: int) -> tuple[list[RulesetSummary], int]:
    """One page of rulesets in creation order, each summarised (``ruleCount`` instead of its rules), and their total."""
    rows, total = record_store.list_page(organization_id, RULESET, page, page_size)
    return [of_stored(RulesetSummary, rule_changes.ruleset_summary(r)) for r in rows], total


def create_ruleset(organization_id: str, actor: Actor, body: RulesetCreate) -> RulesetSummary:
    """Store a ruleset without rules and return its summary. The organization's first ruleset is its
    default (decided atomically by ``store.configuration.create_ruleset``)."""
    ruleset_id = new_id()

    def build(is_default: bool) -> dict[str, Any]:
        ruleset = ruleset_models.new_ruleset(body, ruleset_id, existing_count=0 if is_default else 1, now=clock.now())
        return {**ruleset.model_dump(mode="json"), "createdAt": clock.now_iso()}  # the stored timestamp form

    return of_stored(RulesetSummary, rule_changes.ruleset_summary(config_store.create_ruleset(organization_id, build, actor)))


def get_ruleset(organization_id: str, ruleset_id: str) -> Ruleset:
    """One ruleset with its rules. Raises Missing (404) when missing or another organization's."""
    return of_stored(Ruleset, _found(record_store.get_record(organization_id, RULESET, ruleset_id)))


def update_ruleset(organization_id: str, actor: Actor, ruleset_id: str, changes: dict[str, Any]) -> RulesetSummary:
    """Apply ``changes`` (name, description, tags; ``isDefault`` true: make it the organization's
    default, the previous default losing the flag in the same transaction) and return the ruleset's
    summary. Plans that name no ruleset (``ruleGroupId``) follow the default from their next rule check.

    Raises:
        Missing: no such ruleset.
        ConcurrentChange: three lost races in a row.
    """
    changes = dict(changes)
    if changes.pop("isDefault", None):
        result = config_store.make_default_ruleset(organization_id, ruleset_id, lambda r: {**r, **changes}, actor)
        return of_stored(RulesetSummary, rule_changes.ruleset_summary(_found(result)))
    result = record_store.update(organization_id, RULESET, ruleset_id, lambda r: {**r, **changes}, actor)
    return of_stored(RulesetSummary, rule_changes.ruleset_summary(_found(result)))


def add_rule(organization_id: str, actor: Actor, ruleset_id: str, body: RuleBody) -> Rule:
    """Add a rule (its id is the body's, or a new UUID) and return it (the route shows its JSON form).

    Raises:
        Missing: no such ruleset.
        Conflict: RULE_ID_DUPLICATE, RULE_LIMIT_REACHED (100 rules), CONCURRENT_MODIFICATION.
    """
    added = body.to_rule(body.id or new_id())
    rule: dict[str, Any] = added.model_dump(mode="json")
    result = config_store.change_rule(
        organization_id, ruleset_id, rule["id"], lambda rules: (rule_changes.add_rule(rules, rule), None, rule), actor, "CREATE"
    )
    _found(result)
    return added


def replace_rule(organization_id: str, actor: Actor, ruleset_id: str, rule_id: str, body: RuleBody) -> Rule:
    """Replace a rule whole (its id is ``rule_id``; a body ``id`` must equal it) and return it (the route
    shows its JSON form).

    Raises:
        InvalidInput: the body's ``id`` differs from ``rule_id`` (422 naming ``id``).
        Missing: no such ruleset or rule.
    """
    if body.id is not None and body.id != rule_id:
        raise InvalidInput([field_error("id", "must equal the rule id of the path", "id_mismatch")])
    replacement = body.to_rule(rule_id)
    rule: dict[str, Any] = replacement.model_dump(mode="json")

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], dict[str, Any]]:
        new_rules, old_rule = rule_changes.replace_rule(rules, rule)
        return new_rules, old_rule, rule

    _found(config_store.change_rule(organization_id, ruleset_id, rule_id, apply, actor, "UPDATE"))
    return replacement


def remove_rule(organization_id: str, actor: Actor, ruleset_id: str, rule_id: str) -> None:
    """Remove a rule from a ruleset. Raises Missing (404) for an unknown ruleset or rule."""

    def apply(rules: Rules) -> tuple[Rules, dict[str, Any], None]:
        new_rules, old_rule = rule_changes.remove_rule(rules, rule_id)
        return new_rules, old_rule, None

    _found(config_store.change_rule(organization_id, ruleset_id, rule_id, apply, actor, "DELETE"))


def _found(record: Any) -> Any:
    if record is None:
        raise Missing(WHAT)
    return record
