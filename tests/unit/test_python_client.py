"""clients/python, the typed client generated from docs/openapi.json (local/python_client.py), is
current, and its generated wiring sends the token and parses successes and error envelopes.

The freshness test regenerates the whole client into a temporary directory (openapi-python-client and
its ruff post-hooks: about 5 seconds on the CI machine) and compares every file.
"""

from __future__ import annotations

import copy
import json

import httpx
import pytest

from local import python_client

DOCUMENT = json.loads(python_client.DOCUMENT.read_text())


def test_clients_python_is_what_docs_openapi_json_generates(tmp_path):
    fresh = tmp_path / "python"
    python_client.generate(fresh)
    stale = python_client.differences(fresh, python_client.CLIENT)
    assert not stale, f"clients/python differs from docs/openapi.json in {stale[:10]} ({len(stale)} files): run make openapi"


def test_differences_names_changed_added_and_missing_files(tmp_path):
    left, right = tmp_path / "left", tmp_path / "right"
    for root in (left, right):
        (root / "pkg").mkdir(parents=True)
        (root / "pkg" / "same.py").write_text("x = 1\n")
    (left / "pkg" / "changed.py").write_text("x = 1\n")
    (right / "pkg" / "changed.py").write_text("x = 2\n")
    (left / "only_left.py").write_text("")
    (right / "pkg" / "only_right.py").write_text("")
    assert python_client.differences(left, right) == ["only_left.py", "pkg/changed.py", "pkg/only_right.py"]


def test_client_document_replaces_only_the_narrowed_error_envelopes():
    original = copy.deepcopy(DOCUMENT)
    document = python_client.client_document(DOCUMENT)
    assert DOCUMENT == original, "the document given is not changed"
    assert document["components"] == DOCUMENT["components"]
    narrowed = 0
    for path, operations in DOCUMENT["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                before = response["content"]  # application/json, or a page's text/html (the replay's report)
                after = document["paths"][path][method]["responses"][status]["content"]
                if status.startswith(("4", "5")):
                    envelope = {"$ref": "#/components/schemas/ErrorEnvelope"}
                    assert after["application/json"]["schema"] == envelope, (path, method, status)
                    narrowed += 1
                else:
                    assert after == before, (path, method, status)
            without_responses = {k: v for k, v in operation.items() if k != "responses"}
            assert without_responses == {k: v for k, v in document["paths"][path][method].items() if k != "responses"}
    assert narrowed > 500


@pytest.fixture
def recorded():
    """An AuthenticatedClient on an in-memory transport answering the next queued (status, body)."""
    from inventory_planning_client import AuthenticatedClient

    requests: list[httpx.Request] = []
    answers: list[tuple[int, dict]] = []

    def answer(request: httpx.Request) -> httpx.Response:
        requests.append(request)
        status, body = answers.pop(0)
        return httpx.Response(status, json=body)

    client = AuthenticatedClient(
        base_url="http://api.test", token="svc_sa_x", httpx_args={"transport": httpx.MockTransport(answer)}
    )
    return client, requests, answers


def test_generated_client_sends_the_bearer_token_and_parses_a_page(recorded):
    from inventory_planning_client.api.catalogue import list_shops
    from inventory_planning_client.models import PageOfShop

    client, requests, answers = recorded
    nulls = dict.fromkeys(("description", "address", "city", "region", "country", "countryId", "lat", "lng", "system"), None)
    at = "2026-01-01T00:00:00Z"
    shop = {"id": "s1", "code": "WH", "name": "Warehouse", **nulls, "kind": "WAREHOUSE", "status": "ACTIVE", "currency": "INR",
            "isActive": True, "deactivatedAt": None, "createdAt": at, "updatedAt": at}  # fmt: skip
    answers.append((200, {"success": True, "data": [shop], "page": 1, "pageSize": 5, "total": 1}))
    response = list_shops.sync_detailed(client=client, page_size=5, q="ware")
    assert requests[0].headers["authorization"] == "Bearer svc_sa_x"
    assert requests[0].url.path == "/api/shops" and dict(requests[0].url.params) == {"page": "1", "pageSize": "5", "q": "ware"}
    assert response.status_code == 200 and isinstance(response.parsed, PageOfShop), response.content
    assert response.parsed.total == 1 and response.parsed.data[0].kind == "WAREHOUSE"


def test_generated_client_parses_a_404_and_a_422_as_the_error_envelope(recorded):
    from inventory_planning_client.api.plans import get_plan
    from inventory_planning_client.models import ErrorEnvelope

    client, requests, answers = recorded
    answers.append((404, {"success": False, "errorCode": "NOT_FOUND", "error": "Plan not found"}))
    missing = get_plan.sync_detailed("RESTOCK", "nope", client=client)
    assert requests[0].url.path == "/api/plans/RESTOCK/nope"
    assert isinstance(missing.parsed, ErrorEnvelope) and missing.parsed.error_code == "NOT_FOUND"
    field_error = {"field": "pageSize", "message": "too large", "code": "less_than_equal"}
    answers.append((422, {"success": False, "errorCode": "VALIDATION_ERROR", "error": "invalid", "fieldErrors": [field_error]}))
    invalid = get_plan.sync_detailed("RESTOCK", "x", client=client)
    assert isinstance(invalid.parsed, ErrorEnvelope) and invalid.parsed.error_code == "VALIDATION_ERROR"
    assert [f.field for f in invalid.parsed.field_errors] == ["pageSize"]
