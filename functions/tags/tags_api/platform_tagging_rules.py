"""Tagging rules and their evaluation runs for the data platform (REFERENCE 6.2: ``POST
/api/data-platform/tagging-rules`` requires conditions, name, organizationId, tagId).

Internal token: ``organizationId`` in the query (reads, deletes) or the body (writes); another
organization's rule or run is a 404. Changes are audited as the SYSTEM actor ``data-platform``; a
run started here is MANUAL.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import Done, One
from inventory_planning.coldstart import lazy

rules = lazy("inventory_planning.services.tags.rules")  # each loads on its first request (decision 0013)
runs = lazy("inventory_planning.services.tags.runs")
records = lazy("inventory_planning.contracts.tags.rules")

INTERNAL = "internal"
router = ApiRouter(tag="Data platform")
RULES, RUNS = "/api/data-platform/tagging-rules", "/api/data-platform/tagging-evaluation-runs"
NOT_FOUND = [(404, "NOT_FOUND")]
IdPath = Annotated[str, Path(min_length=1, max_length=64)]
OrganizationId = Annotated[str, Query(alias="organizationId", min_length=1, max_length=64, description="the tenant")]


@router.get(RULES, operation_id="listDataPlatformTaggingRules", permission=INTERNAL, errors=NOT_FOUND)
def list_rules(
    organization_id: OrganizationId,
    is_active: Annotated[bool | None, Query(alias="isActive")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> records.TaggingRuleList:
    """The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``."""
    return records.TaggingRuleList.model_validate(rules.list_rules_page(organization_id, offset, limit, is_active))


@router.post(RULES, operation_id="createDataPlatformTaggingRule", permission=INTERNAL, status=201,
             errors=[*NOT_FOUND, (409, "TAGGING_RULE_LIMIT_REACHED")])  # fmt: skip
def create_rule(body: Annotated[records.PlatformTaggingRule, Body()]) -> One[records.TaggingRule]:
    """Create a tagging rule (as POST /api/tagging-rules) for ``organizationId``."""
    return One(data=rules.create_rule(body.organizationId, body.model_dump(exclude={"organizationId"})))


@router.get(f"{RULES}/{{rule_id}}", operation_id="getDataPlatformTaggingRule", permission=INTERNAL, errors=NOT_FOUND)
def get_rule(rule_id: IdPath, organization_id: OrganizationId) -> One[records.TaggingRule]:
    """One tagging rule."""
    return One(data=rules.get_rule(organization_id, rule_id))


@router.patch(f"{RULES}/{{rule_id}}", operation_id="updateDataPlatformTaggingRule", permission=INTERNAL,
              errors=[*NOT_FOUND, (409, "CONCURRENT_MODIFICATION")])  # fmt: skip
def update_rule(rule_id: IdPath, body: Annotated[records.PlatformChangeTaggingRule, Body()]) -> One[records.TaggingRule]:
    """Change fields of a rule (as PATCH /api/tagging-rules/{id})."""
    return One(data=rules.update_rule(body.organizationId, rule_id, body.changes()))


@router.delete(f"{RULES}/{{rule_id}}", operation_id="deleteDataPlatformTaggingRule", permission=INTERNAL, errors=NOT_FOUND)
def delete_rule(rule_id: IdPath, organization_id: OrganizationId) -> Done:
    """Delete a rule and remove its assignments."""
    rules.delete_rule(organization_id, rule_id)
    return Done()


@router.post(RUNS, operation_id="createDataPlatformTaggingEvaluationRun", permission=INTERNAL, status=202, creates=False,
             errors=NOT_FOUND)  # fmt: skip
def start_run(body: Annotated[records.PlatformStartTaggingRun, Body()]) -> One[records.TaggingRun]:
    """Queue an evaluation of ``ruleIds`` (absent: every active rule); triggerType MANUAL."""
    return One(data=runs.start_evaluation(body.organizationId, body.ruleIds, "MANUAL"))


@router.get(RUNS, operation_id="listDataPlatformTaggingEvaluationRuns", permission=INTERNAL, errors=NOT_FOUND)
def list_runs(
    organization_id: OrganizationId,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> records.TaggingRunList:
    """The organization's evaluation runs, newest first (without their logs): ``{success, items, limit, offset, total}``."""
    return records.TaggingRunList.model_validate(runs.list_runs_page(organization_id, offset, limit))


@router.get(f"{RUNS}/{{run_id}}", operation_id="getDataPlatformTaggingEvaluationRun", permission=INTERNAL, errors=NOT_FOUND)
def get_run(run_id: IdPath, organization_id: OrganizationId) -> One[records.TaggingRun]:
    """One evaluation run with its stats and logs."""
    return One(data=runs.get_run(organization_id, run_id))
