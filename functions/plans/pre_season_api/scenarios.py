"""Pre-season scenarios (issue 37; docs/plans.md "Pre-season plans"): request one (202, built by the
``pre-season-scenario`` job), list and read them, apply one to its plan."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy
from plans_api.common import MANAGE, VIEW, PlanIdPath, caller_of, page_of

# Loaded on a route's first request, not at the cold start (decision 0013).
service = lazy("inventory_planning.services.pre_season.scenarios")
records = lazy("inventory_planning.contracts.pre_season")
bodies = lazy("inventory_planning.contracts.requests.pre_season")
router = ApiRouter(tag="Plans")

ScenarioIdPath = Annotated[str, Path(min_length=1, max_length=64, description="scenario id")]
NOT_FOUND = [(404, "PLAN_NOT_FOUND"), (404, "SCENARIO_NOT_FOUND")]


@router.post(
    "/api/pre-season-plans/{plan_id}/scenarios",
    operation_id="createPreSeasonScenario",
    permission=MANAGE,
    status=202,
    errors=[(404, "PLAN_NOT_FOUND"), (409, "PLAN_CLOSED")],
)
def create_scenario(plan_id: PlanIdPath, body: Annotated[bodies.ScenarioRequest, Body()]) -> One[records.Scenario]:
    """Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
    last year's sales of the same selling window. Poll getPreSeasonScenario until READY or FAILED.

    For agents: ``strategy`` CONSERVATIVE | BALANCED | AGGRESSIVE sets the sell-through target (85,
    75, 65 %; ``targetSellThroughPct`` overrides it); ``budget`` (money at cost) caps the buy, else
    the plan's budget envelope's remaining open-to-buy does. The plan needs ``sellingStartDate`` and
    ``sellingEndDate`` (else the scenario is FAILED with NO_SELLING_WINDOW). A READY scenario changes
    nothing until applied (applyPreSeasonScenario)."""
    return {"success": True, "data": service.request_scenario(caller_of(current_identity(router)), plan_id, body)}


@router.get(
    "/api/pre-season-plans/{plan_id}/scenarios", operation_id="listPreSeasonScenarios", permission=VIEW, errors=NOT_FOUND[:1]
)
def list_scenarios(plan_id: PlanIdPath, page: Page = 1, page_size: PageSize = 20) -> PageOf[records.Scenario]:
    """The plan's scenarios in creation order, without their lines (``lineCount``), with status and totals."""
    rows = service.list_scenarios(caller_of(current_identity(router)), plan_id, page, page_size)
    return page_of(rows, page, page_size)


@router.get(
    "/api/pre-season-plans/{plan_id}/scenarios/{scenario_id}", operation_id="getPreSeasonScenario", permission=VIEW,
    errors=NOT_FOUND,
)  # fmt: skip
def get_scenario(plan_id: PlanIdPath, scenario_id: ScenarioIdPath) -> One[records.Scenario]:
    """One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
    expectedUnitsSold, expectedSellThroughPct, expectedRevenue, basis) and ``totals``, and the season
    variants left out (``unplanned``, each with its reason); or FAILED with ``errorCode``.

    For agents: read ``totals`` (pieces, cost, expected revenue and sell-through) and ``unplanned``
    back to the person before applying; a new product without a comparable is listed, not guessed."""
    return {"success": True, "data": service.get_scenario(caller_of(current_identity(router)), plan_id, scenario_id)}


@router.post(
    "/api/pre-season-plans/{plan_id}/scenarios/{scenario_id}/apply",
    operation_id="applyPreSeasonScenario",
    permission=MANAGE,
    errors=[
        *NOT_FOUND, (409, "SCENARIO_NOT_READY"), (409, "PLAN_ALREADY_VALIDATED"), (409, "PLAN_ITEMS_FROZEN"),
        (409, "PLAN_CLOSED"),
    ],
)  # fmt: skip
def apply_scenario(plan_id: PlanIdPath, scenario_id: ScenarioIdPath) -> One[records.ScenarioApplied]:
    """Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item
    (PRE_SEASON_PRE_ADD_ITEM rules, totals, audit: actor SCENARIO_GENERATOR, ``sourceRef`` the
    scenario); a line a BLOCK rule refuses is skipped and listed. ``{added, updated, skipped, warnings}``.

    For agents: applying changes the plan (an approval waiting on it expires); do it when the person
    you act for chose this scenario."""
    return {"success": True, "data": service.apply_scenario(caller_of(current_identity(router)), plan_id, scenario_id)}
