"""The real data (../shared/data/fashion-brand-india) after S3 -> SQS -> ingestion worker, over HTTP.

The bootstrap of the session's stack put the four files into the ingestion bucket; these tests read
what the worker loaded through the catalogue and analytics endpoints, and check that a second
organization sees none of it.
"""

from __future__ import annotations

import pytest

from tests.helpers.stack import items

FILES = ["may-2022.csv", "p-l-march-2021.csv", "sale-report.csv", "international-sale-report.csv"]
SALES_RANGE = "from=2021-06-01&to=2022-05-31"


@pytest.fixture(scope="module")
def ingestion(stack) -> dict[str, dict]:
    return {entry["file"]: entry for entry in stack.get("ingestion") or []}


@pytest.mark.parametrize("filename", FILES)
def test_each_real_file_was_ingested_through_the_queue(ingestion, filename):
    entry = ingestion.get(filename)
    assert entry is not None, f"{filename} was not uploaded"
    assert entry["status"] == "INGESTED", entry
    assert entry["rowsRead"] > 0
    assert entry["rowsLoaded"] > 0
    assert entry["rowsRead"] == entry["rowsLoaded"] + entry["rowsRejected"], entry
    assert sum(entry["rejectedByReason"].values()) == entry["rowsRejected"], entry


def test_variants_of_design_an201(http, stack):
    response = http.get("/api/variants?q=AN201", stack["token"])
    assert response.status == 200, response.body
    variants = items(response.json())
    assert variants, "no variant matched AN201"
    assert all(v["sku"].upper().startswith("AN201-") for v in variants), [v["sku"] for v in variants]


def _rank(result: dict, query: str) -> int:
    identifiers = [str(result.get(k) or "").upper() for k in ("sku", "externalReference", "barcode")]
    if query in identifiers:
        return 0
    if any(i.startswith(query) for i in identifiers):
        return 1
    return 2


@pytest.mark.parametrize("query", ["AN201", "SET"])
def test_variant_search_ranks_exact_and_prefix_sku_hits_first(http, stack, query):
    """AN201: one design; SET: SKU prefix hits (SET268-...) and name hits ("Kurta Set ...")."""
    response = http.get(f"/api/search/product-variants?q={query.lower()}", stack["token"])
    assert response.status == 200, response.body
    results = items(response.json())
    assert results, f"the search found nothing for {query}"
    ranks = [_rank(r, query) for r in results]
    assert ranks[0] <= 1, results[0]
    assert ranks == sorted(ranks), [(r["sku"], rank) for r, rank in zip(results, ranks, strict=True)]


def test_sales_summary_has_gross_sales(http, stack):
    response = http.get(f"/api/sales/summary?{SALES_RANGE}&groupBy=product", stack["token"])
    assert response.status == 200, response.body
    rows = items(response.json())
    assert rows, "no sales in 2021-06-01..2022-05-31"
    assert all(row["grossSales"] > 0 for row in rows), rows[:5]
    assert all(row.get("productId") for row in rows), rows[:5]


def test_stock_snapshots_exist(http, stack):
    response = http.get("/api/intelligence/stock-snapshots", stack["token"])
    assert response.status == 200, response.body
    assert items(response.json()), "no stock snapshot after loading sale-report.csv"


def test_another_organization_sees_none_of_the_data(http, stack, other_org):
    token = other_org["token"]
    assert http.get("/api/auth/whoami", token).json()["data"]["organizationId"] == other_org["organizationId"]

    variants = http.get("/api/variants?q=AN201", token)
    assert variants.status == 200, variants.body
    assert items(variants.json()) == []
    search = http.get("/api/search/product-variants?q=AN201", token)
    assert search.status == 200, search.body
    assert items(search.json()) == []
    sales = http.get(f"/api/sales/summary?{SALES_RANGE}&groupBy=product", token)
    assert sales.status == 200, sales.body
    assert items(sales.json()) == []

    collections = http.get("/api/collections", stack["token"])
    assert collections.status == 200, collections.body
    mine = items(collections.json())
    assert mine, "the demo organization has no collection"
    collection_id = mine[0]["id"]
    assert http.get(f"/api/collections/{collection_id}", stack["token"]).status == 200
    foreign = http.get(f"/api/collections/{collection_id}", token)
    assert foreign.status == 404, foreign.body
    assert foreign.json()["errorCode"] == "NOT_FOUND"
