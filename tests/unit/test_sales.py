import pytest
from inventory_planning.domain.sales import sort_groups, summarize

ROWS = [
    # shop, brand, product, variant, item, currency, gross, margin, units
    ["s1", "b1", "p1", "v1", "i1", "INR", 100.0, 40.0, 2],
    ["s1", "b1", "p2", "v2", "i2", "INR", 50.0, None, 1],
    ["s2", "b1", "p1", "v1", "i1", "EUR", 30.0, 10.0, 1],
    ["s2", "b2", "p3", "v3", "i3", "INR", 500.0, 100.0, 3],
]


def test_group_by_brand_sums_and_currency():
    groups = {g.key: g for g in summarize(ROWS, "brand")}
    assert groups["b1"].gross_sales == 180.0
    assert groups["b1"].margin == 50.0  # a line without a known cost adds no margin
    assert groups["b1"].units == 4
    assert groups["b1"].currency_id is None  # INR and EUR: spans several currencies
    assert groups["b2"].currency_id == "INR"


def test_filters_by_shop_and_brand():
    groups = {g.key: g for g in summarize(ROWS, "product", shop_ids={"s1"})}
    assert set(groups) == {"p1", "p2"}
    assert groups["p1"].gross_sales == 100.0
    groups = summarize(ROWS, "shop", brand_ids={"b2"})
    assert [(g.key, g.units) for g in groups] == [("s2", 3)]


def test_sort_by_metric_and_direction_with_stable_ties():
    groups = summarize(ROWS, "product")
    assert [g.key for g in sort_groups(groups, "grossSales", True)] == ["p3", "p1", "p2"]
    assert [g.key for g in sort_groups(groups, "units", False)] == ["p2", "p1", "p3"]
    tied = summarize([["s", "b", "z", "", "", "INR", 1, 0, 1], ["s", "b", "a", "", "", "INR", 1, 0, 1]], "product")
    assert [g.key for g in sort_groups(tied, "grossSales", True)] == ["a", "z"]


def test_unknown_group_is_an_error():
    with pytest.raises(KeyError):
        summarize(ROWS, "colour")
