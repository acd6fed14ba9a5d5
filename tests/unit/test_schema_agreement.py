"""The OpenAPI document states what the server checks (issue 22, item 11): for the bodies whose rules
moved into their models, a value the model's JSON Schema accepts is accepted by the model, and a value
it refuses is refused, on the values the fuzzer found and their neighbours."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from inventory_planning.domain.plans.bodies import ApprovalRejection, RestockItemChanges
from inventory_planning.domain.rules.changes import RuleBody
from pydantic import BaseModel, ValidationError


def _verdicts(model: type[BaseModel], body: Any) -> tuple[bool, bool]:
    """(the document accepts, the server accepts)."""
    document = jsonschema.Draft202012Validator(model.model_json_schema()).is_valid(body)
    try:
        model.model_validate(body)
        server = True
    except ValidationError:
        server = False
    return document, server


@pytest.mark.parametrize(
    "body",
    [{"reason": ""}, {"reason": "  "}, {"reason": "\x1c"}, {"reason": "\u3000\t"}, {"reason": " no stock "}, {"reason": "\ufeff"},
     {}, {"reason": None}, {"reason": "x" * 500}, {"reason": "x" * 501}],
)  # fmt: skip
def test_a_rejection_needs_a_reason_in_both(body):
    document, server = _verdicts(ApprovalRejection, body)
    assert document == server, body


@pytest.mark.parametrize(
    "changes",
    [{}, {"v1": {}}, {"v1": {"s1": 0}}, {"v1": {"s1": 3}, "v2": {}}, {"v1": {"s1": 1_000_001}}],
)
def test_item_changes_name_a_variant_and_a_size_in_both(changes):
    document, server = _verdicts(RestockItemChanges, {"shopId": "shop-1", "changes": changes})
    assert document == server, changes


RULE = {
    "id": "r1", "name": "cap", "category": "pricing", "enforcement": "LOG",
    "condition": {"type": "budget_envelope_cap"}, "hooks": ["RESTOCK_PRE_ADD_ITEM"], "message": "m",
}  # fmt: skip


@pytest.mark.parametrize(
    "change",
    [{}, {"hooks": ["RESTOCK_PRE_ADD_ITEM", "RESTOCK_PRE_ADD_ITEM"]}, {"planTypes": ["RESTOCK", "RESTOCK"]},
     {"hooks": ["RESTOCK_PRE_ADD_ITEM", "MARKDOWN_PRE_ADD_ITEM"]}],
)  # fmt: skip
def test_rule_hooks_and_plan_types_do_not_repeat_in_both(change):
    body = {**RULE, **change}
    document, server = _verdicts(RuleBody, body)
    if server:
        assert document, body
    else:  # the other rule checks (hooks outside planTypes...) are the server's alone: only repeats are compared here
        repeats = any(len(set(body.get(k, []))) != len(body.get(k, [])) for k in ("hooks", "planTypes"))
        assert document == (not repeats), body


def test_token_permissions_are_an_enum_of_the_known_permissions():
    from local.apigw import load_function_module

    module, _ = load_function_module("functions/account/", "app.lambda_handler", "AccountFunction")
    from inventory_planning.domain.permissions import ALL_PERMISSIONS

    schema = module.CreateTokenRequest.model_json_schema()
    assert set(schema["properties"]["permissions"]["items"]["enum"]) == ALL_PERMISSIONS
