"""Catalogue endpoints on data loaded through the ingestion worker, and tenancy on every endpoint."""

from __future__ import annotations

from tests.helpers.data import loaded  # noqa: F401 - fixture
from tests.helpers.envelopes import assert_envelope


def data(result):
    assert result.status == 200, result.body
    return result.json()["data"]


def test_lists_hold_the_ingested_catalogue(tenant, client, loaded):  # noqa: F811
    shops = data(client.get("/api/shops", tenant.token))
    assert [s["kind"] for s in shops] == ["WAREHOUSE"]
    brands = data(client.get("/api/brands", tenant.token))
    assert len(brands) == 1
    collections = data(client.get("/api/collections", tenant.token))
    assert [c["name"] for c in collections] == ["Moments"]
    products = client.get("/api/products?pageSize=100", tenant.token).json()
    assert {p["code"] for p in products["data"]} == {"AN201", "AN2010", "BL001"}
    assert products["total"] == 3 and products["page"] == 1 and products["pageSize"] == 100
    variants = client.get("/api/variants?pageSize=100", tenant.token).json()
    assert [v["sku"] for v in variants["data"]] == ["AN201-BLUE", "AN201-RED", "AN2010-RED", "BL001-GOLD"]
    assert variants["total"] == 4
    red = next(v for v in variants["data"] if v["sku"] == "AN201-RED")
    assert red["costPrice"] == 40 and red["retailPrice"] == 150
    assert red["grossMarginPct"] == round((150 - 40) / 150 * 100, 2)


def test_pages_and_totals(tenant, client, loaded):  # noqa: F811
    first = client.get("/api/variants?pageSize=3&page=1", tenant.token).json()
    second = client.get("/api/variants?pageSize=3&page=2", tenant.token).json()
    beyond = client.get("/api/variants?pageSize=3&page=3", tenant.token).json()
    assert [len(first["data"]), len(second["data"]), len(beyond["data"])] == [3, 1, 0]
    assert first["total"] == second["total"] == beyond["total"] == 4
    assert {v["sku"] for v in first["data"]}.isdisjoint({v["sku"] for v in second["data"]})
    big = client.get("/api/variants?page=9007199254740991", tenant.token)
    assert big.status == 200 and big.json()["data"] == []


def test_filters(tenant, client, loaded):  # noqa: F811
    variants = client.get("/api/variants?q=an201&pageSize=100", tenant.token).json()["data"]
    assert {v["sku"] for v in variants} == {"AN201-BLUE", "AN201-RED", "AN2010-RED"}
    assert {v["sku"] for v in data(client.get("/api/variants?q=gold", tenant.token))} == {"BL001-GOLD"}
    product = next(p for p in data(client.get("/api/products?q=BL001", tenant.token)))
    by_product = data(client.get(f"/api/variants?productId={product['id']}", tenant.token))
    assert [v["sku"] for v in by_product] == ["BL001-GOLD"]
    brand = data(client.get("/api/brands", tenant.token))[0]
    assert len(data(client.get(f"/api/products?brandId={brand['id']}", tenant.token))) == 3
    collection = data(client.get("/api/collections", tenant.token))[0]
    in_collection = data(client.get(f"/api/variants?collectionId={collection['id']}", tenant.token))
    assert [v["sku"] for v in in_collection] == ["AN201-BLUE", "AN201-RED"]  # a collection is the product's
    one = data(client.get(f"/api/collections/{collection['id']}", tenant.token))
    assert one["code"] == "MOMENTS" and one["isActive"] is True and "startDate" in one
    names = [p["name"] for p in data(client.get("/api/products?sortDirection=desc", tenant.token))]
    assert names == sorted(names, key=str.lower, reverse=True)


def test_variant_search_ranking(tenant, client, loaded):  # noqa: F811
    hits = data_array(client.get("/api/search/product-variants?q=AN201-RED", tenant.token))
    assert hits[0]["sku"] == "AN201-RED"  # exact first
    hits = data_array(client.get("/api/search/product-variants?q=an201", tenant.token))
    assert [h["sku"] for h in hits[:3]] == ["AN201-BLUE", "AN201-RED", "AN2010-RED"]
    assert set(hits[0]) == {"id", "name", "sku", "barcode", "externalReference", "productId", "collectionId"}
    limited = data_array(client.get("/api/search/product-variants?q=an201&limit=1", tenant.token))
    assert len(limited) == 1
    by_name = data_array(client.get("/api/search/product-variants?q=gold", tenant.token))
    assert [h["sku"] for h in by_name] == ["BL001-GOLD"]
    both = data_array(client.get("/api/search/product-variants?search=BL001&q=AN2010", tenant.token))
    assert [h["sku"] for h in both] == ["AN2010-RED"]  # q wins over the deprecated search
    ids = ",".join(h["id"] for h in hits[:2])
    resolved = data_array(client.get(f"/api/search/product-variants?ids={ids}", tenant.token))
    assert [h["id"] for h in resolved] == [h["id"] for h in hits[:2]]
    product_id = hits[0]["productId"]
    scoped = data_array(client.get(f"/api/search/product-variants?productId={product_id}", tenant.token))
    assert {h["sku"] for h in scoped} == {"AN201-BLUE", "AN201-RED"}


def data_array(result):
    assert result.status == 200, result.body
    body = result.json()
    assert isinstance(body, list)
    return body


def test_product_shape_search(tenant, client, loaded):  # noqa: F811
    shapes = data_array(client.get("/api/search/product-shapes?q=AN201", tenant.token))
    assert len(shapes) == 2 and set(shapes[0]) == {"id", "name"}
    exact = data_array(client.get("/api/search/product-shapes?q=an2010", tenant.token))
    assert len(exact) == 1
    resolved = data_array(client.get(f"/api/search/product-shapes?ids={exact[0]['id']}", tenant.token))
    assert resolved == exact


def test_another_organization_sees_nothing_and_gets_404(tenant, other_tenant, client, loaded):  # noqa: F811
    mine = other_tenant.token
    for path in ("/api/shops", "/api/brands", "/api/products", "/api/variants", "/api/collections"):
        result = client.get(path, mine).json()
        assert result["data"] == [] and result["total"] == 0, path
    assert data_array(client.get("/api/search/product-variants?q=AN201", mine)) == []
    assert data_array(client.get("/api/search/product-shapes?q=AN201", mine)) == []
    collection = data(client.get("/api/collections", tenant.token))[0]
    product = data(client.get("/api/products", tenant.token))[0]
    brand = data(client.get("/api/brands", tenant.token))[0]
    variant = data(client.get("/api/variants", tenant.token))[0]
    assert_envelope(client.get(f"/api/collections/{collection['id']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/variants?productId={product['id']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/products?brandId={brand['id']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/variants?collectionId={collection['id']}", mine), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/search/product-variants?productId={product['id']}", mine), 404, "NOT_FOUND")
    assert data_array(client.get(f"/api/search/product-variants?ids={variant['id']}", mine)) == []
    assert data_array(client.get(f"/api/search/product-shapes?ids={product['id']}", mine)) == []


def test_identifier_hits_rank_before_name_matches_whatever_their_sku_order(tenant, client, loaded):  # noqa: F811
    """Name matches earlier in SKU order must not crowd out a barcode or reference hit."""
    from datetime import UTC, datetime

    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import VariantItem

    org, now = tenant.organization_id, datetime.now(UTC)

    def put(sku: str, name: str, barcode: str | None = None, reference: str | None = None) -> None:
        variant_id = entity_id(org, "variant", sku)
        VariantItem(
            f"ORG#{org}#VARIANT",
            variant_id,
            gsi1pk=f"ORG#{org}#VARIANTS",
            gsi1sk=sku,
            id=variant_id,
            sku=sku,
            name=name,
            name_lower=name.lower(),
            barcode=barcode,
            external_reference=reference,
            product_id="p",
            product_name="P",
            brand_id="b",
            brand_name="B",
            created_at=now,
            updated_at=now,
        ).save()

    for i in range(15):
        put(f"AA{i:02d}", f"Shirt 4006 #{i}")
    put("ZZ01", "Scarf", barcode="4006")
    put("ZZ02", "Stole", barcode="40061234")
    put("ZZ03", "Shawl", reference="ABC-123")
    hits = data_array(client.get("/api/search/product-variants?q=4006&limit=10", tenant.token))
    assert [h["sku"] for h in hits[:2]] == ["ZZ01", "ZZ02"]  # exact barcode, then barcode prefix
    assert len(hits) == 10 and all(h["sku"].startswith("AA") for h in hits[2:])
    assert [h["sku"] for h in data_array(client.get("/api/search/product-variants?q=abc-1", tenant.token))] == ["ZZ03"]
