"""Configuration API: business-logic rulesets and rules, org lists, supplier-variant constraints."""

from __future__ import annotations

import uuid

from tests.helpers.configuration import (
    RULESETS,
    add_rule,
    audit_entries,
    create_entry,
    create_ruleset,
    created,
    data,
    invalid,
    items,
    ok,
    rule_body,
    variant_ids,
)
from tests.helpers.data import load_demo
from tests.helpers.envelopes import assert_envelope

CONSTRAINTS = "/api/supplier-variant-constraints"


def entries_path(list_type: str) -> str:
    return f"/api/org-lists/{list_type}/entries"


# ------------------------------------------------------------------------------------------------
# Rulesets


def test_first_ruleset_is_the_default(tenant, client):
    first = created(client.post(RULESETS, tenant.token, {"name": "Main", "description": "d", "tags": ["a", "b", "a"]}))
    second = create_ruleset(client, tenant.token, "Second")
    third = create_ruleset(client, tenant.session_token, "Third")
    assert first["isDefault"] is True
    assert second["isDefault"] is False and third["isDefault"] is False
    assert first["tags"] == ["a", "b"] and first["description"] == "d"
    assert first["ruleCount"] == 0 and "rules" not in first
    one = data(client.get(f"{RULESETS}/{first['id']}", tenant.token))
    assert one["rules"] == [] and one["isDefault"] is True and one["name"] == "Main"
    assert [r["isDefault"] for r in items(client.get(RULESETS, tenant.token))] == [True, False, False]


def test_ruleset_list_rows_carry_rule_count(tenant, client):
    main = create_ruleset(client, tenant.token, "Main")
    other = create_ruleset(client, tenant.token, "Other")
    add_rule(client, tenant.token, main["id"], name="One")
    add_rule(client, tenant.token, main["id"], name="Two")
    add_rule(client, tenant.token, other["id"])
    body = ok(client.get(RULESETS, tenant.token))
    assert body["total"] == 2
    assert [(r["name"], r["ruleCount"]) for r in body["items"]] == [("Main", 2), ("Other", 1)]
    assert all("rules" not in r for r in body["items"])
    paged = ok(client.get(f"{RULESETS}?pageSize=1&page=2", tenant.token))
    assert [r["name"] for r in paged["items"]] == ["Other"] and paged["total"] == 2


def test_ruleset_patch(tenant, client):
    ruleset = create_ruleset(client, tenant.token, "Main")
    add_rule(client, tenant.token, ruleset["id"])
    path = f"{RULESETS}/{ruleset['id']}"
    patched = data(client.patch(path, tenant.token, {"description": "Rules of the season", "tags": ["x", "x", "y"]}))
    assert patched["name"] == "Main" and patched["description"] == "Rules of the season" and patched["tags"] == ["x", "y"]
    assert patched["isDefault"] is True and patched["ruleCount"] == 1 and "rules" not in patched
    stored = data(client.get(path, tenant.token))
    assert stored["description"] == "Rules of the season" and len(stored["rules"]) == 1
    assert "isDefault" in invalid(client.patch(path, tenant.token, {"isDefault": False}))
    assert "name" in invalid(client.patch(path, tenant.token, {"name": None}))
    assert "name" in invalid(client.patch(path, tenant.token, {"name": ""}))
    assert "rules" in invalid(client.patch(path, tenant.token, {"rules": []}))
    assert data(client.get(path, tenant.token)) == stored
    assert_envelope(client.patch(f"{RULESETS}/unknown", tenant.token, {"name": "x"}), 404, "NOT_FOUND")
    assert_envelope(client.get(f"{RULESETS}/unknown", tenant.token), 404, "NOT_FOUND")


def test_ruleset_create_validation(tenant, client):
    for body, field in (
        ({}, "name"),
        ({"name": ""}, "name"),
        ({"name": "x" * 256}, "name"),
        ({"name": "x", "isDefault": True}, "isDefault"),
        ({"name": "x", "tags": [""]}, "tags.0"),
    ):
        assert field in invalid(client.post(RULESETS, tenant.token, body)), body
    assert items(client.get(RULESETS, tenant.token)) == []
    assert audit_entries(client, tenant.token) == []
    assert create_ruleset(client, tenant.token)["isDefault"] is True  # failures did not take the default


def test_rules_add_replace_delete(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    path = f"{RULESETS}/{ruleset['id']}"
    rule = add_rule(client, tenant.token, ruleset["id"])
    uuid.UUID(rule["id"])  # assigned
    assert rule["checkLevel"] == "PLAN" and rule["priority"] == 100 and rule["isActive"] is True
    assert rule["condition"] == {"type": "max_plan_value", "maxValue": 1000}
    named = add_rule(
        client,
        tenant.token,
        ruleset["id"],
        id="qty-cap",
        name="Quantity cap",
        condition={"type": "max_plan_quantity", "maxQuantity": 50},
        message="{actual} > {threshold} {unit}",
    )
    assert named["id"] == "qty-cap"
    assert [r["id"] for r in data(client.get(path, tenant.token))["rules"]] == [rule["id"], "qty-cap"]

    replaced = data(
        client.put(
            f"{path}/rules/qty-cap",
            tenant.token,
            rule_body(name="Quantity cap 2", enforcement="WARN", condition={"type": "max_plan_quantity", "maxQuantity": 80}),
        )
    )
    assert replaced["id"] == "qty-cap" and replaced["name"] == "Quantity cap 2" and replaced["enforcement"] == "WARN"
    same_id = data(client.put(f"{path}/rules/qty-cap", tenant.token, rule_body(id="qty-cap", priority=5)))
    assert same_id["priority"] == 5 and same_id["condition"]["type"] == "max_plan_value"  # replaced whole
    stored = data(client.get(path, tenant.token))["rules"]
    assert [r["id"] for r in stored] == [rule["id"], "qty-cap"]  # position kept
    assert stored[1] == same_id and stored[0] == rule

    assert ok(client.delete(f"{path}/rules/{rule['id']}", tenant.token)) == {"success": True}
    assert [r["id"] for r in data(client.get(path, tenant.token))["rules"]] == ["qty-cap"]
    assert items(client.get(RULESETS, tenant.token))[0]["ruleCount"] == 1
    assert_envelope(client.delete(f"{path}/rules/{rule['id']}", tenant.token), 404, "NOT_FOUND")
    # the deleted id can be used again
    assert add_rule(client, tenant.token, ruleset["id"], id=rule["id"])["id"] == rule["id"]


def test_invalid_rules_are_refused_and_nothing_is_stored(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    path = f"{RULESETS}/{ruleset['id']}"
    kept = add_rule(client, tenant.token, ruleset["id"], id="kept")
    before = data(client.get(path, tenant.token))
    audit_before = audit_entries(client, tenant.token)
    bad_rules = [
        (rule_body(condition={"type": "max_rainfall", "maxValue": 3}), "condition"),
        (rule_body(message="Too much: {colour}"), None),
        (rule_body(hooks=[]), "hooks"),
        (rule_body(hooks=["SOMETIME"]), "hooks"),
        (rule_body(enforcement="SHOUT"), "enforcement"),
        (rule_body(condition={"type": "max_plan_value", "maxValue": -5}), "condition"),
        (rule_body(checkLevel="SHOP"), None),
        (rule_body(priority="1"), "priority"),
        (rule_body(extra=1), "extra"),
        ({"name": "only a name"}, "category"),
    ]
    for body, field in bad_rules:
        for result in (client.post(f"{path}/rules", tenant.token, body), client.put(f"{path}/rules/kept", tenant.token, body)):
            fields = invalid(result)
            if field is not None:
                assert any(f == field or f.startswith(f"{field}.") for f in fields), (body, fields)
    assert data(client.get(path, tenant.token)) == before
    assert before["rules"] == [kept]
    assert audit_entries(client, tenant.token) == audit_before


def test_rule_conflicts_and_unknown_ids(tenant, client):
    ruleset = create_ruleset(client, tenant.token)
    path = f"{RULESETS}/{ruleset['id']}"
    add_rule(client, tenant.token, ruleset["id"], id="r1")
    before = data(client.get(path, tenant.token))
    audit_before = audit_entries(client, tenant.token)
    assert_envelope(client.post(f"{path}/rules", tenant.token, rule_body(id="r1", name="Other")), 409, "RULE_ID_DUPLICATE")
    mismatch = client.put(f"{path}/rules/r1", tenant.token, rule_body(id="r2"))
    assert "id" in invalid(mismatch)
    assert_envelope(client.put(f"{path}/rules/nope", tenant.token, rule_body()), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{path}/rules/nope", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.post(f"{RULESETS}/nope/rules", tenant.token, rule_body()), 404, "NOT_FOUND")
    assert_envelope(client.put(f"{RULESETS}/nope/rules/r1", tenant.token, rule_body()), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{RULESETS}/nope/rules/r1", tenant.token), 404, "NOT_FOUND")
    sibling = create_ruleset(client, tenant.token, "Sibling")  # r1 is not a rule of this one
    assert_envelope(client.put(f"{RULESETS}/{sibling['id']}/rules/r1", tenant.token, rule_body()), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{RULESETS}/{sibling['id']}/rules/r1", tenant.token), 404, "NOT_FOUND")
    assert data(client.get(f"{RULESETS}/{sibling['id']}", tenant.token))["rules"] == []
    assert data(client.get(path, tenant.token)) == before
    newest, *older = audit_entries(client, tenant.token)
    assert (newest["entityType"], newest["entityId"]) == ("RULESET", sibling["id"]) and older == audit_before


def test_stored_rule_blocks_a_plan_over_its_threshold(tenant, client):
    from inventory_planning.domain.rules.evaluation import evaluate
    from inventory_planning.domain.rules.plan import PlanContext, PlanItem
    from inventory_planning.domain.rules.rulesets import Ruleset

    ruleset = create_ruleset(client, tenant.token)
    add_rule(client, tenant.token, ruleset["id"], id="max-value")
    add_rule(
        client,
        tenant.token,
        ruleset["id"],
        id="inactive",
        isActive=False,
        condition={"type": "max_plan_quantity", "maxQuantity": 0},
    )
    record = data(client.get(f"{RULESETS}/{ruleset['id']}", tenant.token))
    try:
        stored = Ruleset.model_validate(record)
    except ValueError:
        stored = Ruleset.model_validate({k: v for k, v in record.items() if k != "ruleCount"})
    assert [r.id for r in stored.rules] == ["max-value", "inactive"]
    hook = "REBALANCE_PRE_ADD_ITEM"
    context = PlanContext(planType="REBALANCE", items=[PlanItem(variantId="v1", sizeId="m", quantity=5, unitCost=100)])
    over = evaluate(stored, hook, context, candidate=PlanItem(variantId="v2", sizeId="m", quantity=6, unitCost=100))
    assert over.blocked is True  # 500 + 600 > 1000
    assert [o.ruleId for o in over.outcomes] == ["max-value"]  # the inactive rule is not evaluated
    under = evaluate(stored, hook, context, candidate=PlanItem(variantId="v2", sizeId="m", quantity=5, unitCost=100))
    assert under.blocked is False  # exactly 1000 passes


# ------------------------------------------------------------------------------------------------
# Org lists


def test_return_reason_codes_are_upper_cased_and_unique_ignoring_case(tenant, client):
    entry = create_entry(client, tenant.token, "RETURN_REASON_CODE", " damaged ", {"label": "Damaged", "refund": True})
    assert entry["value"] == "DAMAGED" and entry["listType"] == "RETURN_REASON_CODE"
    assert entry["metadata"] == {"label": "Damaged", "refund": True}
    audit_before = audit_entries(client, tenant.token)
    for value in ("Damaged", "DAMAGED", "damaged"):
        result = client.post(entries_path("RETURN_REASON_CODE"), tenant.token, {"value": value})
        assert_envelope(result, 409, "ORG_LIST_ENTRY_DUPLICATE")
    assert audit_entries(client, tenant.token) == audit_before
    plain = create_entry(client, tenant.token, "RETURN_REASON_CODE", "wrong-size")
    assert plain["value"] == "WRONG-SIZE" and plain["metadata"] == {}
    body = ok(client.get(entries_path("RETURN_REASON_CODE"), tenant.token))
    assert body["items"] == [entry, plain] and body["total"] == 2
    paged = ok(client.get(f"{entries_path('RETURN_REASON_CODE')}?pageSize=1&page=2", tenant.token))
    assert paged["items"] == [plain] and paged["total"] == 2


def test_uuid_lists(tenant, client):
    supplier = str(uuid.uuid4())
    for list_type in ("SUPPLIER_BLACKLIST", "BRAND_RESTRICTION"):
        path = entries_path(list_type)
        assert invalid(client.post(path, tenant.token, {"value": "not-a-uuid"})) == {"value": {"invalid_format"}}
        entry = create_entry(client, tenant.token, list_type, supplier.upper())
        assert entry["value"] == supplier  # lower-case canonical
        for form in (supplier, supplier.upper(), supplier.replace("-", "")):
            assert_envelope(client.post(path, tenant.token, {"value": form}), 409, "ORG_LIST_ENTRY_DUPLICATE")
        assert items(client.get(path, tenant.token)) == [entry]
    # the same UUID as a return reason code is a different list
    assert create_entry(client, tenant.token, "RETURN_REASON_CODE", supplier)["value"] == supplier.upper()


def test_the_same_value_in_another_organization_is_accepted(tenant, other_tenant, client):
    supplier = str(uuid.uuid4())
    mine = create_entry(client, tenant.token, "SUPPLIER_BLACKLIST", supplier)
    theirs = create_entry(client, other_tenant.token, "SUPPLIER_BLACKLIST", supplier)
    create_entry(client, other_tenant.token, "RETURN_REASON_CODE", "DAMAGED")
    create_entry(client, tenant.token, "RETURN_REASON_CODE", "DAMAGED")
    assert mine["id"] != theirs["id"]
    assert items(client.get(entries_path("SUPPLIER_BLACKLIST"), tenant.token)) == [mine]
    assert items(client.get(entries_path("SUPPLIER_BLACKLIST"), other_tenant.token)) == [theirs]


def test_org_list_validation(tenant, client):
    refusals = [
        ("RETURN_REASON_CODE", {"value": ""}, "value"),
        ("RETURN_REASON_CODE", {"value": "   "}, "value"),
        ("RETURN_REASON_CODE", {"value": "x" * 256}, "value"),
        ("RETURN_REASON_CODE", {}, "value"),
        ("RETURN_REASON_CODE", {"value": "X", "metadata": "note"}, "metadata"),
        ("RETURN_REASON_CODE", {"value": "X", "metadata": {f"k{i}": i for i in range(51)}}, "metadata"),
        ("RETURN_REASON_CODE", {"value": "X", "listType": "SUPPLIER_BLACKLIST"}, "listType"),
        ("SUPPLIER_BLACKLIST", {"value": "1234"}, "value"),
        ("COLOUR_LIST", {"value": "X"}, "listType"),
        ("return_reason_code", {"value": "X"}, "listType"),
    ]
    for list_type, body, field in refusals:
        assert field in invalid(client.post(entries_path(list_type), tenant.token, body)), (list_type, body)
    assert "listType" in invalid(client.get(entries_path("COLOUR_LIST"), tenant.token))
    assert "listType" in invalid(client.delete(f"{entries_path('COLOUR_LIST')}/x", tenant.token))
    for list_type in ("SUPPLIER_BLACKLIST", "BRAND_RESTRICTION", "RETURN_REASON_CODE"):
        assert items(client.get(entries_path(list_type), tenant.token)) == []
    assert audit_entries(client, tenant.token) == []
    assert create_entry(client, tenant.token, "RETURN_REASON_CODE", "x" * 255)["value"] == "X" * 255


def test_org_list_delete_then_add_again(tenant, client):
    entry = create_entry(client, tenant.token, "RETURN_REASON_CODE", "LATE", {"nested": {"days": [1, 2]}, "note": None})
    assert entry["metadata"] == {"nested": {"days": [1, 2]}, "note": None}
    path = entries_path("RETURN_REASON_CODE")
    audit_before = audit_entries(client, tenant.token)
    for wrong in ("SUPPLIER_BLACKLIST", "BRAND_RESTRICTION"):
        assert_envelope(client.delete(f"{entries_path(wrong)}/{entry['id']}", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{path}/unknown", tenant.token), 404, "NOT_FOUND")
    assert items(client.get(path, tenant.token)) == [entry]
    assert audit_entries(client, tenant.token) == audit_before
    assert ok(client.delete(f"{path}/{entry['id']}", tenant.token)) == {"success": True}
    assert items(client.get(path, tenant.token)) == []
    assert_envelope(client.delete(f"{path}/{entry['id']}", tenant.token), 404, "NOT_FOUND")
    again = create_entry(client, tenant.token, "RETURN_REASON_CODE", "late")
    assert again["value"] == "LATE" and again["id"] != entry["id"]
    assert items(client.get(path, tenant.token)) == [again]


# ------------------------------------------------------------------------------------------------
# Supplier-variant constraints


def test_supplier_variant_constraints(tenant, other_tenant, client):
    load_demo(tenant.organization_id)
    v1, v2, *_ = variant_ids(client, tenant.token)
    audit_before = audit_entries(client, tenant.token)

    def post(**body):
        return client.post(CONSTRAINTS, tenant.token, body)

    a = created(post(supplierId="sup-1", variantId=v1, minOrderQuantity=12))
    assert (a["supplierId"], a["variantId"], a["minOrderQuantity"], a["packMultiple"]) == ("sup-1", v1, 12, None)
    b = created(post(supplierId="sup-1", variantId=v2, packMultiple=6))
    c = created(post(supplierId="sup-2", variantId=v1, minOrderQuantity=1, packMultiple=1))
    assert data(client.get(f"{CONSTRAINTS}/{a['id']}", tenant.token)) == a

    refusals = [
        ({"supplierId": "sup-3", "variantId": v1}, None),
        ({"supplierId": "sup-3", "variantId": v1, "minOrderQuantity": 0}, "minOrderQuantity"),
        ({"supplierId": "sup-3", "variantId": v1, "packMultiple": 0}, "packMultiple"),
        ({"supplierId": "sup-3", "variantId": v1, "packMultiple": 1.5}, "packMultiple"),
        ({"supplierId": "sup-3", "variantId": v1, "minOrderQuantity": None, "packMultiple": None}, None),
        ({"supplierId": "", "variantId": v1, "packMultiple": 2}, "supplierId"),
        ({"supplierId": "sup-3", "variantId": "no-such-variant", "packMultiple": 2}, "variantId"),
        ({"supplierId": "sup-3", "variantId": v1, "packMultiple": 2, "leadTime": 3}, "leadTime"),
    ]
    for body, field in refusals:
        fields = invalid(post(**body))
        if field is not None:
            assert field in fields, (body, fields)
    assert invalid(post(supplierId="sup-3", variantId="no-such-variant", packMultiple=2)) == {"variantId": {"not_found"}}
    assert_envelope(post(supplierId="sup-1", variantId=v1, packMultiple=3), 409, "SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE")

    def ids(query: str = "") -> list[str]:
        return [r["id"] for r in items(client.get(f"{CONSTRAINTS}{query}", tenant.token))]

    assert ids() == [a["id"], b["id"], c["id"]]
    assert ids("?supplierId=sup-1") == [a["id"], b["id"]]
    assert ids(f"?variantId={v1}") == [a["id"], c["id"]]
    assert ids(f"?supplierId=sup-2&variantId={v1}") == [c["id"]]
    assert ids(f"?supplierId=sup-2&variantId={v2}") == []
    assert ids("?supplierId=nobody") == []
    paged = ok(client.get(f"{CONSTRAINTS}?supplierId=sup-1&pageSize=1&page=2", tenant.token))
    assert [r["id"] for r in paged["items"]] == [b["id"]] and paged["total"] == 2
    assert len(audit_entries(client, tenant.token)) == len(audit_before) + 3  # no entry for a refusal

    # a variant of another organization is unknown here
    load_demo(other_tenant.organization_id)
    other_variant = variant_ids(client, other_tenant.token)[0]
    assert other_variant not in variant_ids(client, tenant.token)
    assert invalid(post(supplierId="sup-9", variantId=other_variant, packMultiple=2)) == {"variantId": {"not_found"}}

    assert ok(client.delete(f"{CONSTRAINTS}/{a['id']}", tenant.token)) == {"success": True}
    assert_envelope(client.get(f"{CONSTRAINTS}/{a['id']}", tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.delete(f"{CONSTRAINTS}/{a['id']}", tenant.token), 404, "NOT_FOUND")
    assert ids("?supplierId=sup-1") == [b["id"]]
    assert ids(f"?supplierId=sup-1&variantId={v1}") == []
    again = created(post(supplierId="sup-1", variantId=v1, packMultiple=4))  # the pair is free again
    assert ids(f"?supplierId=sup-1&variantId={v1}") == [again["id"]]
