"""Markdown calendars and size curves (issue 37; docs/configuration.md "Markdown calendars", "Size
curves"): a window's state on the clock, the governing window, each markdown rule condition, the
size-curve deviation in points, the shares' validation, the CSV import's rejects and the restock split
by the brand's curve."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from types import SimpleNamespace

import pytest
from inventory_planning.domain.markdown_calendars import windows as w
from inventory_planning.domain.recommendations.restock import restock_vector
from inventory_planning.domain.recommendations.vectors import BRAND_SIZE_CURVE
from inventory_planning.domain.rules.evaluation import evaluate
from inventory_planning.domain.rules.plan import PlanContext, PlanItem
from inventory_planning.domain.rules.rulesets import Rule
from inventory_planning.domain.size_curves import curves as c
from inventory_planning.domain.size_curves.imports import parse_curves
from inventory_planning.kernel.errors import InvalidInput
from inventory_planning.services.recommendations.chunks import size_split
from pydantic import ValidationError

from tests.unit.test_restock_economics import SETTINGS, _position

WINDOW = {"id": "w1", "name": "Winter sale", "startDate": "2026-01-10", "endDate": "2026-01-31", "maxDiscountPct": 40.0,
          "minMarginPct": 10.0, "maxMarkdownsPerItem": 1}  # fmt: skip


# ------------------------------------------------------------------------------------------------
# Windows on the clock


@pytest.mark.parametrize(
    ("day", "state"),
    [("2026-01-09", "upcoming"), ("2026-01-10", "active"), ("2026-01-31", "active"), ("2026-02-01", "completed")],
)
def test_a_window_state_on_the_service_day_both_ends_included(day, state):
    assert w.state_on(WINDOW, date.fromisoformat(day)) == state
    assert w.with_state(WINDOW, date.fromisoformat(day))["state"] == state


def test_the_window_that_started_last_governs_overlaps():
    later = {**WINDOW, "id": "w2", "name": "Late", "startDate": "2026-01-20", "endDate": "2026-01-25"}
    assert w.governing_window([WINDOW, later], date(2026, 1, 21))["id"] == "w2"
    assert w.governing_window([WINDOW, later], date(2026, 1, 27))["id"] == "w1"
    assert w.governing_window([WINDOW, later], date(2026, 2, 2)) is None
    context = w.window_context([WINDOW], date(2026, 3, 1))
    assert context == {"markdownCalendarDefined": True, "markdownWindow": None}
    assert w.window_context([], date(2026, 3, 1)) == {"markdownCalendarDefined": False, "markdownWindow": None}


def test_window_bodies_refuse_a_reversed_range_and_bad_limits():
    with pytest.raises(ValidationError) as error:
        w.MarkdownWindowCreate.model_validate({"name": "x", "startDate": "2026-02-01", "endDate": "2026-01-01"})
    assert "endDate" in str(error.value)
    with pytest.raises(ValidationError):
        w.MarkdownWindowCreate.model_validate(
            {"name": "x", "startDate": "2026-01-01", "endDate": "2026-01-02", "maxDiscountPct": 101}
        )
    for limit in ("maxDiscountPct", "minMarginPct"):  # a JSON boolean is not a percent (the fuzzer's false)
        body = f'{{"name": "x", "startDate": "2026-01-01", "endDate": "2026-01-02", "{limit}": false}}'
        with pytest.raises(ValidationError) as wrong_type:
            w.MarkdownWindowCreate.model_validate_json(body)
        assert wrong_type.value.errors()[0]["type"] == "float_type"
    with pytest.raises(InvalidInput) as refused:
        w.apply_update(WINDOW, {"startDate": "2026-03-01"}, "u1")
    assert refused.value.field_errors[0]["field"] == "startDate"
    assert w.apply_update(WINDOW, {"name": "Winter sale"}, "u1") is WINDOW  # nothing changes


# ------------------------------------------------------------------------------------------------
# The markdown rule conditions


def _rule(kind: str, **extra) -> Rule:
    return Rule.model_validate({
        "id": kind, "name": kind, "category": "pricing", "enforcement": "BLOCK", "condition": {"type": kind, **extra},
        "hooks": ["MARKDOWN_PRE_ADD_ITEM"], "message": "{actual} vs {threshold} in {windowName}",
    })  # fmt: skip


def _line(discount: float, size: str = "M", list_price: float = 100.0, cost: float = 50.0) -> PlanItem:
    return PlanItem(
        variantId="v1", sizeId=size, shopId="s1", quantity=1, unitCost=cost, listPrice=list_price, discountPercent=discount
    )


def _markdown(kind: str, candidate: PlanItem, items=(), window=WINDOW, defined=True, **extra):
    context = PlanContext(planType="MARKDOWN", items=list(items), markdownCalendarDefined=defined, markdownWindow=window)
    [found] = evaluate([_rule(kind, **extra)], "MARKDOWN_PRE_ADD_ITEM", context, candidate).outcomes
    return found


def test_a_markdown_outside_any_active_window_fails_and_no_calendar_is_unrestricted():
    assert _markdown("markdown_in_active_window", _line(10)).passed
    outside = _markdown("markdown_in_active_window", _line(10), window=None)
    assert not outside.passed and outside.details.actual == 0 and outside.details.threshold == 1
    free = _markdown("markdown_in_active_window", _line(10), window=None, defined=False)
    assert free.passed and free.details.unmeasured == 1


def test_the_window_maximum_discount_equal_passes_above_fails():
    assert _markdown("markdown_window_max_discount", _line(40)).passed
    above = _markdown("markdown_window_max_discount", _line(40.5))
    assert not above.passed and above.details.threshold == 40 and above.message == "40.5 vs 40 in Winter sale"
    no_limit = _markdown("markdown_window_max_discount", _line(90), window={**WINDOW, "maxDiscountPct": None})
    assert no_limit.passed and no_limit.details.unmeasured == 1


def test_the_window_minimum_margin_after_discount():
    # list 100, 40 % off: net 60, cost 54: margin (60 - 54) / 60 = 10 % (passes); cost 55: 8.33 % (fails)
    assert _markdown("markdown_window_min_margin", _line(40, cost=54.0)).passed
    low = _markdown("markdown_window_min_margin", _line(40, cost=55.0))
    assert not low.passed and low.details.actual == pytest.approx(8.333333)


def test_more_markdowns_of_one_item_than_the_window_allows():
    first = _line(20)
    assert _markdown("markdown_window_max_markdowns_per_item", first).passed
    second = _markdown("markdown_window_max_markdowns_per_item", _line(30), items=[first])
    assert not second.passed and second.details.actual == 2 and second.details.threshold == 1
    other_size = _markdown("markdown_window_max_markdowns_per_item", _line(30, size="L"), items=[first])
    assert other_size.passed
    context = PlanContext(planType="MARKDOWN", markdownCalendarDefined=True, markdownWindow=WINDOW, otherMarkdowns={"v1|L|s1": 1})
    rule = _rule("markdown_window_max_markdowns_per_item")
    [elsewhere] = evaluate([rule], "MARKDOWN_PRE_ADD_ITEM", context, _line(30, size="L")).outcomes  # another plan marks L down
    assert not elsewhere.passed and elsewhere.details.actual == 2


# ------------------------------------------------------------------------------------------------
# Size curves


def test_shares_must_add_up_to_100_within_half_a_point():
    c.SizeCurveCreate.model_validate({"name": "x", "brandId": "b1", "shares": {"S": 30, "M": 40.4, "L": 30}})  # 100.4
    with pytest.raises(ValidationError) as error:
        c.SizeCurveCreate.model_validate({"name": "x", "brandId": "b1", "shares": {"S": 30, "M": 40.6, "L": 30}})
    assert error.value.errors()[0]["loc"] == ("shares",)
    with pytest.raises(ValidationError):
        c.SizeCurveUpdate.model_validate({"shares": {"S": 99}})


def test_the_deviation_is_the_largest_gap_in_points_over_the_sizes_of_either():
    # mix S 20 M 50 L 30 against S 25 M 40 L 25 XL 10: gaps 5, 10, 5, 10: 10 points, first at M (L < M < S < XL)
    points, size = c.deviation_points({"S": 20, "M": 50, "L": 30}, {"S": 25, "M": 40, "L": 25, "XL": 10})
    assert points == 10 and size == "M"
    assert c.size_mix({"S": 1, "M": 3}) == {"S": 25.0, "M": 75.0}
    assert c.fractions({"S": 25, "M": 75}) == {"S": 0.25, "M": 0.75}
    assert c.curve_shares_for({"S", "M"}, {"S": 20, "M": 60, "L": 20}) == {"S": 0.25, "M": 0.75}
    assert c.curve_shares_for({"XS"}, {"S": 100}) is None


def test_the_curve_updated_last_wins():
    old = {"id": "1", "brandId": "b1", "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-03-01T00:00:00.000Z"}
    new = {"id": "2", "brandId": "b1", "createdAt": "2026-02-01T00:00:00.000Z", "updatedAt": "2026-02-01T00:00:00.000Z"}
    assert c.winning_curve([old, new], "b1")["id"] == "1"
    assert c.winning_curve([old, new], "b2") is None


def test_the_size_curve_deviation_rule_fires_above_its_threshold():
    rule = Rule.model_validate({
        "id": "sc", "name": "Size mix", "category": "assortment", "enforcement": "WARN",
        "condition": {"type": "size_curve_deviation", "maxDeviationPoints": 10}, "hooks": ["MANUAL_CHECK"],
        "message": "{variantId} deviates {actual} points at {worstSize}",
    })  # fmt: skip
    lines = [PlanItem(variantId="v1", sizeId=s, brandId="b1", quantity=q) for s, q in (("S", 2), ("M", 5), ("L", 3))]
    context = PlanContext(planType="RESTOCK", items=lines, sizeCurves={"b1": {"S": 25, "M": 40, "L": 35}})
    [ok] = evaluate([rule], "MANUAL_CHECK", context).outcomes  # mix 20 / 50 / 30: 10 points at M
    assert ok.passed and ok.details.actual == 10
    [warned] = evaluate([rule.model_copy(update={"condition": rule.condition.model_copy(update={"maxDeviationPoints": 9.5})})],
                        "MANUAL_CHECK", context).outcomes  # fmt: skip
    assert not warned.passed and warned.enforcement == "WARN" and warned.message == "v1 deviates 10 points at M"
    [unmeasured] = evaluate([rule], "MANUAL_CHECK", PlanContext(planType="RESTOCK", items=lines)).outcomes
    assert unmeasured.passed and unmeasured.details.unmeasured == 3


def test_the_csv_import_counts_and_explains_its_rejects():
    text = (
        "brandCode,size,percent\n"
        "ACME,S,30\nACME,M,40\nACME,L,30\nACME,M,10\n"  # line 5 (the header is line 1): M again
        "ACME,XL,abc\n"  # bad percent
        "NOPE,S,100\n"  # unknown brand
        "ZED,S,50\nZED,M,40\n"  # 90: both rejected
        ",M,10\n"  # missing brand code
    )
    found = parse_curves(text, {"ACME": "b1", "ZED": "b2"})
    assert found.curves == {"b1": {"S": 30, "M": 40, "L": 30}} and found.rows_read == 9
    assert [(r["line"], r["reason"]) for r in found.rejected] == [
        (5, "DUPLICATE_SIZE"), (6, "BAD_PERCENT"), (7, "UNKNOWN_BRAND"), (8, "SHARES_NOT_100"), (9, "SHARES_NOT_100"),
        (10, "MISSING_VALUE"),
    ]  # fmt: skip
    assert found.by_reason["SHARES_NOT_100"] == 2
    with pytest.raises(InvalidInput) as error:
        parse_curves("brand,size,percent\nACME,S,100\n", {"ACME": "b1"})
    assert error.value.field_errors[0]["field"] == "csv"


# ------------------------------------------------------------------------------------------------
# The restock split by the brand's curve


def test_the_restock_split_takes_the_brand_curve_where_one_exists():
    inputs = SimpleNamespace(size_curves={"b1": {"S": 10, "M": 80, "L": 10}})
    rows = [{"brand_id": "b1", "size": s} for s in ("S", "M")]
    shares, source = size_split(inputs, rows, {"S": 0.5, "M": 0.5})
    assert source == BRAND_SIZE_CURVE and shares == pytest.approx({"S": 1 / 9, "M": 8 / 9})
    assert size_split(inputs, [{"brand_id": "b2", "size": "S"}], {"S": 1.0}) == ({"S": 1.0}, "SALES_MIX")
    weekly = [1.0, 2.0, 1.0, 2.0] * 13  # smooth: a sale every week
    sales = _position({"S": 0, "M": 0}, {"S": weekly, "M": weekly}, {"S": 0.5, "M": 0.5})
    curved = replace(sales, shares=shares, shares_source=source)
    by_sales = restock_vector(sales, SETTINGS, moq=None, pack=None, restricted_brand=False, blacklisted_supplier=None)
    by_curve = restock_vector(curved, SETTINGS, moq=None, pack=None, restricted_brand=False, blacklisted_supplier=None)
    assert "sizeSplit" not in by_sales.why.context
    assert by_curve.why.context["sizeSplit"]["source"] == BRAND_SIZE_CURVE
    assert by_curve.why.context["bySize"]["M"]["share"] == pytest.approx(0.8889, abs=1e-4)
    assert by_curve.by_size["M"] > by_sales.by_size["M"] and by_curve.by_size["S"] < by_sales.by_size["S"]
