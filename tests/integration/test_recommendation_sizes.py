"""The sizes of a page of recommendations (``sizeIds``): the variants' ``item_sizes`` in one
BatchGetItem, kept by ingestion as it creates and moves inventory items, with each variant's GSI2
Query as the fallback for a variant written before (docs/data-model.md, "Access patterns")."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.helpers.seed import ingest, to_csv
from tests.integration.test_risks import AS_OF, SALE_HEADER, job

STYLES = ("TEE", "CAP", "POLO", "SKIRT", "SOCK")
CATALOGUE_HEADER = ["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice"]


def _catalogue(moved: bool = False) -> list[list[str]]:
    rows = [CATALOGUE_HEADER]
    for style in STYLES:
        for size in ("S", "M", "L"):
            rows.append([f"{style}-RED-{size}", style, style.title(), size, "RED", "5", "20"])
    if moved:  # TEE-RED-M now in size FREE: its own variant TEE-RED-M (the SKU does not end with -FREE)
        rows[2] = ["TEE-RED-M", "TEE", "Tee", "FREE", "RED", "5", "20"]
    return rows


@pytest.fixture
def page_of_sizes(client, tenant, monkeypatch):
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    sales = [SALE_HEADER] + [
        [(AS_OF - timedelta(days=d)).isoformat(), "A", f"{style}-RED-M", "2", "20", "M", style, style.title(), "RED"]
        for d in range(1, 31) for style in STYLES[:3]
    ]  # fmt: skip
    stock = [["shopCode", "sku", "quantity", "size", "snapshotDate", "unitCost"]] + [
        [shop, f"{style}-RED-{size}", "10" if shop == "A" else "80", size, "2024-06-02", "5"]
        for shop in ("A", "B") for style in STYLES for size in ("S", "M", "L")
    ]  # fmt: skip
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"]],
        "catalogue.csv": _catalogue(), "sales.csv": sales, "stock.csv": stock,
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures"), name
    for name in ("stock-snapshot", "forecasts", "risks", "recommendations"):
        job(client, org, name)
    return org


def _dynamodb_calls(monkeypatch) -> list[str]:
    """The DynamoDB operations made from now on (every botocore call ends in ``_make_api_call``)."""
    import botocore.client

    calls: list[str] = []
    real = botocore.client.BaseClient._make_api_call

    def counting(self, operation_name, api_params):
        if self.meta.service_model.service_name == "dynamodb":
            calls.append(operation_name)
        return real(self, operation_name, api_params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", counting)
    return calls


def _page(org: str, page_size: int) -> list:
    from inventory_planning.services.recommendations import vectors as decision_vectors

    found = decision_vectors.page(org, domain=None, variant_id=None, shop_ids=None, page_number=1, page_size=page_size, full=True)
    return list(found.rows)


def _page_calls(org: str, page_size: int, calls: list[str]) -> tuple[list, list[str]]:
    calls.clear()
    rows = _page(org, page_size)
    return rows, list(calls)


def _sizes_as_items_say(org: str, rows: list) -> None:
    """Every row's sizes are its variant's InventoryItems' sizes in SKU order (GSI2, as read before)."""
    from inventory_planning.store import catalog

    for row in rows:
        assert row.size_ids == [i.size for i in catalog.inventory_items_of_variant(org, row.variant_id)], row.variant_id


def test_a_page_reads_its_variants_sizes_in_a_constant_number_of_calls(page_of_sizes, monkeypatch):
    org, calls = page_of_sizes, _dynamodb_calls(monkeypatch)
    one, one_calls = _page_calls(org, 1, calls)
    every, every_calls = _page_calls(org, 100, calls)
    assert len({r.variant_id for r in one}) == 1 and len({r.variant_id for r in every}) == len(STYLES)
    # the planning settings (staleAfterDays, for meta.stale), the shops, then the variants' sizes
    assert one_calls == every_calls == ["GetItem", "Query", "BatchGetItem"]
    _sizes_as_items_say(org, every)
    assert {tuple(r.size_ids) for r in every} == {("L", "M", "S")}  # SKU order: -L, -M, -S


def test_sizes_follow_an_item_moved_to_another_variant(page_of_sizes, client, tenant, monkeypatch):
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store import catalog

    org = page_of_sizes
    assert not ingest(org, "catalogue.csv", to_csv(_catalogue(moved=True)))[-1].get("batchItemFailures")
    tee, free = entity_id(org, "variant", "TEE-RED"), entity_id(org, "variant", "TEE-RED-M")
    assert catalog.sizes_of_variants(org, [tee, free]) == {tee: ["L", "S"], free: ["FREE"]}
    assert catalog.get_variant(org, tee).item_sizes == {"TEE-RED-L": "L", "TEE-RED-S": "S"}
    every, made = _page_calls(org, 100, _dynamodb_calls(monkeypatch))
    assert made == ["GetItem", "Query", "BatchGetItem"]
    _sizes_as_items_say(org, every)
    assert [r.size_ids for r in every if r.variant_id == tee][0] == ["L", "S"]


def test_a_variant_written_before_its_sizes_were_kept_reads_its_items_until_ingestion_repairs_it(page_of_sizes, monkeypatch):
    from inventory_planning.store import catalog
    from inventory_planning.store.models import VariantItem

    org, calls = page_of_sizes, _dynamodb_calls(monkeypatch)
    before = _page(org, 100)
    for variant in VariantItem.query(f"ORG#{org}#VARIANT"):
        variant.update(actions=[VariantItem.item_sizes.remove()])  # as ingestion wrote variants before
    assert all(v.item_sizes is None for v in VariantItem.query(f"ORG#{org}#VARIANT"))
    fallback, made = _page_calls(org, 100, calls)
    assert [r.size_ids for r in fallback] == [r.size_ids for r in before]
    assert made == ["GetItem", "Query", "BatchGetItem"] + ["Query"] * len(STYLES)  # each variant's GSI2, as before
    _sizes_as_items_say(org, fallback)
    same = _catalogue()
    same[1:] = reversed(same[1:])  # the same rows (another file: the same one is skipped), nothing changes
    assert not ingest(org, "catalogue.csv", to_csv(same))[-1].get("batchItemFailures")
    repaired, made = _page_calls(org, 100, calls)
    assert made == ["GetItem", "Query", "BatchGetItem"]
    assert [r.size_ids for r in repaired] == [r.size_ids for r in before]
    assert catalog.get_variant(org, repaired[0].variant_id).item_sizes is not None
