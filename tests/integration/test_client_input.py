"""Client input never answers 500 (issue 7's classes found by the fuzzer): bodies that are not UTF-8,
id lists over their documented cap, percent-encoded path ids, time filters that are not ISO text."""

from __future__ import annotations

import pytest

from local.apigw import declared_routes
from tests.helpers.envelopes import assert_envelope

WRITE_ROUTES = sorted({(s.method, s.sample_path()) for _, s in declared_routes() if s.method in ("POST", "PUT", "PATCH")})


@pytest.mark.parametrize("method,path", WRITE_ROUTES)
def test_a_body_that_is_not_utf8_is_422_naming_body_on_every_write_route(tenant, client, method, path):
    from tests.helpers.aws import INTERNAL_TOKEN

    token = INTERNAL_TOKEN if path.startswith("/api/data-platform/") else tenant.token
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    result = client.gateway.invoke(method, path, headers, b'{"name": "\xff\xfe caf\xe9"}')
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in result.json()["fieldErrors"]] == ["body"]


@pytest.mark.parametrize(
    "path,field",
    [
        ("/api/search/product-variants?ids=" + ",".join(f"id{i}" for i in range(101)), "ids"),
        ("/api/search/product-shapes?ids=" + ",".join(f"id{i}" for i in range(101)), "ids"),
        ("/api/search/product-variants?ids=" + "x" * 65, "ids"),
        ("/api/search/product-shapes?ids=" + "x" * 20000, "ids"),
        ("/api/search/product-shapes?ids=a,,b", "ids"),
        ("/api/intelligence/stock-snapshots?variantIds=" + ",".join("v" * 64 for _ in range(101)), "variantIds"),
        ("/api/sales/summary?from=2022-01-01&to=2022-01-31&shopIds=" + "s" * 65, "shopIds"),
    ],
)
def test_id_lists_over_their_cap_are_422_naming_the_parameter(tenant, client, path, field):
    result = client.get(path, tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in {e["field"] for e in result.json()["fieldErrors"]}


def test_an_id_list_at_its_cap_is_accepted(tenant, client):
    ids = ",".join(f"{i:064d}" for i in range(100))
    result = client.get(f"/api/search/product-variants?ids={ids}", tenant.token)
    assert result.status == 200 and result.json() == []


def test_path_ids_are_compared_decoded_as_api_gateway_passes_them(tenant, client):
    # 20 characters once decoded (60 bytes percent-encoded): within the 64-character limit, so a 404.
    encoded = "%C3%89" * 20
    assert_envelope(client.get(f"/api/planning-periods/{encoded}", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get(f"/api/planning-periods/{'%C3%89' * 65}", tenant.token), 422, "VALIDATION_ERROR")


@pytest.mark.parametrize("value", ["0.5", "1700000000", "yesterday", "2022-01-01T10:00:00"])
def test_time_filters_take_iso_text_only(tenant, client, value):
    result = client.get(f"/api/stock-ledger?dateTo={value}", tenant.token)
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in result.json()["fieldErrors"]] == ["dateTo"]
    assert client.get("/api/stock-ledger?dateTo=2022-01-01T10:00:00%2B05:30", tenant.token).status == 200
