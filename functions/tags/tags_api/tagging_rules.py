"""Tagging rules and their evaluation runs (REFERENCE 6.2; docs/automation.md "Tagging rules").

``intelligenceLayer.view`` reads, ``intelligenceLayer.configure`` changes a rule or starts a run. A
rule assigns a DATA or MIXED tag to the entities its conditions match; a run (PENDING -> RUNNING ->
SUCCESS | FAILED) is queued to the job worker (202) and also runs nightly after the risks. Another
organization's rule or run is a 404.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.identity import actor_of as _actor
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One, PageOf
from inventory_planning.coldstart import lazy

# Loaded on a route's first request, not at the cold start (decision 0013).
rules = lazy("inventory_planning.services.tags.rules")
runs = lazy("inventory_planning.services.tags.runs")
records = lazy("inventory_planning.contracts.tags.rules")

VIEW = "intelligenceLayer.view"
CONFIGURE = "intelligenceLayer.configure"
router = ApiRouter(tag="Tagging rules")
RULES, RUNS = "/api/tagging-rules", "/api/tagging-evaluation-runs"
IdPath = Annotated[str, Path(min_length=1, max_length=64, description="record id")]
NOT_FOUND = [(404, "NOT_FOUND")]


def _org() -> str:
    return current_identity(router).org


@router.get(RULES, operation_id="listTaggingRules", permission=VIEW)
def list_rules(page: Page = 1, page_size: PageSize = 20) -> PageOf[records.TaggingRule]:
    """The organization's tagging rules in creation order."""
    found, total = rules.list_rules(_org(), page, page_size)
    return PageOf.model_validate({"data": found, "page": page, "pageSize": page_size, "total": total})


@router.post(RULES, operation_id="createTaggingRule", permission=CONFIGURE, status=201,
             errors=[(409, "TAGGING_RULE_LIMIT_REACHED")])  # fmt: skip
def create_rule(body: Annotated[records.TaggingRuleFields, Body()]) -> One[records.TaggingRule]:
    """Create a tagging rule: conditions (METRIC, COLUMN; AND/OR) over a scope, a DATA or MIXED tag
    targeting the scope's entity type, a propagation. 422 names the failing field path."""
    return One(data=rules.create_rule(_org(), body.model_dump(), _actor(current_identity(router))))


@router.get(f"{RULES}/{{rule_id}}", operation_id="getTaggingRule", permission=VIEW, errors=NOT_FOUND)
def get_rule(rule_id: IdPath) -> One[records.TaggingRule]:
    """One tagging rule."""
    return One(data=rules.get_rule(_org(), rule_id))


@router.patch(f"{RULES}/{{rule_id}}", operation_id="updateTaggingRule", permission=CONFIGURE,
              errors=[*NOT_FOUND, (409, "CONCURRENT_MODIFICATION")])  # fmt: skip
def update_rule(rule_id: IdPath, body: Annotated[records.ChangeTaggingRule, Body()]) -> One[records.TaggingRule]:
    """Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
    Deactivating it, or moving it to another tag or entity type, removes its assignments at once."""
    return One(data=rules.update_rule(_org(), rule_id, body.changes(), _actor(current_identity(router))))


@router.delete(f"{RULES}/{{rule_id}}", operation_id="deleteTaggingRule", permission=CONFIGURE, errors=NOT_FOUND)
def delete_rule(rule_id: IdPath) -> Done:
    """Delete a rule and remove its assignments."""
    rules.delete_rule(_org(), rule_id, _actor(current_identity(router)))
    return Done()


@router.post(RUNS, operation_id="createTaggingEvaluationRun", permission=CONFIGURE, status=202, creates=False)
def start_run(body: Annotated[records.StartTaggingRun, Body()]) -> One[records.TaggingRun]:
    """Queue an evaluation of ``ruleIds`` (absent: every active rule); triggerType API. 422 names an unknown rule."""
    return One(data=runs.start_evaluation(_org(), body.ruleIds, "API"))


@router.get(RUNS, operation_id="listTaggingEvaluationRuns", permission=VIEW)
def list_runs(page: Page = 1, page_size: PageSize = 20) -> PageOf[records.TaggingRunSummary]:
    """The organization's evaluation runs, newest first (without their logs)."""
    found, total = runs.list_runs(_org(), page, page_size)
    return PageOf.model_validate({"data": found, "page": page, "pageSize": page_size, "total": total})


@router.get(f"{RUNS}/{{run_id}}", operation_id="getTaggingEvaluationRun", permission=VIEW, errors=NOT_FOUND)
def get_run(run_id: IdPath) -> One[records.TaggingRun]:
    """One evaluation run with its stats and logs (at most 5,000 entries)."""
    return One(data=runs.get_run(_org(), run_id))
