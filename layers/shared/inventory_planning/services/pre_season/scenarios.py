"""Scenarios of a pre-season plan (issue 37; docs/plans.md "Pre-season plans", docs/intelligence.md
"Pre-season scenarios"): request one (a CREATING record and a queued ``pre-season-scenario`` job
run), build it (the job's step: the plan's season variants, last year's sales in the same selling
window, ``domain.pre_season.scenarios``), read them, and apply one to its plan.

Applying writes each line through the plan's item path (``services.plans.lines.add_item``: the
PRE_SEASON_PRE_ADD_ITEM rules, the totals, one audit entry per line) as the actor
``SCENARIO_GENERATOR`` (id: the scenario) with the scenario as ``sourceRef`` and ``source``
``scenario``: outcome attributions show those lines as PRE_SEASON_SCENARIO.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.contracts.requests.plans import PreSeasonItemAdd
from inventory_planning.contracts.requests.pre_season import ScenarioRequest
from inventory_planning.domain.failures import Failure, Reported, failure_of
from inventory_planning.domain.pages import Page
from inventory_planning.domain.plans import lifecycle
from inventory_planning.domain.plans.records import RuleWarning
from inventory_planning.domain.pre_season.records import ScenarioApplied, ScenarioView, SkippedLine
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.kernel.errors import Conflict, DomainError, Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.services.jobs import runs as jobs
from inventory_planning.services.plans import lines as plan_lines
from inventory_planning.services.plans.catalogue import Catalogue
from inventory_planning.services.plans.common import require_plan, require_visible_plan
from inventory_planning.services.plans.open_to_buy import Consumption
from inventory_planning.services.plans.ruleset import Rules
from inventory_planning.services.size_curves import curves as size_curves
from inventory_planning.store import catalog
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.models import VariantItem
from inventory_planning.store.pre_season import scenarios as store

if TYPE_CHECKING:
    from inventory_planning.domain.jobs import JobRun
    from inventory_planning.domain.pre_season import scenarios as compute
    from inventory_planning.store.lake import forecasts as lake
else:  # numpy and DuckDB load on the job's first run, not at the plans function's cold start (docs/decisions/0046)
    compute = lazy("inventory_planning.domain.pre_season.scenarios")
    lake = lazy("inventory_planning.store.lake.forecasts")

JOB = "pre-season-scenario"
GENERATOR = "SCENARIO_GENERATOR"
SYSTEM = Actor("SYSTEM", "pre-season-scenario")
PAGE = 100


class ScenarioFailed(Reported):
    """A scenario that cannot be built, with its stable code (NO_SELLING_WINDOW, NO_SEASON_VARIANTS)."""

    def __init__(self, code: str, sentence: str) -> None:
        super().__init__(Failure(code, sentence))


def _size_curves(organization_id: str) -> dict[str, dict[str, float]]:
    """Each brand's size curve (brand id -> sizeId -> percent; the one updated last where a brand has
    several: ``services.size_curves.curves.curves_by_brand``); a brand without one splits by the sales mix."""
    return size_curves.curves_by_brand(organization_id)


def _not_found() -> Missing:
    return Missing("Scenario", "SCENARIO_NOT_FOUND")


def request_scenario(caller: Caller, plan_id: str, body: ScenarioRequest) -> ScenarioView:
    """POST /api/pre-season-plans/{id}/scenarios: store a CREATING scenario and queue the job run
    that builds it (202). The budget is the body's, else (at build time) what the plan's budget
    envelope has left, else none.

    Raises:
        Missing: PLAN_NOT_FOUND (unknown, another type's or organization's, or not visible).
        PlanStateConflict: PLAN_CLOSED (a closed plan takes no scenario).
    """
    org = caller.organization_id
    header = require_visible_plan(caller, "PRE_SEASON", plan_id)
    lifecycle.check_header_editable(header.record["status"])
    created = clock.now_iso()
    record: dict[str, Any] = {
        "id": new_id(), "planId": plan_id, "status": "CREATING", "strategy": body.strategy,
        "targetSellThroughPct": body.targetSellThroughPct, "budget": body.budget,
        "budgetSource": "REQUEST" if body.budget is not None else None, "budgetScale": None,
        "referenceStartDate": None, "referenceEndDate": None, "lines": [], "totals": None, "unplanned": [],
        "errorCode": None, "errorMessage": None, "jobRunId": None, "createdAt": created, "updatedAt": created,
        "appliedAt": None, "createdBy": caller.actor_ref,
    }  # fmt: skip

    def index(run: JobRun) -> None:  # stored before the run is queued: the job finds it
        record["jobRunId"] = run.id
        store.create(org, record, caller.actor)

    jobs.start_run(org, JOB, None, "API", params={"planId": plan_id, "scenarioId": record["id"]}, before_queue=index)
    return ScenarioView.of(record)


def get_scenario(caller: Caller, plan_id: str, scenario_id: str) -> ScenarioView:
    """A scenario of a visible pre-season plan with its lines, or 404 PLAN_NOT_FOUND / SCENARIO_NOT_FOUND."""
    require_visible_plan(caller, "PRE_SEASON", plan_id)
    record = store.get(caller.organization_id, plan_id, scenario_id)
    if record is None:
        raise _not_found()
    return ScenarioView.of(record)


def list_scenarios(caller: Caller, plan_id: str, page: int, page_size: int) -> Page[ScenarioView]:
    """The plan's scenarios in creation order, without their lines (``lineCount`` says how many)."""
    require_visible_plan(caller, "PRE_SEASON", plan_id)
    rows, total = store.page(caller.organization_id, plan_id, page, page_size)
    return Page(rows=tuple(ScenarioView.of(r, with_lines=False) for r in rows), total=total)


# --- the job ---


def _season_variants(organization_id: str, record: dict[str, Any]) -> list[VariantItem]:
    """The season's variants: those of the plan's collection and/or brand (every variant without either)."""
    found: list[VariantItem] = []
    number = 1
    while True:
        rows, total = catalog.variants_page(
            organization_id, number, PAGE, brand_id=record.get("brandId"), collection_id=record.get("collectionId")
        )
        found.extend(rows)
        if not rows or len(found) >= total:
            return found
        number += 1


class _Facts:
    """The catalogue facts of variants (category from the product, prices, sizes), read once each."""

    def __init__(self, organization_id: str) -> None:
        self.org = organization_id
        self._products: dict[str, Any] = {}

    def _product(self, product_id: str) -> Any:
        if product_id not in self._products:
            self._products[product_id] = catalog.get_product(self.org, product_id)
        return self._products[product_id]

    def of(self, variants: list[VariantItem], observed: Mapping[str, float]) -> list[compute.VariantFacts]:
        """The facts of ``variants``; a variant without a list price (variant, size, product) takes its
        ``observed`` average selling price (the reference window's gross sales / units), if any."""
        sizes = catalog.sizes_of(self.org, variants)
        facts = []
        for variant in variants:
            product = self._product(variant.product_id)
            cost, retail = variant.cost_price, variant.retail_price
            if cost is None or retail is None:  # the sizes' prices, as a line's unit cost reads them
                items = catalog.inventory_items_of_variant(self.org, variant.id)
                cost = cost if cost is not None else next((i.unit_cost for i in items if i.unit_cost is not None), None)
                retail = retail if retail is not None else next((i.list_price for i in items if i.list_price is not None), None)
            if retail is None and product is not None:
                retail = product.list_price
            if retail is None:
                retail = observed.get(variant.id)
            facts.append(
                compute.VariantFacts(
                    variant_id=variant.id, brand_id=variant.brand_id, category=product.family if product else None,
                    retail_price=None if retail is None else float(retail), unit_cost=None if cost is None else float(cost),
                    sizes=tuple(dict.fromkeys(sizes.get(variant.id, []))),
                )
            )  # fmt: skip
        return facts


def _sold(organization_id: str, first: date, last: date) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """Variant id -> size -> net units sold from ``first`` to ``last`` (both included), every shop;
    and each variant's average selling price there (gross sales after discounts / units, currency)."""
    sold: dict[str, dict[str, float]] = {}
    value: dict[str, float] = {}
    for row in lake.sales_history(organization_id, first, last + timedelta(days=1)):
        sizes = sold.setdefault(row.variant_id, {})
        sizes[row.size or ""] = sizes.get(row.size or "", 0.0) + row.units
        value[row.variant_id] = value.get(row.variant_id, 0.0) + row.value
    units = {v: sum(sizes.values()) for v, sizes in sold.items()}
    return sold, {v: round(value[v] / units[v], 2) for v in sold if units[v] > 0 and value.get(v, 0.0) > 0}


def _budget(organization_id: str, header_record: dict[str, Any], requested: float | None) -> tuple[float | None, str | None]:
    """The scenario's budget and where it comes from: the request's, else what the plan's budget
    envelope has left once the other open plans are counted (never below 0), else none."""
    if requested is not None:
        return requested, "REQUEST"
    envelope_id = header_record.get("budgetEnvelopeId")
    envelope = record_store.get_record(organization_id, config.BUDGET_ENVELOPE, envelope_id) if envelope_id else None
    if envelope is None:
        return None, None
    left = Consumption(organization_id).of(envelope, exclude_plan_id=header_record["id"]).remainingAmount
    return max(left, 0.0), "ENVELOPE"


def build(organization_id: str, plan_id: str, scenario_id: str) -> dict[str, Any]:
    """Compute the scenario and store it READY; returns the run's stats.

    Raises:
        ScenarioFailed: NO_SELLING_WINDOW (the plan has no selling dates), NO_SEASON_VARIANTS (its
            collection and brand hold no variant); Missing: the plan or scenario is gone.
    """
    header = require_plan(organization_id, "PRE_SEASON", plan_id)
    scenario = store.get(organization_id, plan_id, scenario_id)
    if scenario is None:
        raise _not_found()
    plan = header.record
    if not plan.get("sellingStartDate") or not plan.get("sellingEndDate"):
        raise ScenarioFailed("NO_SELLING_WINDOW", "The plan has no selling window (sellingStartDate, sellingEndDate) to plan.")
    selling = (date.fromisoformat(plan["sellingStartDate"]), date.fromisoformat(plan["sellingEndDate"]))
    start, end = compute.reference_window(*selling)
    season = _season_variants(organization_id, plan)
    if not season:
        raise ScenarioFailed("NO_SEASON_VARIANTS", "The plan's collection and brand hold no variant to buy.")
    sold, observed = _sold(organization_id, start, end)
    facts = _Facts(organization_id)
    candidates = facts.of(season, observed)
    known = {f.variant_id for f in candidates}
    others = catalog.entities_by_ids(organization_id, "VARIANT", [v for v in sold if v not in known])
    reference = candidates + facts.of(others, observed)
    budget, source = _budget(organization_id, plan, scenario.get("budget"))
    settings = compute.Settings(strategy=scenario["strategy"], target_sell_through_pct=scenario.get("targetSellThroughPct"),
                                budget=budget)  # fmt: skip
    result = compute.build_scenario(candidates, reference, sold, settings, _size_curves(organization_id))
    changes = {
        "status": "READY", "targetSellThroughPct": result.target_pct, "budget": budget, "budgetSource": source,
        "budgetScale": result.budget_scale, "referenceStartDate": start.isoformat(), "referenceEndDate": end.isoformat(),
        "lines": [_camel(line) for line in result.lines], "totals": _camel(result.totals),
        "unplanned": [_camel(u) for u in result.unplanned],
    }  # fmt: skip
    store.update(organization_id, plan_id, scenario_id, changes, SYSTEM)
    return {"scenarioId": scenario_id, "lines": len(result.lines), "quantity": result.totals.quantity,
            "unplanned": len(result.unplanned)}  # fmt: skip


def _camel(record: Any) -> dict[str, Any]:
    out = {}
    for name in record.__slots__:
        head, *rest = name.split("_")
        out[head + "".join(part.title() for part in rest)] = getattr(record, name)
    return out


def _mark_failed(organization_id: str, plan_id: str, scenario_id: str, error: BaseException | str | None) -> None:
    """Set a CREATING scenario FAILED with the failure's code and sentence (nothing when it is not CREATING)."""
    failure = failure_of(error) if isinstance(error, BaseException) else Failure("SCENARIO_BUILD_FAILED", str(error or
              "The scenario could not be built; it has been logged for the operators."))  # fmt: skip
    current = store.get(organization_id, plan_id, scenario_id)
    if current is not None and current["status"] == "CREATING":
        store.update(organization_id, plan_id, scenario_id, {"status": "FAILED", "errorCode": failure.code,
                                                            "errorMessage": failure.sentence}, SYSTEM)  # fmt: skip


def _params(run: JobRun) -> tuple[str, str]:
    params = run.params or {}
    return str(params.get("planId") or ""), str(params.get("scenarioId") or "")


def run_scenario(organization_id: str, as_of: date, run_id: str, now: datetime) -> dict[str, Any]:
    """The ``pre-season-scenario`` job's run step (``services.job_steps``): build the scenario the
    run's params name (``{planId, scenarioId}``); a failure sets it FAILED (its code) and is raised
    (the run ends FAILED with the same code)."""
    del as_of, now  # the run's params say what to build
    plan_id, scenario_id = _params(jobs.get_run(organization_id, run_id))
    try:
        return build(organization_id, plan_id, scenario_id)
    except Exception as error:
        _mark_failed(organization_id, plan_id, scenario_id, error)
        raise


def machine_build(organization_id: str, run_id: str) -> JobRun:
    """The ``PreSeasonScenario`` state machine's Build step (deployed): run the step and end the run
    SUCCESS or FAILED (returned; the job worker fails the invocation when FAILED)."""
    run = jobs.get_run(organization_id, run_id)
    try:
        stats = run_scenario(organization_id, run.as_of_date, run_id, clock.wall_now())
    except Exception as error:  # noqa: BLE001 - recorded on the run and the scenario
        return jobs.end(run, error=error)
    return jobs.end(run, stats=stats)


def machine_failed(organization_id: str, run_id: str, error: str | None) -> JobRun:
    """The machine's Failed step (the Build invocation itself failed, e.g. a timeout): the scenario
    FAILED (SCENARIO_BUILD_FAILED) and the run ended FAILED, when they are not ended yet. ``error``
    (the state's Cause) stays in the execution's history: the records carry a sentence of ours
    (``domain.failures``)."""
    del error
    run = jobs.get_run(organization_id, run_id)
    plan_id, scenario_id = _params(run)
    _mark_failed(organization_id, plan_id, scenario_id, None)
    return jobs.end(run, error=ScenarioFailed("SCENARIO_BUILD_FAILED", "The scenario could not be built in time."))


# --- apply ---


def apply_scenario(caller: Caller, plan_id: str, scenario_id: str) -> ScenarioApplied:
    """POST .../scenarios/{sid}/apply: write a READY scenario's lines into its DRAFT plan, each through
    the item path (rules, totals, audit) as SCENARIO_GENERATOR with the scenario as ``sourceRef``; a
    line a rule or the catalogue refuses is skipped and reported. An existing line of the same
    variant x size is replaced (``updated``).

    Raises:
        Missing: PLAN_NOT_FOUND, SCENARIO_NOT_FOUND. Conflict: SCENARIO_NOT_READY (409).
        PlanStateConflict: the plan is not DRAFT (409 PLAN_ALREADY_VALIDATED, PLAN_ITEMS_FROZEN, PLAN_CLOSED).
    """
    org = caller.organization_id
    header = require_visible_plan(caller, "PRE_SEASON", plan_id)
    record = store.get(org, plan_id, scenario_id)
    if record is None:
        raise _not_found()
    if record["status"] != "READY":
        raise Conflict("SCENARIO_NOT_READY", f"The scenario is {record['status']}; only a READY scenario is applied")
    lifecycle.check_items_editable(header.record["status"])
    generator = Caller(org, Actor(GENERATOR, scenario_id), source_ref=scenario_id)  # the caller saw the plan above
    reason = f"scenario {scenario_id} ({record['strategy']}) applied by {caller.actor.kind} {caller.actor.id}"
    cat, rules = Catalogue(org), Rules(org)
    added = updated = 0
    skipped: list[SkippedLine] = []
    warnings: list[RuleWarning] = []
    for line in record.get("lines") or []:
        body = PreSeasonItemAdd(variantId=line["variantId"], sizeId=line["sizeId"], quantity=line["quantity"],
                                unitCost=line["unitCost"], reason=reason[:500])  # fmt: skip
        try:
            result = plan_lines.add_item(generator, "PRE_SEASON", plan_id, body, source="scenario", cat=cat, rules=rules)
        except DomainError as error:
            if error.code in ("PLAN_ALREADY_VALIDATED", "PLAN_ITEMS_FROZEN", "PLAN_CLOSED", "PLAN_NOT_FOUND"):
                raise  # the plan moved meanwhile: stop
            skipped.append(SkippedLine(variant_id=line["variantId"], size_id=line["sizeId"], error_code=error.code,
                                       message=error.message))  # fmt: skip
            continue
        added, updated = (added + 1, updated) if result.item.created else (added, updated + 1)
        warnings.extend(w for w in result.warnings if w not in warnings)
    store.update(org, plan_id, scenario_id, {"appliedAt": clock.now_iso()}, caller.actor)
    return ScenarioApplied(scenario_id=scenario_id, plan_id=plan_id, added=added, updated=updated, skipped=tuple(skipped),
                           warnings=tuple(warnings))  # fmt: skip
