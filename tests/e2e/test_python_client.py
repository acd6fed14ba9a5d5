"""SPEC's typical flow through the generated Python client (clients/python, inventory_planning_client)
against the local stack on the real data: a service-account token made with the client, list shops,
the variants at risk of running out (GET /api/inventory/risks), a restock plan for the brand, a line
for the variant most at risk in one of its sizes, validation; and a 404 and two 422s surfacing as the
client's typed ErrorEnvelope.

The client is imported from the work tree (tests/helpers/environment.py puts clients/python on
sys.path): nothing has to be installed for it. The README's "Python client" section is this flow.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from inventory_planning_client import AuthenticatedClient
from inventory_planning_client.api.account import create_api_token, revoke_api_token
from inventory_planning_client.api.catalogue import list_brands, list_collections, list_inventory_items, list_shops
from inventory_planning_client.api.inventory_risks import list_inventory_risks
from inventory_planning_client.api.plans import add_plan_item, create_restock_plan, get_plan, update_plan
from inventory_planning_client.models import (
    CreateTokenRequest,
    ErrorEnvelope,
    OneCreatedApiToken,
    OnePlan,
    PageOfBrand,
    PageOfCollection,
    PageOfInventoryItemRow,
    PageOfShop,
    PlanChangeAddedItem,
    PlanChangePlan,
    PlanUpdate,
    RestockItemAddTyped,
    RestockPlanCreate,
    RunPageOfInventoryRisk,
)
from inventory_planning_client.types import Response

SUFFIX = uuid.uuid4().hex[:6].upper()
PERMISSIONS = ["analytics.view", "inventoryPlans.view", "inventoryPlans.manage"]


def parsed(response: Response[Any], status: int, model: type) -> Any:
    """The typed body of ``response``, which must have ``status`` and parse as ``model``."""
    assert response.status_code == status, (response.status_code, response.content[:500])
    assert isinstance(response.parsed, model), (type(response.parsed), response.content[:500])
    return response.parsed


@pytest.fixture(scope="module")
def client(stack: dict[str, Any]):
    """A client with a planner's service-account token, created (and revoked at the end) through the
    client with the demo admin's token."""
    with AuthenticatedClient(base_url=stack["baseUrl"], token=stack["token"], timeout=120) as admin:
        body = CreateTokenRequest.from_dict({"name": f"e2e-python-client-{SUFFIX}", "permissions": PERMISSIONS})
        created = parsed(create_api_token.sync_detailed(client=admin, body=body), 201, OneCreatedApiToken).data
        assert created.token.startswith("svc_sa_") and sorted(created.permissions) == sorted(PERMISSIONS)
        try:
            with AuthenticatedClient(base_url=stack["baseUrl"], token=created.token, timeout=120) as planner:
                yield planner
        finally:
            revoke_api_token.sync_detailed(created.id, client=admin)


def test_typical_flow_shops_risks_plan_items_validate(client: AuthenticatedClient):
    shops = parsed(list_shops.sync_detailed(client=client), 200, PageOfShop)
    assert shops.total >= 1 and shops.data, "the demo organization has its warehouse"
    shop = shops.data[0]

    risks = parsed(list_inventory_risks.sync_detailed(client=client, type_="STOCKOUT", page_size=5), 200, RunPageOfInventoryRisk)
    assert risks.meta.run_date and risks.data, "make run's nightly chain served a risks run"
    assert [r.rank for r in risks.data] == sorted(r.rank for r in risks.data)
    at_risk = risks.data[0]
    assert at_risk.risk_type == "STOCKOUT" and at_risk.suggested_action.action == "RESTOCK"
    sizes = parsed(list_inventory_items.sync_detailed(client=client, variant_id=at_risk.variant_id), 200, PageOfInventoryItemRow)
    size = sizes.data[0].size_id

    brand = parsed(list_brands.sync_detailed(client=client), 200, PageOfBrand).data[0]
    collection = parsed(list_collections.sync_detailed(client=client), 200, PageOfCollection).data[0]
    create = RestockPlanCreate(brand_id=at_risk.brand_id or brand.id, collection_id=collection.id, name=f"Client {SUFFIX}")
    plan = parsed(create_restock_plan.sync_detailed(client=client, body=create), 201, OnePlan).data
    assert (plan.status, plan.plan_type, plan.item_count) == ("DRAFT", "RESTOCK", 0) and plan.code.startswith("RST-")

    line = RestockItemAddTyped(variant_id=at_risk.variant_id, size_id=size, shop_id=shop.id, quantity=3, plan_type="RESTOCK")
    added = parsed(add_plan_item.sync_detailed("RESTOCK", plan.id, client=client, body=line), 201, PlanChangeAddedItem)
    assert (added.data.plan_id, added.data.quantity, added.data.created) == (plan.id, 3, True)

    moved = update_plan.sync_detailed("RESTOCK", plan.id, client=client, body=PlanUpdate(status="VALIDATED", reason="client e2e"))
    assert moved.status_code in (200, 202), moved.content[:500]  # 202: an approval policy of another module holds it
    change = parsed(moved, moved.status_code, PlanChangePlan)
    if moved.status_code == 200:
        assert change.data.status == "VALIDATED"
    else:
        assert change.approval_requested and change.approval_requested.approval_request_id
    header = parsed(get_plan.sync_detailed("RESTOCK", plan.id, client=client), 200, OnePlan).data
    assert (header.item_count, header.total_quantity) == (1, 3)


def test_a_404_and_a_422_are_the_typed_error_envelope(client: AuthenticatedClient):
    missing = parsed(get_plan.sync_detailed("RESTOCK", f"no-such-plan-{SUFFIX}", client=client), 404, ErrorEnvelope)
    assert missing.success is False and missing.error_code.endswith("NOT_FOUND") and missing.error

    too_large = parsed(list_shops.sync_detailed(client=client, page_size=101), 422, ErrorEnvelope)
    assert too_large.error_code == "VALIDATION_ERROR"
    assert [f.field for f in too_large.field_errors] == ["pageSize"]

    shop = parsed(list_shops.sync_detailed(client=client), 200, PageOfShop).data[0]
    plan = parsed(
        create_restock_plan.sync_detailed(client=client, body=_plan_body(client, f"Client 422 {SUFFIX}")), 201, OnePlan
    ).data
    nothing = RestockItemAddTyped(variant_id="any", size_id="M", shop_id=shop.id, quantity=0, plan_type="RESTOCK")
    refused = parsed(add_plan_item.sync_detailed("RESTOCK", plan.id, client=client, body=nothing), 422, ErrorEnvelope)
    assert refused.error_code == "VALIDATION_ERROR" and any(f.field.endswith("quantity") for f in refused.field_errors)


def _plan_body(client: AuthenticatedClient, name: str) -> RestockPlanCreate:
    brand = parsed(list_brands.sync_detailed(client=client), 200, PageOfBrand).data[0]
    collection = parsed(list_collections.sync_detailed(client=client), 200, PageOfCollection).data[0]
    return RestockPlanCreate(brand_id=brand.id, collection_id=collection.id, name=name)
