"""The decision replay's inputs from the lake (services/replays/inputs.py; docs/intelligence.md "Decision
replay: inputs and the recommendations policy"), on a small hand-made history.

Replayed window 2024-06-03 .. 2024-06-16 (14 days, review days 3 and 10 June). Stock counted at the
end of 2 June: shop A 10 tees TEE-RED-M, shop B 100 tees TEE-RED-M, shop C 5 caps CAP-BLU-U (unit
costs 5, 5 and 2; catalogue retail prices 20, 20 and 9).
- A sells 2 tees a day at 20 from 4 April to 7 June (the 60 days before 3 June, then 3..7 June), one on
  8 June, and takes one back on 4 June (a return): its closing stock is 8, 7, 5, 3, 1 on 3..7 June
  (the return is stock: +1 on the 4th), 0 from 8 June on;
- B sells one tee TEE-RED-L (never counted: no recorded stock) at 18 on 5 June, and one TEE-RED-M
  121 days before 3 June (outside the history);
- C's caps never sell; C's hats HAT-GRN-S are first counted at the end of 9 June (4), one sold on 5
  June and one on 10 June at 15: rolled back from that count, C held 4 + 1 = 5 hats until 5 June, 4
  from 5 June, 3 from 10 June;
- the tee's supplier SUP-1 took 10, 12 and 40 days on three order lines before 3 June (lead time
  their median, 12 days); the cap has no supplier (the settings' default, 14 days).
"""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from tests.helpers.seed import ingest, to_csv

FIRST, LAST = date(2024, 6, 3), date(2024, 6, 16)
SALE_HEADER = ["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour", "lineType"]
TEE = ["TEE", "Tee", "RED"]
ORDER_HEADER = ["orderCode", "supplierCode", "sku", "quantity", "purchasePrice", "orderDate", "expectedDate", "shopCode", "size"]


def day(n: int) -> date:
    """``FIRST + n`` days."""
    return FIRST + timedelta(days=n)


def sale(when: date, shop: str, sku: str, quantity: int, price: float, size: str, line_type: str = "sale") -> list[str]:
    return [when.isoformat(), shop, sku, str(quantity), str(price), size, *TEE, line_type]


def ingest_all(organization_id: str, files: dict[str, str]) -> None:
    for name, content in files.items():
        assert not ingest(organization_id, name, content)[-1].get("batchItemFailures"), name


def chain(organization_id: str, as_of: date) -> None:
    """The chain's stock-snapshot, forecasts and risks runs with ``as_of`` (in process)."""
    from inventory_planning.services.jobs import runs as jobs

    for name in ("stock-snapshot", "forecasts", "risks"):
        run = jobs.run_now(organization_id, name, as_of, "MANUAL")
        assert run.status == "SUCCESS", (name, run)


@pytest.fixture
def history(client, tenant, monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", (LAST + timedelta(days=1)).isoformat())
    org = tenant.organization_id
    a_sales = [sale(day(-d), "A", "TEE-RED-M", 2, 20, "M") for d in range(1, 61)]
    a_sales += [sale(day(d), "A", "TEE-RED-M", 2, 20, "M") for d in range(5)]
    a_sales += [sale(day(5), "A", "TEE-RED-M", 1, 20, "M"), sale(day(1), "A", "TEE-RED-M", -1, 20, "M", "return")]
    b_sales = [sale(day(2), "B", "TEE-RED-L", 1, 18, "L"), sale(day(-121), "B", "TEE-RED-M", 1, 20, "M")]
    hats = [[when.isoformat(), "C", "HAT-GRN-S", "1", "15", "S", "HAT", "Hat", "GRN", "sale"] for when in (day(2), day(7))]
    orders = [["PO-1", "SUP-1", "TEE-RED-M", "10", "5", "2024-01-01", "2024-01-11", "A", "M"],
              ["PO-2", "SUP-1", "TEE-RED-M", "10", "5", "2024-02-01", "2024-02-13", "A", "M"],
              ["PO-3", "SUP-1", "TEE-RED-M", "10", "5", "2024-03-01", "2024-04-10", "B", "M"]]  # fmt: skip
    ingest_all(org, {
        "shops.csv": to_csv([["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"], ["C", "Gamma"]]),
        "catalogue.csv": to_csv([["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice"],
                                 ["TEE-RED-M", "TEE", "Tee", "M", "RED", "5", "20"],
                                 ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", "2", "9"]]),
        "sales.csv": to_csv([SALE_HEADER, *a_sales, *b_sales, *hats]),
        "stock.csv": to_csv([["shopCode", "sku", "quantity", "size", "snapshotDate", "unitCost"],
                             ["A", "TEE-RED-M", "10", "M", "2024-06-02", "5"], ["B", "TEE-RED-M", "100", "M", "2024-06-02", "5"],
                             ["C", "CAP-BLU-U", "5", "U", "2024-06-02", "2"]]),
        "stock-hats.csv": to_csv([["shopCode", "sku", "quantity", "size", "snapshotDate", "unitCost"],
                                  ["C", "HAT-GRN-S", "4", "S", "2024-06-09", "6"]]),
        "orders.json": "\n".join(json.dumps(dict(zip(ORDER_HEADER, line, strict=True))) for line in orders),
    })  # fmt: skip
    shops = {s["code"]: s["id"] for s in client.get("/api/shops", tenant.token).json()["data"]}
    return {"org": org, "shops": shops}


def keys_of(inp, shops: dict[str, str]) -> dict[str, tuple[str, str, str]]:
    """The positions' keys by a name: ``a`` (tee M in A), ``bm`` (tee M in B), ``bl`` (tee L in B), ``c`` (cap in
    C), ``h`` (hat in C)."""
    code = {shop_id: name for name, shop_id in shops.items()}
    names = {("M", "A"): "a", ("M", "B"): "bm", ("L", "B"): "bl", ("U", "C"): "c", ("S", "C"): "h"}
    return {names[(p.size, code[p.shop_id])]: p.key for p in inp.positions}


def test_positions_stock_demand_values_and_lead_times(history):
    from inventory_planning.services.replays.inputs import replay_input

    inp = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None)
    inp.validate()
    k = keys_of(inp, history["shops"])
    assert sorted(k) == ["a", "bl", "bm", "c", "h"]  # stock-only (c, bm), sales-only (bl), both (a, h)
    tee, cap = k["a"][0], k["c"][0]
    assert k["bm"][0] == k["bl"][0] == tee != cap and k["bl"][1] == "L"
    assert (inp.first, inp.last, inp.review_days()) == (FIRST, LAST, [FIRST, day(7)])
    # opening: the closing stock of 2 June (the count); B's L was never counted; C's hats rolled back
    # from their count of 9 June: 4 + the 1 sold on 5 June
    assert dict(inp.opening_stock) == {k["a"]: 10.0, k["bm"]: 100.0, k["c"]: 5.0, k["h"]: 5.0}
    # demand from 6 May (FIRST - 28): A's 2 a day, 1 on 8 June; the return on 4 June does not reduce it
    history_days = {FIRST - timedelta(days=d): 2.0 for d in range(1, 29)}
    assert dict(inp.demand[k["a"]]) == {**history_days, **{day(d): 2.0 for d in range(5)}, day(5): 1.0}
    assert dict(inp.demand[k["bl"]]) == {day(2): 1.0}
    assert dict(inp.demand[k["h"]]) == {day(2): 1.0, day(7): 1.0}
    assert k["bm"] not in inp.demand and k["c"] not in inp.demand  # B's M sold 121 days before
    # values: 2 x 20 = 40 a day, 1 x 20 on 8 June; 1 x 18
    assert dict(inp.sale_value[k["a"]]) == {**{day(d): 40.0 for d in range(5)}, day(5): 20.0}
    assert dict(inp.sale_value[k["bl"]]) == {day(2): 18.0}
    # censored days: A's closing 10-2=8, 8-2+1=7, 5, 3, 1, 1-1=0 on 8 June, then 0 to 16 June (9 days)
    assert dict(inp.recorded_stock) == {k["a"]: {day(d): 0.0 for d in range(5, 14)}}
    # lead times: SUP-1's median of 10, 12, 40 days = 12 for the tee's sizes; the cap: the default 14
    assert dict(inp.lead_time_days) == {k["a"]: 12, k["bm"]: 12, k["bl"]: 12, k["c"]: 14, k["h"]: 14}
    by_key = {p.key: p for p in inp.positions}
    # cost: the count's unit cost (5, 2); price: the position's catalogue retail price (20, 9);
    # B's L has no stock position: its sale lines' cost (the variant's catalogue cost 5) and median price 18
    # C's hats: the count's cost 6, no catalogue retail price: their median selling price 15
    assert [(by_key[k[n]].unit_cost, by_key[k[n]].unit_price) for n in ("a", "bm", "c", "bl", "h")] == [
        (5.0, 20.0), (5.0, 20.0), (2.0, 9.0), (5.0, 18.0), (6.0, 15.0)
    ]  # fmt: skip
    assert len({by_key[k[n]].brand_id for n in ("a", "bm", "bl")}) == 1


def test_a_shop_filter_keeps_its_positions_only(history):
    from inventory_planning.services.replays.inputs import replay_input

    inp = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=[history["shops"]["B"]])
    assert sorted(keys_of(inp, history["shops"])) == ["bl", "bm"]
    assert dict(inp.opening_stock) == {keys_of(inp, history["shops"])["bm"]: 100.0}
    assert replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=[]).positions == ()


def test_too_many_positions_are_refused(history, monkeypatch):
    from inventory_planning.domain.failures import failure_of
    from inventory_planning.services.replays import inputs as replay_inputs

    monkeypatch.setattr(replay_inputs, "MAX_POSITION_DAYS", 69)  # 5 positions x 14 days = 70
    with pytest.raises(replay_inputs.ReplayTooLarge) as refused:
        replay_inputs.replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None)
    assert str(failure_of(refused.value)).startswith(
        "REPLAY_TOO_LARGE: The replay would follow 5 positions over 14 days, more than 69 position-days"
    )
    monkeypatch.setattr(replay_inputs, "MAX_POSITION_DAYS", 70)
    assert len(replay_inputs.replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None).positions) == 5


def test_the_chain_days_add_the_positions_the_chain_may_restock_and_a_negative_sale_value_is_zero(history):
    """A sold a tee in S 100 days before the window (no stock, no sale in the window): not a position of
    the window's facts, but the risks run of 3 June holds it (sales in the year), so the chain may restock
    it; with ``chain_days`` it is replayed (opening 0, no demand, valued at its only price, 20).
    C sold a cap on 6 June at 9 with a 12 discount: gross sales 1 x 9 - 12 = -3, valued 0 (a coupon
    larger than the price sells nothing of value), so the input stays valid."""
    from inventory_planning.services.replays.inputs import replay_input

    header = [*SALE_HEADER, "discountAmount"]
    ingest_all(history["org"], {"late-sales.csv": to_csv([
        header, [*sale(day(-100), "A", "TEE-RED-S", 1, 20, "S"), ""],
        [day(3).isoformat(), "C", "CAP-BLU-U", "1", "9", "U", "CAP", "Cap", "BLU", "sale", "12"],
    ])})  # fmt: skip
    before = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None)
    assert {(p.size, p.shop_id) for p in before.positions} == {
        ("M", history["shops"]["A"]), ("M", history["shops"]["B"]), ("L", history["shops"]["B"]),
        ("U", history["shops"]["C"]), ("S", history["shops"]["C"]),
    }  # fmt: skip
    cap = next(p.key for p in before.positions if p.size == "U")
    assert dict(before.sale_value[cap]) == {day(3): 0.0} and dict(before.demand[cap]) == {day(3): 1.0}
    before.validate()

    chain(history["org"], FIRST)
    inp = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=None, chain_days=[FIRST])
    inp.validate()
    added = [p for p in inp.positions if (p.size, p.shop_id) == ("S", history["shops"]["A"])]
    assert len(added) == 1 and len(inp.positions) == len(before.positions) + 1
    tee_s = added[0]
    assert tee_s.key not in inp.opening_stock and tee_s.key not in inp.demand
    assert tee_s.unit_price == 20.0
    assert inp.lead_time_days[tee_s.key] == 12  # the tee's variant: SUP-1's median of 10, 12, 40 days
    # a shop filter applies to them too
    only_b = replay_input(history["org"], FIRST, LAST, review_period_days=7, shop_ids=[history["shops"]["B"]], chain_days=[FIRST])
    assert sorted(p.size for p in only_b.positions) == ["L", "M"]
