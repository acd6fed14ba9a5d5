"""Fixtures of the plan tests: the demo tenant's real ids and plans made through the API."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from tests.helpers.configuration import ok


@dataclass
class Demo:
    """The ``loaded`` tenant's catalogue as the API lists it: brand, collection, warehouse, and the
    variant AN201-RED (sizes L and M, unit cost 40, list price 150, stock L 5 / M 3)."""

    token: str
    brand_id: str
    collection_id: str
    shop_id: str
    variant_id: str
    other_variant_id: str  # AN201-BLUE, size M, no cost


@pytest.fixture
def demo(client, tenant, loaded) -> Demo:
    t = tenant.token
    variants = {v["sku"]: v for v in ok(client.get("/api/variants?pageSize=100", t))["data"]}
    return Demo(
        t,
        ok(client.get("/api/brands", t))["data"][0]["id"],
        next(c["id"] for c in ok(client.get("/api/collections", t))["data"] if c["code"] == "MOMENTS"),
        ok(client.get("/api/shops", t))["data"][0]["id"],
        variants["AN201-RED"]["id"],
        variants["AN201-BLUE"]["id"],
    )


def restock_plan(client, demo: Demo, **fields: Any) -> dict[str, Any]:
    """A DRAFT restock plan of the demo brand and collection (201)."""
    body = {"brandId": demo.brand_id, "collectionId": demo.collection_id, **fields}
    result = client.post("/api/restock-plans", demo.token, body)
    assert result.status == 201, result.body
    return result.json()["data"]


def restock_line(demo: Demo, size: str = "M", quantity: int = 5, **fields: Any) -> dict[str, Any]:
    return {"variantId": demo.variant_id, "sizeId": size, "shopId": demo.shop_id, "quantity": quantity, **fields}


def add_restock(client, demo: Demo, plan_id: str, size: str = "M", quantity: int = 5, token: str | None = None, **fields):
    """POST a restock line; returns the raw result."""
    return client.post(f"/api/restock-plans/{plan_id}/items", token or demo.token, restock_line(demo, size, quantity, **fields))


def plan_of(client, demo: Demo, plan: dict[str, Any]) -> dict[str, Any]:
    return ok(client.get(f"/api/plans/{plan['planType']}/{plan['id']}", demo.token))["data"]


def activity(client, demo: Demo, plan: dict[str, Any]) -> list[dict[str, Any]]:
    return ok(client.get(f"/api/plans/{plan['planType']}/{plan['id']}/activity?pageSize=100", demo.token))["data"]


def add_store(organization_id: str, code: str, name: str) -> str:
    """A store of the organization, without stock (written as the ingestion writes shops); its id."""
    from datetime import UTC, datetime

    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import ShopItem

    org = organization_id
    shop_id = entity_id(org, "shop", code)
    now = datetime.now(UTC)
    ShopItem(
        f"ORG#{org}#SHOP", shop_id, gsi1pk=f"ORG#{org}#SHOP#{shop_id}", gsi1sk="SHOP", id=shop_id, code=code,
        name=name, kind="STORE", currency="INR", created_at=now, updated_at=now,
    ).save()  # fmt: skip
    return shop_id


@pytest.fixture
def store_shop(demo, tenant) -> str:
    """A second shop (a store) of the demo tenant, without stock: the destination of rebalance plans."""
    return add_store(tenant.organization_id, "STORE-1", "City store")


def rebalance_plan(client, demo: Demo, ingoing: str, **fields: Any) -> dict[str, Any]:
    """A DRAFT rebalance plan from the demo warehouse to ``ingoing`` (201)."""
    body = {"outgoingShopId": demo.shop_id, "ingoingShopId": ingoing, **fields}
    result = client.post("/api/rebalance-plans", demo.token, body)
    assert result.status == 201, result.body
    return result.json()["data"]


def markdown_plan(client, demo: Demo, **fields: Any) -> dict[str, Any]:
    """A DRAFT markdown plan for Black Friday 2026 (201)."""
    body = {"name": "Black Friday", "startDate": "2026-11-20", "endDate": "2026-11-30", **fields}
    result = client.post("/api/markdown-plans", demo.token, body)
    assert result.status == 201, result.body
    return result.json()["data"]


@dataclass
class MultiShop:
    """An organization loaded with the fixture of local/multishop.py: three shops, eight variants."""

    organization_id: str
    token: str
    catalogue: dict[str, Any]


@pytest.fixture
def multishop(aws, issuer) -> MultiShop:
    from local import multishop as fixture
    from tests.helpers.aws import make_tenant

    tenant = make_tenant(issuer, fixture.NAME)
    return MultiShop(tenant.organization_id, tenant.token, fixture.load(tenant.organization_id))
