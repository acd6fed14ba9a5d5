"""The order-up-to level from the position's economics (issue 36; docs/decisions/0044): the count
models' quantiles, TSB's decay, the critical ratio (clamped, overridden, with the default margin),
the marginal level and the per-size need with pack and MOQ, by hand-computed cases."""

from __future__ import annotations

import math

import pytest
from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations import distribution as d
from inventory_planning.domain.recommendations import economics as e
from inventory_planning.domain.recommendations.restock import OrderUnits, restock, restock_vector, round_sizes
from inventory_planning.domain.recommendations.vectors import Demand, Position

SETTINGS = PlanningSettings()  # holding 0.25 / year, review 7 days, service level 0.5 .. 0.99, margin 50%


def test_the_compound_bernoulli_quantile_by_hand():
    # one week: 0 w.p. 0.5, 1 w.p. 0.25, 3 w.p. 0.25; two weeks convolved:
    # 0: .25, 1: .25, 2: .0625, 3: .25, 4: .125, 6: .0625 (cdf .25 .5 .5625 .8125 .9375 1)
    found = d.compound_bernoulli(0.5, [1, 3], 2)
    assert found.model == d.COMPOUND_BERNOULLI
    assert found.pmf == pytest.approx((0.25, 0.25, 0.0625, 0.25, 0.125, 0.0, 0.0625))
    assert [found.quantile(q) for q in (0.5, 0.8, 0.9, 0.95)] == [1, 3, 4, 6]
    assert found.mean == pytest.approx(2.0)  # 2 weeks x 0.5 x 2
    half = d.compound_bernoulli(0.5, [2], 0.5)  # a half week: a demand w.p. 0.25
    assert half.pmf == pytest.approx((0.75, 0.0, 0.25))
    assert d.compound_bernoulli(0.0, [2], 3).model == d.NO_DEMAND


def test_the_negative_binomial_by_moments_and_its_thinning():
    nb = d.negative_binomial(2.0, 4.0)  # r = 4 / 2 = 2, p = 0.5: P(0) = .25, P(1) = 2 x .25 x .5, P(2) = 3 x .25 x .25
    assert nb.model == d.NEGATIVE_BINOMIAL and nb.parameters["r"] == pytest.approx(2.0)
    assert nb.pmf[:3] == pytest.approx((0.25, 0.25, 0.1875))
    assert nb.quantile(0.5) == 1 and nb.quantile(0.6) == 2  # cdf(1) = .5, cdf(2) = .6875
    half = nb.thinned(0.5)  # the same r, mean 1: variance 1 + 1 / 2
    variance = sum(k * k * p for k, p in enumerate(half.pmf)) - half.mean**2
    assert half.mean == pytest.approx(1.0, abs=1e-6) and variance == pytest.approx(1.5, abs=1e-5)
    poisson = d.negative_binomial(2.0, 1.0)  # variance under the mean: Poisson
    assert poisson.model == d.POISSON and poisson.pmf[0] == pytest.approx(math.exp(-2))
    # any other pmf: binomial thinning by hand, (0.5, 0, 0.5) at share 0.5 -> 0.625, 0.25, 0.125
    two = d.Distribution(d.COMPOUND_BERNOULLI, (0.5, 0.0, 0.5))
    assert two.thinned(0.5).pmf == pytest.approx((0.625, 0.25, 0.125))


def test_tsb_probability_decays_and_so_does_the_level():
    # p0 = 1 / 5 weeks with a sale = 0.2; then 0.2 + 0.1 (1 - 0.2) = 0.28, 0.252, 0.2268, 0.20412, 0.183708
    assert d.tsb_probability([1, 0, 0, 0, 0], alpha=0.1) == pytest.approx(0.183708)
    recent = [2.0, 0.0, 0.0, 0.0, 0.0]  # one sale of 2, then 4 weeks without: p = 0.183708 (above)
    idle = recent + [0.0] * 10  # 10 weeks later: p0 = 1 / 15, 1 / 15 + 0.1 (1 - 1 / 15) = 0.16, x 0.9^14
    variant = d.negative_binomial(5.0, 5.0)
    assert d.tsb_probability(recent) == pytest.approx(0.183708)
    assert d.tsb_probability(idle) == pytest.approx(0.16 * 0.9**14)  # 0.036603
    near = d.size_distribution(recent, variant, 0.5, 7)  # one week: 0 w.p. 1 - p, 2 w.p. p
    far = d.size_distribution(idle, variant, 0.5, 7)
    assert near.model == far.model == d.COMPOUND_BERNOULLI
    assert near.pmf == pytest.approx((1 - 0.183708, 0.0, 0.183708)) and far.pmf[0] == pytest.approx(1 - 0.036603, abs=1e-6)
    assert near.quantile(0.9) == 2 and far.quantile(0.9) == 0  # P(0) 0.816 -> 0.963: the level decays to 0
    never = d.size_distribution([0.0] * 26, variant, 0.5, 21)
    assert never.model == d.NO_DEMAND and never.quantile(0.99) == 0  # no sale in the history: no level


def test_a_smooth_size_thins_the_forecasts_distribution():
    weekly = [3.0, 2.0, 4.0, 3.0, 1.0, 2.0, 3.0, 2.0, 4.0]  # a sale every week for 9 weeks: smooth
    variant = d.demand_distribution(6.0, 3.0)  # variance max(9, 6): NB r = 36 / 3 = 12
    size = d.size_distribution(weekly, variant, 0.5, 21)
    assert size.model == d.NEGATIVE_BINOMIAL and size.mean == pytest.approx(3.0, abs=1e-6)
    assert d.size_distribution(weekly[-3:], variant, 0.5, 21).model == d.COMPOUND_BERNOULLI  # 3 weeks: too short
    assert d.size_distribution(None, variant, 0.5, 21).mean == pytest.approx(3.0, abs=1e-6)  # no history read


def _rows(price=100.0, cost=40.0):
    return [{"unit_cost": cost, "retail_price": price, "selling_price": None}]


def test_the_critical_ratio_by_hand():
    econ = e.economics_of(_rows(), None, SETTINGS)
    # underage 100 - 40 = 60; holding 40 x 0.25 x 7 / 365; the leftover's markdown: the ladder's last rung 50%
    assert econ.underage == 60 and econ.holding == pytest.approx(40 * 0.25 * 7 / 365)
    assert econ.markdown_pct == 50 and econ.markdown_loss == 50 and econ.cost_source == e.UNIT_COST
    level, source, overage = e.service_level(econ, 0.2, SETTINGS)  # overage = 0.19178 + 50 x 0.2
    assert overage == pytest.approx(10.191781, abs=1e-6)
    assert level == pytest.approx(60 / 70.191781) and source == e.CRITICAL_RATIO
    assert e.critical_ratio(60, 0) == 1.0 and e.critical_ratio(0, 0) == 0.0
    with pytest.raises(ValueError):
        e.critical_ratio(-1, 2)


def test_the_critical_ratio_is_clamped_and_overridden():
    thin = e.economics_of(_rows(100.0, 90.0), None, SETTINGS)  # underage 10; markdown <= 10% (margin floor 0)
    assert thin.markdown_pct == pytest.approx(10.0)
    assert e.service_level(thin, 1.0, SETTINGS)[0] == 0.5  # 10 / (10 + 0.43 + 10) = 0.489 -> serviceLevelMin
    rich = e.economics_of(_rows(), None, SETTINGS)
    assert e.service_level(rich, 0.0, SETTINGS)[0] == 0.99  # 60 / (60 + 0.19) = 0.9968 -> serviceLevelMax
    assert e.service_level(rich, 0.0, SETTINGS._replace(service_level_max=0.999))[0] == pytest.approx(
        60 / (60 + 40 * 0.25 * 7 / 365)
    )
    assert e.service_level(rich, 0.2, SETTINGS._replace(service_level_override=0.9)) == (0.9, e.OVERRIDE, None)


def test_without_a_cost_the_default_margin_and_without_a_price_the_default_level():
    no_cost = e.economics_of(_rows(80.0, None), None, SETTINGS)  # cost = 80 x (1 - 50%)
    assert no_cost.unit_cost == 40 and no_cost.cost_source == e.DEFAULT_MARGIN and no_cost.underage == 40
    listed = e.economics_of([{"unit_cost": None, "retail_price": None, "selling_price": None}], 120.0, SETTINGS)
    assert listed.price == 120 and listed.basis == "LIST" and listed.unit_cost == 60
    nothing = e.economics_of([{"unit_cost": None, "retail_price": None, "selling_price": None}], None, SETTINGS)
    assert nothing.price is None and nothing.underage is None
    assert e.service_level(nothing, 0.3, SETTINGS) == (0.95, e.NO_PRICE, None)  # the serviceLevel default


def test_the_marginal_level_by_hand():
    econ = e.Economics(price=120.0, basis="RETAIL", unit_cost=60.0, cost_source=e.UNIT_COST, underage=60.0, holding=0.0,
                       markdown_pct=50.0, markdown_loss=60.0)  # fmt: skip
    demand = d.Distribution(d.COMPOUND_BERNOULLI, (0.5, 0.3, 0.2))
    # s = 0: unit 1 left over w.p. F_h(0) = .5 -> ratio 60 / (60 + 30) = .667 > F_c(0) = .5: stock it
    # s = 1: unit 2 left over w.p. F_h(1) = .8 -> ratio 60 / (60 + 48) = .556 <= F_c(1) = .8: S = 1
    level, left_over, (chosen, source, overage) = e.marginal_level(demand, demand, econ, SETTINGS)
    assert (level, left_over, source) == (1, pytest.approx(0.8), e.CRITICAL_RATIO)
    assert chosen == pytest.approx(60 / 108) and overage == pytest.approx(48.0)
    fixed = e.marginal_level(demand, demand, econ, SETTINGS._replace(service_level_override=0.9))
    assert fixed[0] == 2  # an override: the quantile at 0.9


def test_pack_per_size_and_moq_over_the_sizes_ordered():
    assert round_sizes({"S": 0, "M": 1, "L": 3}, OrderUnits(pack=4)) == {"S": 0, "M": 4, "L": 4}
    # MOQ 10: 4 ordered, 6 more over M and L by their needs 1 : 3 -> 1.5 / 4.5 -> 1 + 1 (tie: larger need first) ...
    assert round_sizes({"S": 0, "M": 1, "L": 3}, OrderUnits(moq=10)) == {"S": 0, "M": 2, "L": 8}
    # pack 2 and MOQ 10: M 2, L 4 (6); 2 packs more by needs 1 : 3 -> 0.5 / 1.5 -> L takes both
    assert round_sizes({"S": 0, "M": 1, "L": 3}, OrderUnits(moq=10, pack=2)) == {"S": 0, "M": 2, "L": 8}
    assert round_sizes({"S": 0, "M": 0}, OrderUnits(moq=10, pack=2)) == {"S": 0, "M": 0}  # nothing short: no MOQ order
    assert restock({"S": 3, "M": 2, "L": 4}, {"S": 5, "M": 0, "L": 4}, {"M": 1}) == {"S": 0, "M": 1, "L": 0}


def _position(stock, history, shares):
    none = Demand(mean=0.0, sigma=0.0)
    return Position(
        variant_id="v1", shop_id="s1", brand_id=None, product_id=None, unit_cost=40.0, retail_price=100.0,
        rows=[{"size": s, "unit_cost": 40.0, "retail_price": 100.0, "selling_price": None} for s in stock],
        stock_by_size=stock, stock=sum(stock.values()), shares=shares, ordered=0.0, supplier=None, lead=14,
        lead_known=False, cover=21, over_cover=Demand(mean=3.0, sigma=2.0), over_lead=none,
        over_horizon=Demand(mean=13.0, sigma=4.0), history=history,
    )  # fmt: skip


def test_a_variant_with_one_short_size_orders_only_that_size():
    weekly = [0.0] * 40 + [1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0]  # every other week, each size
    p = _position({"S": 6, "M": 0, "L": 6}, {"S": weekly, "M": weekly, "L": weekly}, {"S": 0.3, "M": 0.4, "L": 0.3})
    vector = restock_vector(p, SETTINGS, moq=None, pack=None, restricted_brand=False, blacklisted_supplier=None)
    assert vector is not None and vector.by_size is not None
    levels = vector.why.context["bySize"]
    assert vector.by_size["S"] == vector.by_size["L"] == 0 and vector.by_size["M"] == levels["M"]["orderUpTo"] > 0
    assert levels["S"]["orderUpTo"] < 6 and levels["M"]["model"] == d.COMPOUND_BERNOULLI
    for key in ("serviceLevel", "criticalRatio", "underage", "overage", "need", "leftOverChance"):
        assert key in levels["M"]
    assert vector.why.context["economics"]["underagePerUnit"] == 60.0
