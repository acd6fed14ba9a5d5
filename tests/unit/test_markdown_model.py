"""The markdown model of issue 24 (domain/recommendations/markdown.py; docs/intelligence.md "Markdown"):
the price basis order, the hold rule, the elasticity path at a price basis, the clearance model on
comparables' sell-through per step and its ladder, by hand-computed cases."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from inventory_planning.domain.configuration.planning_settings import PlanningSettings
from inventory_planning.domain.recommendations.common import Why
from inventory_planning.domain.recommendations.markdown import (
    Elasticity,
    MarkdownEvidence,
    PriceBasis,
    StepEvidence,
    clearance,
    ladder_discount,
    markdown_vector,
    price_basis,
)
from inventory_planning.domain.recommendations.vectors import Demand, Position

AS_OF = date(2024, 6, 3)
SETTINGS = PlanningSettings()  # horizon 90 days, target 70%, max discount 70, floor 0, fallback 15


def row(size: str = "M", stock: float = 100, retail=None, selling=None, cost=None, last_sale=None) -> dict:
    return {"size": size, "closing_stock": stock, "retail_price": retail, "selling_price": selling, "unit_cost": cost,
            "last_sale_date": last_sale, "brand_id": "brand", "product_id": "product"}  # fmt: skip


def position(rows: list[dict], horizon_mean: float) -> Position:
    demand = Demand(mean=horizon_mean, sigma=horizon_mean / 2)
    stock = sum(r["closing_stock"] for r in rows)
    return Position(
        variant_id="v", shop_id="s", brand_id="brand", product_id="product", unit_cost=rows[0]["unit_cost"],
        retail_price=rows[0]["retail_price"], rows=rows, stock_by_size={r["size"]: r["closing_stock"] for r in rows},
        stock=stock, shares={}, ordered=0, supplier=None, lead=14, lead_known=False, cover=21, over_cover=demand,
        over_lead=demand, over_horizon=demand,
    )  # fmt: skip


def evidence(beta: float = -2.0, list_price=None, comparables=None) -> MarkdownEvidence:
    return MarkdownEvidence(elasticity=Elasticity(beta, "VARIANT", 200), list_price=list_price, comparables=comparables or {})


def test_the_price_basis_is_retail_then_list_then_the_median_selling_price():
    both = [row("S", retail=20, selling=15), row("M", retail=22, selling=14)]
    assert price_basis(both, 30.0) == PriceBasis(22.0, "RETAIL")  # the highest retail price over the sizes
    assert price_basis([row(selling=15)], 30.0) == PriceBasis(30.0, "LIST")
    assert price_basis([row("S", selling=15), row("M", selling=16)], None) == PriceBasis(16.0, "SALES_MEDIAN")
    assert price_basis([row(retail=0, selling=0)], 0) == PriceBasis(None, None)


def test_a_position_selling_through_its_target_is_held():
    # stock 100, forecast 75 over 90 days: cover 120 days > 90, but sell-through 75 / 100 = 0.75 >= 0.70: hold
    held = markdown_vector(position([row(selling=50)], 75), evidence(), AS_OF, SETTINGS)
    assert held is not None and held.discount == 0.0 and not held.actionable
    assert held.why.context["model"] == "HOLD" and held.why.formula[0]["value"] == 0.75
    assert held.confidence == pytest.approx(75 / (75 + 37.5))  # the forecast's mu / (mu + sigma)
    # the same at a target of 80%: 0.75 < 0.80, so a markdown: 75 x (1 - d)^-2 >= 100 first at d = 15%
    # (0.85^-2 = 1.384, 75 x 1.384 = 103.8; 10%: 75 / 0.81 = 92.6 < 100)
    marked = markdown_vector(
        position([row(selling=50)], 75), evidence(), AS_OF, SETTINGS._replace(markdown_sell_through_target=80.0)
    )
    assert marked is not None and marked.discount == 15.0 and marked.actionable and marked.why.context["model"] == "ELASTICITY"
    assert markdown_vector(position([row(stock=50)], 75), evidence(), AS_OF, SETTINGS) is None  # covered by the horizon


def test_the_elasticity_path_takes_the_price_basis_and_its_margin_floor():
    # stock 100, forecast 20: sell-through 0.2; 20 x (1 - d)^-2 >= 100 needs (1 - d)^2 <= 0.2, d >= 55.3%: 60%;
    # a cost of 50 on a median selling price of 100 allows 100 x (1 - 50 / 100) = 50% at most, which sells
    # 20 / 0.5^2 = 80 of 100: not enough, so the clearance model: no comparables, last sale 20 days ago
    # (2.9 weeks): the ladder's 20%
    short = [row(selling=100, cost=50, last_sale=AS_OF - timedelta(days=20))]
    found = markdown_vector(position(short, 20), evidence(), AS_OF, SETTINGS)
    assert found is not None and found.discount == 20.0 and found.why.context["model"] == "CLEARANCE_LADDER"
    assert found.why.context["priceBasis"] == {"basis": "SALES_MEDIAN", "price": 100.0}
    steps = {s["step"]: s["value"] for s in found.why.formula}
    assert (steps["maxDiscount"], steps["demandAtDiscount"], steps["elasticityShort"]) == (50.0, 80.0, 50.0)
    free = markdown_vector(position([row(selling=100)], 20), evidence(), AS_OF, SETTINGS)
    assert free is not None and free.discount == 60.0  # 20 / 0.4^2 = 125 >= 100; 55%: 20 / 0.45^2 = 98.8 < 100
    # a steeper elasticity, a smaller discount for the same excess: (1 - d)^-4 >= 5 at d = 35% (0.65^-4 = 5.60; 30%: 4.16)
    steep = markdown_vector(position([row(selling=100)], 20), evidence(beta=-4.0), AS_OF, SETTINGS)
    assert steep is not None and steep.discount == 35.0
    # a cost but no price: the floor cannot be checked, the fallback
    blind = markdown_vector(position([row(cost=50)], 20), evidence(), AS_OF, SETTINGS)
    assert blind is not None and blind.discount == 15.0 and blind.why.context["model"] == "FALLBACK" and blind.confidence == 0.2


def test_dead_stock_takes_the_smallest_step_whose_comparables_sell_through():
    # product: 5% off: 10 sold of 100 available (0.10); 20%: 30 of 40 (0.75 >= 0.70) over 4 item x shops
    product = {0: StepEvidence(0, 500, 9), 5: StepEvidence(10, 100, 5), 20: StepEvidence(30, 40, 4), 30: StepEvidence(9, 10, 2)}
    why = Why()
    assert clearance([("PRODUCT", "p", product)], 40, 70.0, 70.0, why) == (20.0, "COMPARABLE_SELL_THROUGH", 4)
    assert [s["value"] for s in why.formula if s["step"] == "comparableSellThrough"] == [0.1, 0.75]
    # 30% (0.9) has 2 item x shops, fewer than 3: not counted; at a 80% target nothing clears: the ladder
    assert clearance([("PRODUCT", "p", product)], 40, 70.0, 80.0, Why())[1:] == ("CLEARANCE_LADDER", 0)
    # nothing at the product counted: the brand's evidence decides
    brand = {10: StepEvidence(80, 100, 12)}
    assert clearance([("PRODUCT", "p", {5: StepEvidence(1, 2, 1)}), ("BRAND", "b", brand)], 40, 70.0, 70.0, Why()) == (
        10.0, "COMPARABLE_SELL_THROUGH", 12)  # fmt: skip
    # a step past the ceiling does not count: 20% under a 15% ceiling -> the ladder, min(20, 15) = 15
    assert clearance([("PRODUCT", "p", product)], 40, 15.0, 70.0, Why()) == (15.0, "CLEARANCE_LADDER", 0)


def test_the_clearance_ladder_deepens_with_weeks_since_the_last_sale():
    # weeks = days / 7: under 8 -> 20, under 13 -> 30, under 26 -> 40, else or never sold -> 50
    assert [ladder_discount(d) for d in (0, 55, 56, 90, 91, 181, 182, None)] == [20, 20, 30, 30, 40, 40, 50, 50]
    last_sale = AS_OF - timedelta(days=100)  # 14.3 weeks: 40%
    dead = markdown_vector(position([row(selling=80, last_sale=last_sale)], 0), evidence(), AS_OF, SETTINGS)
    assert dead is not None and dead.discount == 40.0 and dead.confidence == 0.25
    assert dead.why.context["model"] == "CLEARANCE_LADDER" and dead.scores["markdown_urgency"] == 1.0  # 100 / 90, capped


def test_dead_stock_with_comparables_and_the_fallback_only_without_price_and_history():
    comparables = {("BRAND", "brand"): {25: StepEvidence(70, 100, 30)}}  # 0.70 over 30 item x shops
    found = markdown_vector(position([row(selling=80)], 0), evidence(comparables=comparables), AS_OF, SETTINGS)
    assert found is not None and found.discount == 25.0 and found.why.context["model"] == "COMPARABLE_SELL_THROUGH"
    assert found.confidence == pytest.approx(0.7)  # 0.3 + 0.4 x min(1, 30 / 30)
    no_price = markdown_vector(position([row()], 0), evidence(comparables=comparables), AS_OF, SETTINGS)
    assert no_price is not None and no_price.discount == 25.0  # no cost to floor: the comparables still decide
    nothing = markdown_vector(position([row()], 0), evidence(), AS_OF, SETTINGS)
    assert nothing is not None and nothing.discount == 15.0 and nothing.why.context["model"] == "FALLBACK"


def test_comparable_groups_go_product_brand_organization_without_repeats():
    same = {5: StepEvidence(1, 10, 3)}
    found = evidence(comparables={("PRODUCT", "product"): {10: StepEvidence(1, 2, 3)}, ("BRAND", "brand"): same,
                                  ("ORGANIZATION", "*"): dict(same)})  # fmt: skip
    # one brand: the organization's evidence is the brand's, left out
    assert [(level, key) for level, key, _ in found.groups(position([row()], 0))] == [("PRODUCT", "product"), ("BRAND", "brand")]
