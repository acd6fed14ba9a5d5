"""Analytics endpoints on data loaded through the ingestion worker, and their tenancy."""

from __future__ import annotations

from tests.helpers.data import loaded  # noqa: F401 - fixture
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, ingestion_records

JUNE = "from=2021-06-01&to=2021-06-30"


def body(result):
    assert result.status == 200, result.body
    return result.json()


def test_sales_summary_groups_and_sorts(tenant, client, loaded):  # noqa: F811
    result = body(client.get(f"/api/sales/summary?{JUNE}&groupBy=product", tenant.token))
    assert result["meta"] == {"page": 1, "pageSize": 20, "total": 2}
    rows = result["data"]
    assert [(r["grossSales"], r["units"]) for r in rows] == [(400.0, 4), (300.0, 1)]
    assert rows[0]["productName"] and rows[0]["brandId"] is None and rows[0]["currencyId"] == "INR"
    # AN201-RED-L costs 40 (price list loaded before the sales): margin 400 - 4 x 40.
    assert rows[0]["margin"] == 240.0
    by_units = body(client.get(f"/api/sales/summary?{JUNE}&groupBy=product&sortBy=units&sortDir=asc", tenant.token))
    assert [r["units"] for r in by_units["data"]] == [1, 4]
    brand = body(client.get(f"/api/sales/summary?{JUNE}", tenant.token))["data"]
    assert len(brand) == 1 and brand[0]["grossSales"] == 700.0 and brand[0]["brandName"]
    whole = body(client.get("/api/sales/summary?from=2021-01-01&to=2021-12-31&groupBy=shop", tenant.token))["data"]
    assert whole[0]["grossSales"] == 820.0 and whole[0]["shopName"]
    paged = body(client.get(f"/api/sales/summary?{JUNE}&groupBy=product&pageSize=1&page=2", tenant.token))
    assert [r["grossSales"] for r in paged["data"]] == [300.0] and paged["meta"]["total"] == 2


def test_sales_summary_filters(tenant, client, loaded):  # noqa: F811
    shop = body(client.get("/api/shops", tenant.token))["data"][0]["id"]
    brand = body(client.get("/api/brands", tenant.token))["data"][0]["id"]
    assert body(client.get(f"/api/sales/summary?{JUNE}&shopIds={shop}", tenant.token))["data"][0]["grossSales"] == 700.0
    assert body(client.get(f"/api/sales/summary?{JUNE}&brandIds={brand},x", tenant.token))["meta"]["total"] == 1
    assert body(client.get(f"/api/sales/summary?{JUNE}&shopIds=elsewhere", tenant.token))["data"] == []


def test_sale_lines_are_deduplicated_when_the_file_comes_again(tenant, client, loaded):  # noqa: F811
    from tests.helpers.data import SALES

    before = body(client.get(f"/api/sales/summary?{JUNE}&groupBy=product", tenant.token))["data"]
    ingest(tenant.organization_id, "sales-copy.csv", SALES + "\n")  # another checksum, the same lines
    after = body(client.get(f"/api/sales/summary?{JUNE}&groupBy=product", tenant.token))["data"]
    assert after == before
    records = {r["originalFilename"]: r for r in ingestion_records(tenant.organization_id)}
    assert records["sales-copy.csv"]["status"] == "INGESTED"  # read and loaded again, not skipped as a known file
    assert records["sales-copy.csv"]["checksumSha256"] != records["sales.csv"]["checksumSha256"]


def test_stock_snapshots(tenant, client, loaded):  # noqa: F811
    result = body(client.get("/api/intelligence/stock-snapshots?pageSize=100", tenant.token))
    assert result["meta"]["total"] == 5
    rows = {(r["sizeTaxonomyId"], r["currentStockQty"]) for r in result["data"]}
    assert ("L", 5.0) in rows and ("S", 7.0) in rows
    red_l = next(r for r in result["data"] if r["currentStockQty"] == 5.0)
    assert red_l["stockValue"] == 5 * 40 and red_l["stockValueRetail"] == 5 * 150
    assert set(red_l) >= {
        "variantId",
        "shopId",
        "sizeTaxonomyId",
        "currentStockQty",
        "stockValue",
        "stockValueRetail",
        "averageUnitCost",
        "avgDailySales7d",
        "avgDailySales30d",
        "daysOfSupply",
        "snapshotTimestamp",
        "updatedAt",
    }
    variant = red_l["variantId"]
    only = body(client.get(f"/api/intelligence/stock-snapshots?variantIds={variant}", tenant.token))
    assert {r["sizeTaxonomyId"] for r in only["data"]} == {"L", "M"} and only["meta"]["total"] == 2
    shop = red_l["shopId"]
    assert body(client.get(f"/api/intelligence/stock-snapshots?shopId={shop}", tenant.token))["meta"]["total"] == 5
    page2 = body(client.get("/api/intelligence/stock-snapshots?pageSize=2&page=3", tenant.token))
    assert len(page2["data"]) == 1 and page2["meta"] == {"page": 3, "pageSize": 2, "total": 5}


def test_stock_position_total_is_maintained_by_ingestion(tenant, client, loaded):  # noqa: F811
    from inventory_planning.store.models import OrganizationItem

    from tests.helpers.data import STOCK

    def stored() -> int:
        return OrganizationItem.get(f"ORG#{tenant.organization_id}", "#META").stock_position_count

    assert stored() == 5
    ingest(tenant.organization_id, "stock-2.csv", STOCK + "6,CR001-BLACK-M,CR001,4.0,CROP TOP,M,Black\n")
    assert stored() == 6
    assert body(client.get("/api/intelligence/stock-snapshots", tenant.token))["meta"]["total"] == 6


def test_stock_ledger(tenant, client, loaded):  # noqa: F811
    result = body(client.get("/api/stock-ledger?pageSize=100", tenant.token))
    assert result["page"] == 1 and result["pageSize"] == 100
    entries = result["data"]
    assert result["total"] == len(entries) == 5 + 4  # five stock counts, four sale lines
    times = [e["movementTime"] for e in entries]
    assert times == sorted(times, reverse=True)
    sales = body(client.get("/api/stock-ledger?movementType=SALE", tenant.token))
    assert sales["total"] == 4
    assert all(e["quantityChange"] < 0 and e["saleId"] for e in sales["data"])
    june = body(client.get("/api/stock-ledger?movementCategory=OUTBOUND&dateFrom=2021-06-01&dateTo=2021-06-05", tenant.token))
    assert june["total"] == 2
    paged = [body(client.get(f"/api/stock-ledger?pageSize=4&page={p}", tenant.token))["data"] for p in (1, 2, 3)]
    assert [len(p) for p in paged] == [4, 4, 1]
    assert [e["movementId"] for p in paged for e in p] == [e["movementId"] for e in entries]
    variant = sales["data"][0]["variantId"]
    by_variant = body(client.get(f"/api/stock-ledger?variantId={variant}", tenant.token))
    expected = [e["movementId"] for e in entries if e["variantId"] == variant]
    assert [e["movementId"] for e in by_variant["data"]] == expected and by_variant["total"] == len(expected)


def test_stock_ledger_date_time_bounds_are_utc_and_inclusive(tenant, client, loaded):  # noqa: F811
    # Two sale lines happened at 2021-06-05T00:00:00.000Z, one at 06-06, one at 07-01.
    def total(query: str) -> int:
        return body(client.get(f"/api/stock-ledger?movementType=SALE&{query}", tenant.token))["total"]

    assert total("dateFrom=2021-06-05T00:00:00Z&dateTo=2021-06-05T00:00:00Z") == 2  # inclusive at the instant
    assert total("dateFrom=2021-06-05T00:00:01Z&dateTo=2021-06-05") == 0
    assert total("dateFrom=2021-06-05T02:00:00%2B02:00&dateTo=2021-06-05T02:00:00%2B02:00") == 2  # = 00:00Z
    assert total("dateTo=2021-06-04T23:30:00-01:00") == 2  # = 06-05T00:30Z
    assert total("dateFrom=2021-06-04T23:30:00-01:00") == 2  # 06-06 and 07-01
    assert total("dateFrom=2021-06-05&dateTo=2021-06-06") == 3
    variant = body(client.get("/api/stock-ledger?movementType=SALE&dateTo=2021-06-05", tenant.token))["data"][0]["variantId"]
    query = f"variantId={variant}&dateTo=2021-06-05T00:00:00Z&movementType=SALE"
    scoped = body(client.get(f"/api/stock-ledger?{query}", tenant.token))
    assert scoped["total"] == 2
    for query in ("dateFrom=2021-06-05T10:00:00", "dateFrom=2021-06-05T10:00:00Z&dateTo=2021-06-05T09:00:00Z"):
        result = client.get(f"/api/stock-ledger?{query}", tenant.token)
        assert_envelope(result, 422, "VALIDATION_ERROR")
        assert result.json()["fieldErrors"][0]["field"] == "dateFrom"


def test_analytics_tenancy(tenant, other_tenant, client, loaded):  # noqa: F811
    mine = other_tenant.token
    assert body(client.get("/api/sales/summary?from=2021-01-01&to=2022-12-31", mine))["data"] == []
    assert body(client.get("/api/intelligence/stock-snapshots", mine))["meta"]["total"] == 0
    assert body(client.get("/api/stock-ledger", mine))["total"] == 0
    entry = body(client.get("/api/stock-ledger", tenant.token))["data"][0]
    assert_envelope(client.get(f"/api/stock-ledger?shopId={entry['shopId']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/stock-ledger?variantId={entry['variantId']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/intelligence/stock-snapshots?shopId={entry['shopId']}", mine), 404, "NOT_FOUND")
    other_view = body(client.get(f"/api/intelligence/stock-snapshots?variantIds={entry['variantId']}", mine))
    assert other_view["data"] == []
    summary = body(client.get(f"/api/sales/summary?from=2021-01-01&to=2022-12-31&shopIds={entry['shopId']}", mine))
    assert summary["data"] == []
