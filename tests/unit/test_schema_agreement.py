"""The OpenAPI document states what the server checks (issue 22, item 11): for the bodies whose rules
moved into their models, a value the model's JSON Schema accepts is accepted by the model, and a value
it refuses is refused, on the values the fuzzer found and their neighbours."""

from __future__ import annotations

import re
from typing import Any

import jsonschema
import pytest
from inventory_planning.contracts.requests.plans import ApprovalRejection, RestockItemChanges
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

    schema = module.account.CreateTokenRequest.model_json_schema()  # the route module account_api.account
    assert set(schema["properties"]["permissions"]["items"]["enum"]) == ALL_PERMISSIONS


def _stripping_models() -> list[type[BaseModel]]:
    """Every body model of the functions and the domain that strips its strings (``stripped_body``)."""
    import importlib
    import pkgutil

    from inventory_planning import domain

    for module in pkgutil.walk_packages(domain.__path__, "inventory_planning.domain."):
        importlib.import_module(module.name)
    found, pending = [], list(BaseModel.__subclasses__())
    while pending:
        model = pending.pop()
        pending.extend(model.__subclasses__())
        stripping = model.model_config.get("str_strip_whitespace") and model.model_config.get("extra") == "forbid"
        if stripping and str(model.__module__).startswith("inventory_planning.domain"):
            found.append(model)
    return sorted(set(found), key=lambda m: (m.__module__, m.__qualname__))


def test_every_stripped_text_that_needs_a_character_says_so_in_the_document():
    """A stripping model refuses ``"  "`` where a string needs ``min_length`` >= 1; its JSON Schema
    refuses it too (the NOT_BLANK pattern), for every such field of every such model; a character
    that is not blank passes both."""
    models = _stripping_models()
    assert len(models) >= 20, [m.__qualname__ for m in models]
    checked = 0
    for model in models:
        model.model_rebuild()
        schema = model.model_json_schema()
        for name, prop in (schema.get("properties") or {}).items():
            options = [prop, *prop.get("anyOf", [])]
            for option in options:
                if option.get("type") == "string" and option.get("minLength", 0) >= 1 and "enum" not in option:
                    if "format" in option:
                        continue
                    assert "pattern" in option, (model.__qualname__, name, option)
                    pattern = re.compile(option["pattern"])
                    for blank in ("  ", "\u3000\t", "\u2028\xa0"):
                        assert not pattern.search(blank), (model.__qualname__, name)
                    checked += 1
    assert checked >= 40


@pytest.mark.parametrize("key", [" ", "\n", "\u3000", "s1", " s1 "])
def test_a_blank_mapping_key_is_refused_by_both(key):
    """A mapping's keys are stripped too (a size id of "\\n" is empty): the document's propertyNames
    carry the same NOT_BLANK pattern (the fuzzer's check found PATCH items refusing one)."""
    body = {"shopId": "s", "changes": {"v1": {key: 1}}}
    document, server = _verdicts(RestockItemChanges, body)
    assert document == server == bool(key.strip()), key


def test_every_member_of_a_tagged_union_requires_its_tag_in_the_document():
    """pydantic reads a discriminated union's tag before anything else (``union_tag_not_found``
    without it), so each member's schema must list the tag as required, even where the model gives
    it a default (the rule conditions' ``type``)."""
    import json

    from tests.helpers.environment import ROOT

    document = json.loads((ROOT / "docs" / "openapi.json").read_text())
    schemas = document["components"]["schemas"]
    unions: list[dict[str, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "discriminator" in node:
                unions.append(node["discriminator"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(document)
    members = {(ref.split("/")[-1], d["propertyName"]) for d in unions for ref in d.get("mapping", {}).values()}
    assert len(members) >= 12
    assert [m for m in sorted(members) if m[1] not in schemas[m[0]].get("required", [])] == []
