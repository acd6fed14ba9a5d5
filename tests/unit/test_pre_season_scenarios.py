"""Pre-season plans' pure domain (issue 37; docs/plans.md "Pre-season plans", docs/intelligence.md
"Pre-season scenarios"): the PRE_SEASON state machine and gate, the line value, and scenarios worked
by hand: like-for-like, comparables, a new product without comparable, the size split, the
strategies' targets and the budget."""

import pytest
from inventory_planning.domain.plans import lifecycle as L
from inventory_planning.domain.plans import values as V
from inventory_planning.domain.pre_season import scenarios as S


def test_pre_season_machine_gate_and_code():
    assert L.STATUSES["PRE_SEASON"] == ("DRAFT", "VALIDATED", "SENT", "CLOSED")
    for move in (("DRAFT", "VALIDATED"), ("VALIDATED", "SENT"), ("SENT", "CLOSED")):
        L.check_transition("PRE_SEASON", *move)
    for move in (("SENT", "VALIDATED"), ("VALIDATED", "DRAFT"), ("DRAFT", "SENT"), ("SENT", "RECEIVED"), ("VALIDATED", "CLOSED")):
        with pytest.raises(L.InvalidTransition):
            L.check_transition("PRE_SEASON", *move)  # SENT locks the commitment: no way back
    assert L.needs_approval("PRE_SEASON", "DRAFT", "VALIDATED")
    assert not L.needs_approval("PRE_SEASON", "VALIDATED", "SENT")
    assert L.plan_code("PRE_SEASON", 2026, 7) == "PSN-2026-0007"
    with pytest.raises(L.PlanStateConflict) as frozen:
        L.check_items_editable("SENT")
    assert frozen.value.code == "PLAN_ITEMS_FROZEN"


def test_pre_season_line_value_is_the_commitment_at_cost():
    assert V.pre_season_line_value(12, 10.5) == 126.0
    assert V.pre_season_line_value(3, None) == 0.0


def test_price_bands_are_a_factor_one_and_a_half_wide():
    assert S.price_band(100) == S.price_band(120) == 11  # ln(100)/ln(1.5) = 11.36, ln(120)/ln(1.5) = 11.81
    assert S.price_band(160) == 12  # 12.52
    assert S.price_band(None) is None and S.price_band(0) is None


def facts(variant_id, sizes=("S", "M"), category="Kurta", brand="B1", retail=30.0, cost=10.0):
    return S.VariantFacts(variant_id=variant_id, brand_id=brand, category=category, retail_price=retail, unit_cost=cost,
                          sizes=tuple(sizes))  # fmt: skip


A = facts("A")  # sold S 3, M 5 last year: like-for-like
B = facts("B", sizes=("M", "L"), retail=32.0)  # new; same category, brand, band (8) as A: comparables
C = facts("C", category="Saree")  # new, nothing comparable sold
SOLD = {"A": {"S": 3.0, "M": 5.0}}


def lines(scenario):
    return {(line.variant_id, line.size_id): line for line in scenario.lines}


def test_balanced_like_for_like_and_comparables_by_hand():
    scenario = S.build_scenario([A, B, C], [A], SOLD, S.Settings(strategy="BALANCED"))
    got = lines(scenario)
    # A: D = 8 split by its own mix: S 3 -> ceil(3 / 0.75) = 4; M 5 -> ceil(6.67) = 7
    assert (got["A", "S"].quantity, got["A", "M"].quantity) == (4, 7)
    assert got["A", "S"].expected_units_sold == 3.0 and got["A", "S"].expected_sell_through_pct == 75.0
    assert got["A", "M"].expected_sell_through_pct == 71.43 and got["A", "M"].expected_revenue == 150.0
    assert got["A", "S"].basis == S.LIKE_FOR_LIKE
    # B: D = mean(8) over the comparables' pooled mix on B's sizes (M 5, L 0): all M, ceil(8 / 0.75) = 11
    assert got["B", "M"].quantity == 11 and ("B", "L") not in got and got["B", "M"].basis == S.COMPARABLES
    # C: listed, not invented
    assert [(u.variant_id, u.reason) for u in scenario.unplanned] == [("C", "NO_COMPARABLE")]
    assert scenario.totals.quantity == 22 and scenario.totals.cost == 220.0
    assert scenario.totals.expected_units_sold == 16.0 and scenario.totals.expected_sell_through_pct == 72.73
    assert scenario.budget_scale == 1.0 and scenario.target_pct == 75.0


def test_the_size_curve_splits_when_given():
    curve = {"S": 0.2, "M": 0.5, "L": 0.3}
    got = lines(S.build_scenario([A, B], [A], SOLD, S.Settings(strategy="BALANCED"), curves={A.brand_id: curve}))
    # A over (S, M): 2/7, 5/7 of 8 = 2.29, 5.71 -> ceil(3.05) = 4, ceil(7.62) = 8
    assert (got["A", "S"].quantity, got["A", "M"].quantity) == (4, 8)
    # B over (M, L): 0.625, 0.375 of 8 = 5, 3 -> ceil(6.67) = 7, ceil(4) = 4
    assert (got["B", "M"].quantity, got["B", "L"].quantity) == (7, 4)


def test_each_variant_splits_by_its_own_brands_curve_else_by_its_sales_mix():
    other = facts("E", brand="B2")  # sold S 6, M 2: no curve for B2
    sold = {**SOLD, "E": {"S": 6.0, "M": 2.0}}
    curves = {"B1": {"S": 20.0, "M": 50.0, "L": 30.0}}  # percent, as the size-curve routes store them
    got = lines(S.build_scenario([A, other], [A, other], sold, S.Settings(strategy="BALANCED"), curves=curves))
    assert (got["A", "S"].quantity, got["A", "M"].quantity) == (4, 8)  # B1's curve, as above
    # E by its own mix: 6 / 0.75 = 8, 2 / 0.75 = 2.67 -> 3
    assert (got["E", "S"].quantity, got["E", "M"].quantity) == (8, 3)


@pytest.mark.parametrize("strategy,quantities", [("CONSERVATIVE", (4, 6)), ("BALANCED", (4, 7)), ("AGGRESSIVE", (5, 8))])
def test_strategies_buy_at_their_sell_through_targets(strategy, quantities):
    got = lines(S.build_scenario([A], [A], SOLD, S.Settings(strategy=strategy)))
    # S 3 / 0.85 = 3.53, / 0.65 = 4.62; M 5 / 0.85 = 5.88, / 0.65 = 7.69
    assert (got["A", "S"].quantity, got["A", "M"].quantity) == quantities


def test_an_explicit_target_overrides_the_strategy():
    scenario = S.build_scenario([A], [A], SOLD, S.Settings(strategy="AGGRESSIVE", target_sell_through_pct=50))
    assert [line.quantity for line in scenario.lines] == [6, 10] and scenario.target_pct == 50.0


def test_the_budget_scales_every_quantity_down():
    scenario = S.build_scenario([A, B], [A], SOLD, S.Settings(strategy="BALANCED", budget=110))
    got = lines(scenario)
    # cost 220 > 110: scale 0.5, floor(4 x .5, 7 x .5, 11 x .5) = 2, 3, 5
    assert scenario.budget_scale == 0.5
    assert (got["A", "S"].quantity, got["A", "M"].quantity, got["B", "M"].quantity) == (2, 3, 5)
    assert got["A", "S"].expected_units_sold == 2.0 and got["A", "S"].expected_sell_through_pct == 100.0
    assert scenario.totals.cost == 100.0  # within the budget of 110
    unbound = S.build_scenario([A, B], [A], SOLD, S.Settings(strategy="BALANCED", budget=1000))
    assert unbound.budget_scale == 1.0 and unbound.totals.quantity == 22


def test_variants_without_sizes_or_price_are_listed_and_without_cost_unvalued_or_listed_under_a_budget():
    no_cost, no_sizes, no_price = facts("D", cost=None), facts("E", sizes=()), facts("F", retail=None)
    scenario = S.build_scenario([no_sizes, no_price], [A], SOLD, S.Settings(strategy="BALANCED"))
    assert [(u.variant_id, u.reason) for u in scenario.unplanned] == [("E", "NO_SIZES"), ("F", "NO_RETAIL_PRICE")]
    assert scenario.lines == () and scenario.totals.quantity == 0 and scenario.totals.expected_sell_through_pct == 0.0
    unvalued = S.build_scenario([no_cost], [A], SOLD, S.Settings(strategy="BALANCED"))  # comparables of A: S 4, M 7
    assert [(x.size_id, x.quantity, x.unit_cost) for x in unvalued.lines] == [("S", 4, None), ("M", 7, None)]
    assert unvalued.totals.cost == 0.0 and unvalued.totals.quantity == 11
    budgeted = S.build_scenario([no_cost], [A], SOLD, S.Settings(strategy="BALANCED", budget=100))
    assert [(u.variant_id, u.reason) for u in budgeted.unplanned] == [("D", "NO_UNIT_COST")] and budgeted.lines == ()


def test_refused_settings_and_the_reference_window():
    with pytest.raises(ValueError):
        S.build_scenario([A], [A], SOLD, S.Settings(strategy="BALANCED", target_sell_through_pct=120))
    with pytest.raises(ValueError):
        S.build_scenario([A], [A], SOLD, S.Settings(strategy="BALANCED", budget=-1))
    from datetime import date

    assert S.reference_window(date(2026, 3, 2), date(2026, 5, 31)) == (date(2025, 3, 3), date(2025, 6, 1))


def test_realised_sell_through_sells_at_most_what_was_bought():
    scenario = S.build_scenario([A], [A], SOLD, S.Settings(strategy="BALANCED"))  # S 4, M 7
    assert S.realised_sell_through(scenario.lines, {"A": {"S": 6, "M": 2}}) == (6.0, 54.55)  # min(6,4)+min(2,7) = 6 of 11
