from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.scenario_budget_source_type_0 import ScenarioBudgetSourceType0, check_scenario_budget_source_type_0
from ..models.scenario_status import ScenarioStatus, check_scenario_status
from ..models.scenario_strategy import ScenarioStrategy, check_scenario_strategy

if TYPE_CHECKING:
    from ..models.actor_ref import ActorRef
    from ..models.scenario_line import ScenarioLine
    from ..models.scenario_totals import ScenarioTotals
    from ..models.unplanned_variant import UnplannedVariant


T = TypeVar("T", bound="Scenario")


@_attrs_define
class Scenario:
    """A generated scenario: CREATING -> READY (lines, totals, unplanned) | FAILED (errorCode, errorMessage).

    Attributes:
        id (str):
        plan_id (str):
        status (ScenarioStatus):
        strategy (ScenarioStrategy):
        target_sell_through_pct (float | None): percent: the one used once READY
        budget (float | None): currency at cost; null: no cap
        budget_source (None | ScenarioBudgetSourceType0):
        budget_scale (float | None): the factor the budget scaled every quantity by (1: it did not bind)
        reference_start_date (None | str): the selling window one year earlier (52 weeks), YYYY-MM-DD
        reference_end_date (None | str):
        line_count (int):
        lines (list[ScenarioLine]): empty in a list
        totals (None | ScenarioTotals):
        unplanned (list[UnplannedVariant]):
        error_code (None | str): FAILED: NO_SELLING_WINDOW, NO_SEASON_VARIANTS, SCENARIO_BUILD_FAILED, ...
        error_message (None | str):
        job_run_id (None | str):
        created_at (str):
        updated_at (str):
        applied_at (None | str):
        created_by (ActorRef): Who did something: ``kind`` USER | API_TOKEN | WORKFLOW | SYSTEM and the user, token or
            service id.
    """

    id: str
    plan_id: str
    status: ScenarioStatus
    strategy: ScenarioStrategy
    target_sell_through_pct: float | None
    budget: float | None
    budget_source: None | ScenarioBudgetSourceType0
    budget_scale: float | None
    reference_start_date: None | str
    reference_end_date: None | str
    line_count: int
    lines: list[ScenarioLine]
    totals: None | ScenarioTotals
    unplanned: list[UnplannedVariant]
    error_code: None | str
    error_message: None | str
    job_run_id: None | str
    created_at: str
    updated_at: str
    applied_at: None | str
    created_by: ActorRef

    def to_dict(self) -> dict[str, Any]:
        from ..models.scenario_totals import ScenarioTotals  # noqa: PLC0415

        id = self.id

        plan_id = self.plan_id

        status: str = self.status

        strategy: str = self.strategy

        target_sell_through_pct: float | None
        target_sell_through_pct = self.target_sell_through_pct

        budget: float | None
        budget = self.budget

        budget_source: None | str
        if isinstance(self.budget_source, str):
            budget_source = self.budget_source
        else:
            budget_source = self.budget_source

        budget_scale: float | None
        budget_scale = self.budget_scale

        reference_start_date: None | str
        reference_start_date = self.reference_start_date

        reference_end_date: None | str
        reference_end_date = self.reference_end_date

        line_count = self.line_count

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        totals: dict[str, Any] | None
        if isinstance(self.totals, ScenarioTotals):
            totals = self.totals.to_dict()
        else:
            totals = self.totals

        unplanned = []
        for unplanned_item_data in self.unplanned:
            unplanned_item = unplanned_item_data.to_dict()
            unplanned.append(unplanned_item)

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        job_run_id: None | str
        job_run_id = self.job_run_id

        created_at = self.created_at

        updated_at = self.updated_at

        applied_at: None | str
        applied_at = self.applied_at

        created_by = self.created_by.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "planId": plan_id,
                "status": status,
                "strategy": strategy,
                "targetSellThroughPct": target_sell_through_pct,
                "budget": budget,
                "budgetSource": budget_source,
                "budgetScale": budget_scale,
                "referenceStartDate": reference_start_date,
                "referenceEndDate": reference_end_date,
                "lineCount": line_count,
                "lines": lines,
                "totals": totals,
                "unplanned": unplanned,
                "errorCode": error_code,
                "errorMessage": error_message,
                "jobRunId": job_run_id,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "appliedAt": applied_at,
                "createdBy": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.actor_ref import ActorRef  # noqa: PLC0415
        from ..models.scenario_line import ScenarioLine  # noqa: PLC0415
        from ..models.scenario_totals import ScenarioTotals  # noqa: PLC0415
        from ..models.unplanned_variant import UnplannedVariant  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        plan_id = d.pop("planId")

        status = check_scenario_status(d.pop("status"))

        strategy = check_scenario_strategy(d.pop("strategy"))

        def _parse_target_sell_through_pct(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        target_sell_through_pct = _parse_target_sell_through_pct(d.pop("targetSellThroughPct"))

        def _parse_budget(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        budget = _parse_budget(d.pop("budget"))

        def _parse_budget_source(data: object) -> None | ScenarioBudgetSourceType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                budget_source_type_0 = check_scenario_budget_source_type_0(data)

                return budget_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScenarioBudgetSourceType0, data)

        budget_source = _parse_budget_source(d.pop("budgetSource"))

        def _parse_budget_scale(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        budget_scale = _parse_budget_scale(d.pop("budgetScale"))

        def _parse_reference_start_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference_start_date = _parse_reference_start_date(d.pop("referenceStartDate"))

        def _parse_reference_end_date(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference_end_date = _parse_reference_end_date(d.pop("referenceEndDate"))

        line_count = d.pop("lineCount")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = ScenarioLine.from_dict(lines_item_data)

            lines.append(lines_item)

        def _parse_totals(data: object) -> None | ScenarioTotals:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                totals_type_0 = ScenarioTotals.from_dict(data)

                return totals_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScenarioTotals, data)

        totals = _parse_totals(d.pop("totals"))

        unplanned = []
        _unplanned = d.pop("unplanned")
        for unplanned_item_data in _unplanned:
            unplanned_item = UnplannedVariant.from_dict(unplanned_item_data)

            unplanned.append(unplanned_item)

        def _parse_error_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_code = _parse_error_code(d.pop("errorCode"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        def _parse_job_run_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_run_id = _parse_job_run_id(d.pop("jobRunId"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_applied_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        applied_at = _parse_applied_at(d.pop("appliedAt"))

        created_by = ActorRef.from_dict(d.pop("createdBy"))

        scenario = cls(
            id=id,
            plan_id=plan_id,
            status=status,
            strategy=strategy,
            target_sell_through_pct=target_sell_through_pct,
            budget=budget,
            budget_source=budget_source,
            budget_scale=budget_scale,
            reference_start_date=reference_start_date,
            reference_end_date=reference_end_date,
            line_count=line_count,
            lines=lines,
            totals=totals,
            unplanned=unplanned,
            error_code=error_code,
            error_message=error_message,
            job_run_id=job_run_id,
            created_at=created_at,
            updated_at=updated_at,
            applied_at=applied_at,
            created_by=created_by,
        )

        return scenario
