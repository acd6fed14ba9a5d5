"""The price calendar and promotion formulas (domain/forecasts/prices.py ``planned_weeks``,
``calendar_row``, ``price_forecast`` with promotions; domain/forecasts/promotions.py) and the
``price-calendar`` row mapping (domain/ingestion/calendar.py), against hand-computed cases."""

from __future__ import annotations

import math
from datetime import date
from decimal import Decimal

import numpy as np
import pytest
from inventory_planning.domain.forecasts import prices as forecast_prices
from inventory_planning.domain.forecasts import promotions as forecast_promotions
from inventory_planning.domain.ingestion.datasets import DEFAULT_OPTIONS, PRICE_CALENDAR, CanonicalMapper, ParseOptions
from inventory_planning.domain.ingestion.reasons import Rejection

AS_OF = date(2026, 3, 2)  # a Monday: week k = 2 March + 7k .. + 6
M = frozenset({"M"})


def row(start: date, end: date, price: float, sizes=M, shop=True, feature=False, display=False) -> forecast_prices.CalendarPrice:
    return forecast_prices.CalendarPrice(start, end, price, sizes, shop, feature, display)


def test_the_item_row_beats_the_product_row_and_the_shop_row_beats_the_all_shops_row():
    day = date(2026, 3, 3)
    product_all = row(AS_OF, day, 5.0, sizes=None, shop=False)
    product_shop = row(AS_OF, day, 6.0, sizes=None, shop=True)
    item_all = row(AS_OF, day, 7.0, shop=False)
    item_shop = row(AS_OF, day, 8.0, shop=True)
    rows = [product_all, product_shop, item_all, item_shop]
    assert forecast_prices.calendar_row(rows, day, "M") is item_shop
    assert forecast_prices.calendar_row(rows[:3], day, "M") is item_all  # the item's all-shops row beats the product's shop row
    assert forecast_prices.calendar_row(rows[:2], day, "M") is product_shop
    assert forecast_prices.calendar_row(rows, day, "L") is product_shop  # an item row of M does not price L
    assert forecast_prices.calendar_row(rows, date(2026, 3, 4), "M") is None  # dateTo is inclusive, and over
    later = row(day, day, 9.0)  # same rank: the latest dateFrom wins
    assert forecast_prices.calendar_row([item_shop, later], day, "M") is later


def test_a_calendar_price_cut_moves_the_weeks_it_covers_and_not_the_others():
    """Regular price 20; 14 (index 0.7) on every day of week 1 for the only size; b = -1.5: week 1's
    index is 0.7 (its lift 0.7^-1.5 = 1.7075 every day), weeks 0 and 2 stay at the current index 0.95."""
    cut = row(date(2026, 3, 9), date(2026, 3, 15), 14.0)
    weeks = forecast_prices.planned_weeks(AS_OF, 3, [], {"M": 1.0}, 0.95, -1.5, calendar=[cut], regular=20.0)
    assert weeks.index == pytest.approx([0.95, 0.7, 0.95])
    assert weeks.calendar and weeks.flags.tolist() == [[0, 0]] * 3
    # three days of the cut in week 0 over two sizes, M (0.75) named and S (0.25) not, b = -1:
    # lift = (0.25 x 7 x 1 + 0.75 x (4 x 1 + 3 x 1/0.5)) / 7 = (1.75 + 7.5) / 7 -> index 7 / 9.25
    half = row(date(2026, 3, 6), date(2026, 3, 8), 10.0)
    weeks = forecast_prices.planned_weeks(AS_OF, 1, [], {"S": 0.25, "M": 0.75}, 1.0, -1.0, calendar=[half], regular=20.0)
    assert weeks.index[0] == pytest.approx(7 / 9.25)
    # without a regular price the calendar gives flags but no price
    assert forecast_prices.planned_weeks(AS_OF, 2, [], {"M": 1.0}, 1.0, -1.5, calendar=[cut]).index.tolist() == [1.0, 1.0]


def test_markdown_and_calendar_on_one_day_take_the_lower_price():
    """30% off M (index 0.7) over weeks 0 and 1; the calendar at 16 / 20 = 0.8 in week 0 and 12 / 20
    = 0.6 in week 1; b = -1: week 0 at 0.7 (the plan), week 1 at 0.6 (the calendar)."""
    plan = forecast_prices.PriceWindow(AS_OF, date(2026, 3, 15), {"M": 30.0})
    rows = [row(AS_OF, date(2026, 3, 8), 16.0), row(date(2026, 3, 9), date(2026, 3, 15), 12.0)]
    weeks = forecast_prices.planned_weeks(AS_OF, 3, [plan], {"M": 1.0}, 1.0, -1.0, calendar=rows, regular=20.0)
    assert weeks.index == pytest.approx([0.7, 0.6, 1.0])
    # the markdown-only path is unchanged: planned_week_index is planned_weeks without a calendar
    assert forecast_prices.planned_week_index(AS_OF, 3, [plan], {"M": 1.0}, 1.0, -1.0) == pytest.approx([0.7, 0.7, 1.0])


def test_flags_are_the_weeks_share_of_days_and_sizes():
    """Feature on M (share 0.75) for 3 days of week 0: 3 x 0.75 / 7 = 0.3214; display on every size
    (a product row) all of week 1: 1."""
    rows = [row(date(2026, 3, 6), date(2026, 3, 8), 20.0, feature=True),
            row(date(2026, 3, 9), date(2026, 3, 15), 20.0, sizes=None, display=True)]  # fmt: skip
    weeks = forecast_prices.planned_weeks(AS_OF, 3, [], {"S": 0.25, "M": 0.75}, 1.0, -1.5, calendar=rows, regular=20.0)
    assert weeks.flags[:, 0] == pytest.approx([3 * 0.75 / 7, 0.0, 0.0])
    assert weeks.flags[:, 1] == pytest.approx([0.0, 1.0, 0.0])
    assert weeks.index == pytest.approx([1.0, 1.0, 1.0])  # at the regular price: no price move


def test_a_feature_flag_with_a_known_lift():
    """A constant 10 a week at the regular price, no flag in the history; feature over all of week 1
    ahead with the log-lift ln 2: week 1 is 10 x 2 = 20, the others 10; half a week on display with
    log-lift ln 4: 10 x exp(0.5 ln 4) = 20 too."""
    y = np.full(20, 10.0)
    future = np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 0.5]])
    promotions = forecast_prices.Promotions(np.zeros((20, 2)), future, (math.log(2), math.log(4)))
    result = forecast_prices.price_forecast(y, 3, np.ones(20), np.ones(3), -1.5, promotions=promotions)
    assert result.mean == pytest.approx([10.0, 20.0, 20.0])
    assert result.algorithm.endswith("+price-elasticity+promotion")
    # the history deflated: two weeks of 20 on feature (lift 2) are 10 at base
    past = np.zeros((20, 2))
    past[[5, 9], 0] = 1.0
    y2 = y.copy()
    y2[[5, 9]] = 20.0
    again = forecast_prices.price_forecast(
        y2, 3, np.ones(20), np.ones(3), -1.5, promotions=forecast_prices.Promotions(past, future, (math.log(2), 0.0))
    )
    assert again.mean == pytest.approx([10.0, 20.0, 10.0])
    no_flag = forecast_prices.price_forecast(
        y, 3, np.ones(20), np.ones(3), -1.5, promotions=forecast_prices.Promotions(past, np.zeros((3, 2)), (0.7, 0.0))
    )
    assert not no_flag.algorithm.endswith("+promotion")
    with pytest.raises(ValueError, match="flags"):
        forecast_prices.price_forecast(
            y, 3, np.ones(20), np.ones(3), -1.5, promotions=forecast_prices.Promotions(past, np.zeros((2, 2)), (0.7, 0.0))
        )


def test_the_within_lift_by_hand_and_its_pooling():
    """10 weeks at one price: 5 weeks of 2 units, 5 weeks of 4 on feature. Demeaned, log units are
    -+ ln2 / 2 and feature -+ 1/2: g = sum(x y) / sum(x x) = (10 x ln2 / 4) / (10 / 4) = ln 2; the price
    never moved (left out); display never moved: None. n - G = 9 >= 8."""
    units = np.array([2.0] * 5 + [4.0] * 5)
    flags = np.column_stack([[0.0] * 5 + [1.0] * 5, np.zeros(10)])
    sums = forecast_promotions.series_lift_sums(units, units * 20.0, flags)
    assert (sums.observations, sums.groups) == (10, 1)
    assert forecast_promotions.fit_lifts(sums) == (pytest.approx(math.log(2)), None)
    # demand with price elasticity -2 and feature log-lift 0.5, exactly: both come back
    prices = np.array([10, 9, 8, 10, 9, 8, 10, 9, 8, 10.0])
    feature = np.array([0, 0, 1, 1, 0, 1, 0, 0, 1, 0.0])
    demand = 100 * prices**-2.0 * np.exp(0.5 * feature)
    exact = forecast_promotions.series_lift_sums(demand, demand * prices, np.column_stack([feature, np.zeros(10)]))
    assert forecast_promotions.fit_lifts(exact)[0] == pytest.approx(0.5)
    # a negative response (feature weeks selling less) is clipped to no lift
    falling = forecast_promotions.series_lift_sums(units[::-1], units[::-1] * 20.0, flags)
    assert forecast_promotions.fit_lifts(falling) == (0.0, None)
    # pooling: a variant with 3 weeks (n - G = 2 < 8) falls to its product's sums
    short = forecast_promotions.series_lift_sums(units[3:6], units[3:6] * 20.0, flags[3:6])
    assert forecast_promotions.fit_lifts(short) == (None, None)
    lifts = forecast_promotions.pooled_lifts([short, sums, None])
    assert (lifts.feature, lifts.feature_source, lifts.display, lifts.display_source) == (
        pytest.approx(math.log(2)), "PRODUCT", 0.0, "NONE")  # fmt: skip
    assert forecast_promotions.pooled_lifts([None, None, None]).values == (0.0, 0.0)
    category = forecast_promotions.pooled_lifts([short, None, short, sums])  # nothing below measures it: the category's
    assert (category.feature, category.feature_source) == (pytest.approx(math.log(2)), "CATEGORY")


def mapped(get: dict[str, str], options: ParseOptions = DEFAULT_OPTIONS):
    return CanonicalMapper("org-1", PRICE_CALENDAR, options).map(2, get)


@pytest.mark.parametrize(
    ("cells", "reason"),
    [
        ({"dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "9"}, "MISSING_SKU"),
        ({"sku": "#REF!", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "9"}, "INVALID_SKU"),
        ({"sku": "A-1", "dateFrom": "2026-03-09", "dateTo": "2026-03-08", "price": "9"}, "INVALID_DATE"),
        ({"sku": "A-1", "dateFrom": "", "dateTo": "2026-03-08", "price": "9"}, "INVALID_DATE"),
        ({"sku": "A-1", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": ""}, "MISSING_PRICE"),
        ({"sku": "A-1", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "-2"}, "INVALID_PRICE"),
        ({"sku": "A-1", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "abc"}, "INVALID_PRICE"),
        ({"sku": "A-1", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "9", "display": "2"}, "INVALID_VALUE"),
    ],
)
def test_rejected_calendar_rows_carry_their_reason(cells, reason):
    found = mapped(cells)
    assert isinstance(found, Rejection) and found.reason == reason


def test_a_calendar_row_and_its_key():
    """The sku wins over a productCode on the same row; flags read yes/no/1/0/true/false; the key is
    (shop or all, item or product, dateFrom, promotionCode), so a changed dateTo or price keeps the id."""
    one = mapped({"sku": " a_1 ", "productCode": "P", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "9.990",
                  "feature": "Yes", "display": "0", "promotionCode": "SPRING"})  # fmt: skip
    assert (one.sku, one.product_code, one.shop_code, one.price, one.feature, one.display) == (
        "A-1", None, None, Decimal("9.99"), True, False)  # fmt: skip
    same_key = mapped({"sku": "A-1", "dateFrom": "2026-03-02", "dateTo": "2026-03-31", "price": "5", "promotionCode": "SPRING"})
    assert same_key.id == one.id
    other_shop = mapped({"sku": "A-1", "shopCode": "par", "dateFrom": "2026-03-02", "dateTo": "2026-03-08", "price": "9",
                         "promotionCode": "SPRING"})  # fmt: skip
    assert other_shop.shop_code == "PAR" and other_shop.id != one.id
    product = mapped({"productCode": "p", "dateFrom": "02/03/2026", "dateTo": "08/03/2026", "price": "1.234,5"},
                     ParseOptions(date_format="%d/%m/%Y", decimal_comma=True, default_currency="EUR"))  # fmt: skip
    assert (product.sku, product.product_code, product.price, product.currency) == (None, "P", Decimal("1234.5"), "EUR")
    assert product.date_from == date(2026, 3, 2)
