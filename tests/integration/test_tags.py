"""Tag routes: CRUD, manual assignment, the entities of a tag, tenancy, permissions, catalogue tags.

The demo catalogue (tests/helpers/data.py): variants AN201-BLUE, AN201-RED, AN2010-RED, BL001-GOLD;
products AN201, AN2010, BL001; one brand; inventory items AN201-BLUE-M, AN201-RED-L, AN201-RED-M,
AN2010-RED-S, BL001-GOLD-S. Every count below is counted by hand from the ids a test sends.
"""

from __future__ import annotations

import pytest

from tests.helpers.aws import make_tenant
from tests.helpers.configuration import audit_entries, created, data, invalid, ok
from tests.helpers.envelopes import assert_envelope

TAGS = "/api/tags"


def create_tag(client, token: str, name: str = "Broken size run", kind: str = "MIXED", targets=("VARIANT", "PRODUCT"), **extra):
    return created(client.post(TAGS, token, {"name": name, "kind": kind, "targets": list(targets), **extra}))


def catalogue(client, token: str) -> dict[str, dict[str, str]]:
    """SKU or code -> id of each entity type of the demo catalogue."""
    variants = {v["sku"]: v["id"] for v in data(client.get("/api/variants?pageSize=100", token))}
    products = {p["code"]: p["id"] for p in data(client.get("/api/products?pageSize=100", token))}
    brands = {b["code"]: b["id"] for b in data(client.get("/api/brands?pageSize=100", token))}
    items = {i["sku"]: i["id"] for i in data(client.get("/api/inventory-items?pageSize=100", token))}
    return {"VARIANT": variants, "PRODUCT": products, "BRAND": brands, "INVENTORY_ITEM": items}


def assign(client, token: str, tag_id: str, entity_type: str, ids: list[str], method: str = "POST"):
    return client.request(method, f"{TAGS}/{tag_id}/assignments", token, {"entityType": entity_type, "entityIds": ids})


# ------------------------------------------------------------------------------------------------
# CRUD


def test_create_get_list_update_a_tag(tenant, client):
    tag = create_tag(client, tenant.token, "  Broken   size run ", targets=("VARIANT", "PRODUCT", "VARIANT"), color="#ff8800")
    assert tag["name"] == "Broken size run"  # spaces collapsed
    assert tag["targets"] == ["PRODUCT", "VARIANT"]  # repeats dropped, canonical order
    assert tag["color"] == "#FF8800" and tag["assignmentCount"] == 0 and tag["description"] is None
    assert tag["createdBy"] == tag["updatedBy"] == tenant.token_id
    assert data(client.get(f"{TAGS}/{tag['id']}", tenant.token)) == tag
    create_tag(client, tenant.token, "Core range", kind="BUSINESS", targets=("BRAND",))
    create_tag(client, tenant.token, "Slow movers", kind="DATA", targets=("INVENTORY_ITEM",))

    body = ok(client.get(f"{TAGS}?pageSize=2", tenant.token))
    assert [t["name"] for t in body["data"]] == ["Broken size run", "Core range"] and body["total"] == 3
    assert [t["name"] for t in data(client.get(f"{TAGS}?kind=DATA", tenant.token))] == ["Slow movers"]
    assert [t["name"] for t in data(client.get(f"{TAGS}?target=BRAND", tenant.token))] == ["Core range"]
    assert [t["name"] for t in data(client.get(f"{TAGS}?nameIncludes=SIZE", tenant.token))] == ["Broken size run"]

    updated = data(client.patch(f"{TAGS}/{tag['id']}", tenant.session_token, {"description": "sizes missing", "kind": "DATA"}))
    assert updated["description"] == "sizes missing" and updated["kind"] == "DATA"
    assert updated["updatedBy"] == tenant.user_id and updated["createdBy"] == tenant.token_id
    actions = [(e["action"], e["entityType"]) for e in audit_entries(client, tenant.token, "&entityType=TAG")]
    assert actions.count(("CREATE", "TAG")) == 3 and ("UPDATE", "TAG") in actions


def test_a_tag_name_is_unique_in_the_organization(tenant, other_tenant, client):
    create_tag(client, tenant.token, "Core range")
    assert_envelope(
        client.post(TAGS, tenant.token, {"name": "CORE  range", "kind": "BUSINESS", "targets": ["BRAND"]}),
        409,
        "TAG_NAME_DUPLICATE",
    )
    create_tag(client, other_tenant.token, "Core range")  # another organization
    second = create_tag(client, tenant.token, "Second")
    assert_envelope(client.patch(f"{TAGS}/{second['id']}", tenant.token, {"name": "core range"}), 409, "TAG_NAME_DUPLICATE")
    data(client.patch(f"{TAGS}/{second['id']}", tenant.token, {"name": "Renamed"}))
    create_tag(client, tenant.token, "Second")  # the old name is free again


def test_bodies_are_validated(tenant, client):
    assert invalid(client.post(TAGS, tenant.token, {"name": "x", "kind": "OTHER", "targets": []})).keys() == {"kind", "targets"}
    assert "color" in invalid(
        client.post(TAGS, tenant.token, {"name": "x", "kind": "DATA", "targets": ["VARIANT"], "color": "red"})
    )
    tag = create_tag(client, tenant.token)
    assert "name" in invalid(client.patch(f"{TAGS}/{tag['id']}", tenant.token, {"name": None}))
    assert "entityIds" in invalid(assign(client, tenant.token, tag["id"], "VARIANT", []))
    assert "entityIds" in invalid(assign(client, tenant.token, tag["id"], "VARIANT", [f"v{i}" for i in range(501)]))


# ------------------------------------------------------------------------------------------------
# Manual assignment


def test_manual_assignment_counts_and_shows_the_entities(tenant, client, loaded):
    ids = catalogue(client, tenant.token)
    variants, products = ids["VARIANT"], ids["PRODUCT"]
    tag = create_tag(client, tenant.token)
    red, blue, gold = variants["AN201-RED"], variants["AN201-BLUE"], variants["BL001-GOLD"]
    assert data(assign(client, tenant.token, tag["id"], "VARIANT", [red, blue, red])) == {"assigned": 2, "unchanged": 0}
    assert data(assign(client, tenant.token, tag["id"], "VARIANT", [red, gold])) == {"assigned": 1, "unchanged": 1}
    assert data(assign(client, tenant.token, tag["id"], "PRODUCT", [products["AN201"]])) == {"assigned": 1, "unchanged": 0}
    assert data(client.get(f"{TAGS}/{tag['id']}", tenant.token))["assignmentCount"] == 4  # 3 variants + 1 product

    body = ok(client.get(f"{TAGS}/{tag['id']}/entities?entityType=VARIANT&pageSize=2", tenant.token))
    assert body["total"] == 3
    expected = sorted([(red, "AN201-RED"), (blue, "AN201-BLUE"), (gold, "BL001-GOLD")])[:2]
    assert [(e["id"], e["label"]) for e in body["data"]] == expected
    assert all(e["sources"] == ["MANUAL"] and e["entityType"] == "VARIANT" and e["assignedAt"] for e in body["data"])
    every = ok(client.get(f"{TAGS}/{tag['id']}/entities", tenant.token))
    assert every["total"] == 4 and every["data"][0] == {**every["data"][0], "entityType": "PRODUCT", "label": "Leggings AN201"}

    removed = data(assign(client, tenant.token, tag["id"], "VARIANT", [red, "never-tagged"], method="DELETE"))
    assert removed == {"removed": 1, "unchanged": 1}
    assert data(client.get(f"{TAGS}/{tag['id']}", tenant.token))["assignmentCount"] == 3
    assert [e["action"] for e in audit_entries(client, tenant.token, f"&entityType=TAG&entityId={tag['id']}")][:2] == [
        "UNASSIGN",
        "ASSIGN",
    ]


def test_brands_and_inventory_items_take_tags_with_their_labels(tenant, client, loaded):
    ids = catalogue(client, tenant.token)
    tag = create_tag(client, tenant.token, "Everything", kind="BUSINESS", targets=("BRAND", "INVENTORY_ITEM"))
    data(assign(client, tenant.token, tag["id"], "BRAND", [ids["BRAND"]["HOUSE"]]))
    data(assign(client, tenant.token, tag["id"], "INVENTORY_ITEM", [ids["INVENTORY_ITEM"]["AN201-RED-L"]]))
    labels = [(e["entityType"], e["label"]) for e in data(client.get(f"{TAGS}/{tag['id']}/entities", tenant.token))]
    assert labels == [("BRAND", "Acme Fashion"), ("INVENTORY_ITEM", "AN201-RED-L")]


def test_assignment_refuses_unknown_ids_untargeted_types_and_data_tags(tenant, client, loaded):
    ids = catalogue(client, tenant.token)
    red = ids["VARIANT"]["AN201-RED"]
    tag = create_tag(client, tenant.token, targets=("VARIANT",))
    result = assign(client, tenant.token, tag["id"], "VARIANT", [red, "nope-1", ids["PRODUCT"]["AN201"]])
    assert invalid(result) == {"entityIds": {"unknown_id"}}
    assert "nope-1" in result.json()["fieldErrors"][0]["message"]
    assert data(client.get(f"{TAGS}/{tag['id']}", tenant.token))["assignmentCount"] == 0  # nothing written
    assert invalid(assign(client, tenant.token, tag["id"], "PRODUCT", [ids["PRODUCT"]["AN201"]])) == {
        "entityType": {"not_a_target"}
    }
    rules_only = create_tag(client, tenant.token, "Rules only", kind="DATA", targets=("VARIANT",))
    assert_envelope(assign(client, tenant.token, rules_only["id"], "VARIANT", [red]), 409, "TAG_IS_DATA")
    assert_envelope(assign(client, tenant.token, rules_only["id"], "VARIANT", [red], method="DELETE"), 409, "TAG_IS_DATA")


def test_a_manual_removal_keeps_what_a_rule_holds(tenant, client, loaded):
    from inventory_planning.services.tags import assignments as tags

    ids = catalogue(client, tenant.token)
    red, blue = ids["VARIANT"]["AN201-RED"], ids["VARIANT"]["AN201-BLUE"]
    tag = create_tag(client, tenant.token)
    data(assign(client, tenant.token, tag["id"], "VARIANT", [red, blue]))
    tags.apply_rule_assignments(tenant.organization_id, tag["id"], "rule-1", "VARIANT", [red], "2026-11-26T00:00:00.000Z")
    assert data(assign(client, tenant.token, tag["id"], "VARIANT", [red, blue], method="DELETE")) == {
        "removed": 2,
        "unchanged": 0,
    }
    entities = data(client.get(f"{TAGS}/{tag['id']}/entities", tenant.token))
    assert [(e["id"], e["sources"]) for e in entities] == [(red, ["RULE#rule-1"])]  # blue went, red stays for the rule


def test_narrowing_kind_or_targets_needs_an_untagged_tag(tenant, client, loaded):
    ids = catalogue(client, tenant.token)
    tag = create_tag(client, tenant.token, kind="BUSINESS", targets=("VARIANT",))
    data(assign(client, tenant.token, tag["id"], "VARIANT", [ids["VARIANT"]["AN201-RED"]]))
    assert_envelope(client.patch(f"{TAGS}/{tag['id']}", tenant.token, {"kind": "DATA"}), 409, "TAG_HAS_ASSIGNMENTS")
    assert_envelope(client.patch(f"{TAGS}/{tag['id']}", tenant.token, {"targets": ["PRODUCT"]}), 409, "TAG_HAS_ASSIGNMENTS")
    widened = data(client.patch(f"{TAGS}/{tag['id']}", tenant.token, {"kind": "MIXED", "targets": ["PRODUCT", "VARIANT"]}))
    assert (widened["kind"], widened["targets"]) == ("MIXED", ["PRODUCT", "VARIANT"])


# ------------------------------------------------------------------------------------------------
# Delete


def test_delete_removes_the_tag_and_its_assignments(tenant, client, loaded):
    from inventory_planning.services.tags import assignments as tags

    ids = catalogue(client, tenant.token)
    tag = create_tag(client, tenant.token)
    variant_ids = sorted(ids["VARIANT"].values())
    data(assign(client, tenant.token, tag["id"], "VARIANT", variant_ids))
    deleted = data(client.delete(f"{TAGS}/{tag['id']}", tenant.token))
    assert deleted == {"id": tag["id"], "assignmentsDeleted": len(variant_ids), "purgeQueued": False}
    assert_envelope(client.get(f"{TAGS}/{tag['id']}", tenant.token), 404, "TAG_NOT_FOUND")
    assert tags.tag_ids_of(tenant.organization_id, "VARIANT", variant_ids) == dict.fromkeys(variant_ids, frozenset())
    create_tag(client, tenant.token)  # the name is free


def test_delete_beyond_the_inline_bound_queues_the_rest_to_the_job_worker(tenant, client, monkeypatch):
    """5 assignments, 2 deleted inline: 3 left, purged by the job worker from the queued message."""
    from inventory_planning.services.tags import admin as tag_admin
    from inventory_planning.services.tags import assignments as tags

    from tests.helpers.seed import run_jobs

    monkeypatch.setattr(tag_admin, "PURGE_INLINE", 2)
    tag = create_tag(client, tenant.token, kind="DATA")
    ids = [f"v{i}" for i in range(5)]
    tags.apply_rule_assignments(tenant.organization_id, tag["id"], "r1", "VARIANT", ids, "2026-11-26T00:00:00.000Z")
    assert data(client.delete(f"{TAGS}/{tag['id']}", tenant.token)) == {
        "id": tag["id"],
        "assignmentsDeleted": 2,
        "purgeQueued": True,
    }
    left = [i for i, tag_ids in tags.tag_ids_of(tenant.organization_id, "VARIANT", ids).items() if tag_ids]
    assert len(left) == 3  # 5 - 2
    assert run_jobs() == [{"batchItemFailures": []}]
    assert tags.tag_ids_of(tenant.organization_id, "VARIANT", ids) == dict.fromkeys(ids, frozenset())
    assert tag_admin.purge_tag(tenant.organization_id, tag["id"]) == 0  # a redelivery finds nothing


# ------------------------------------------------------------------------------------------------
# Tenancy and permissions


def test_another_organizations_tag_is_404_everywhere(tenant, other_tenant, client, loaded):
    tag = create_tag(client, tenant.token)
    red = catalogue(client, tenant.token)["VARIANT"]["AN201-RED"]
    token = other_tenant.token
    for result in (
        client.get(f"{TAGS}/{tag['id']}", token),
        client.patch(f"{TAGS}/{tag['id']}", token, {"description": "x"}),
        client.delete(f"{TAGS}/{tag['id']}", token),
        assign(client, token, tag["id"], "VARIANT", [red]),
        assign(client, token, tag["id"], "VARIANT", [red], method="DELETE"),
        client.get(f"{TAGS}/{tag['id']}/entities", token),
    ):
        assert_envelope(result, 404, "TAG_NOT_FOUND")
    assert ok(client.get(TAGS, token))["total"] == 0
    assert data(client.get(f"{TAGS}/{tag['id']}", tenant.token))["description"] is None  # untouched


@pytest.mark.parametrize(
    ("method", "suffix", "body"),
    [
        ("POST", "", {"name": "x", "kind": "DATA", "targets": ["VARIANT"]}),
        ("PATCH", "/{id}", {"description": "x"}),
        ("DELETE", "/{id}", None),
        ("POST", "/{id}/assignments", {"entityType": "VARIANT", "entityIds": ["v1"]}),
        ("DELETE", "/{id}/assignments", {"entityType": "VARIANT", "entityIds": ["v1"]}),
    ],
)
def test_changes_need_signals_manage(tenant, client, issuer, method, suffix, body):
    tag = create_tag(client, tenant.token)
    viewer = make_tenant(issuer, "Viewer Co", permissions=["signals.view"])
    mine = create_tag(client, make_tenant(issuer, "Manager Co", permissions=["signals.manage"]).token)  # manage alone may write
    assert mine["name"] == "Broken size run"
    assert_envelope(client.request(method, TAGS + suffix.format(id=tag["id"]), viewer.token, body), 403, "FORBIDDEN")


def test_reads_need_signals_view(tenant, client, issuer):
    tag = create_tag(client, tenant.token)
    outsider = make_tenant(issuer, "Planner Co", permissions=["inventoryPlans.view"])
    for path in (TAGS, f"{TAGS}/{tag['id']}", f"{TAGS}/{tag['id']}/entities"):
        assert_envelope(client.get(path, outsider.token), 403, "FORBIDDEN")
    viewer = make_tenant(issuer, "Viewer Co", permissions=["signals.view"])
    assert ok(client.get(TAGS, viewer.token))["total"] == 0  # its own organization's tags


# ------------------------------------------------------------------------------------------------
# Catalogue records show their tags


def test_catalogue_records_show_their_tags_names_sorted(tenant, client, loaded):
    from inventory_planning.services.tags import assignments as tags

    ids = catalogue(client, tenant.token)
    zeta = create_tag(client, tenant.token, "zeta", kind="MIXED", targets=("PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"))
    alpha = create_tag(client, tenant.token, "Alpha", kind="BUSINESS", targets=("PRODUCT", "VARIANT", "BRAND", "INVENTORY_ITEM"))
    an201, red = ids["PRODUCT"]["AN201"], ids["VARIANT"]["AN201-RED"]
    brand, item = ids["BRAND"]["HOUSE"], ids["INVENTORY_ITEM"]["AN201-RED-L"]
    for entity_type, entity_id in (("PRODUCT", an201), ("VARIANT", red), ("BRAND", brand), ("INVENTORY_ITEM", item)):
        data(assign(client, tenant.token, alpha["id"], entity_type, [entity_id]))
    data(assign(client, tenant.token, zeta["id"], "PRODUCT", [an201]))
    tags.apply_rule_assignments(tenant.organization_id, zeta["id"], "r1", "VARIANT", [red], "2026-11-26T00:00:00.000Z")

    products = {p["code"]: p["tags"] for p in data(client.get("/api/products?pageSize=100", tenant.token))}
    assert products == {"AN201": ["Alpha", "zeta"], "AN2010": [], "BL001": []}  # case-insensitive order
    assert data(client.get(f"/api/products/{an201}", tenant.token))["tags"] == ["Alpha", "zeta"]
    variants = {v["sku"]: v["tags"] for v in data(client.get("/api/variants?pageSize=100", tenant.token))}
    assert variants["AN201-RED"] == ["Alpha", "zeta"] and variants["AN201-BLUE"] == []
    assert [b["tags"] for b in data(client.get("/api/brands", tenant.token))] == [["Alpha"]]
    items = {i["sku"]: i["tags"] for i in data(client.get("/api/inventory-items?pageSize=100", tenant.token))}
    assert items["AN201-RED-L"] == ["Alpha"] and items["AN201-RED-M"] == []

    data(client.delete(f"{TAGS}/{alpha['id']}", tenant.token))
    assert data(client.get(f"/api/products/{an201}", tenant.token))["tags"] == ["zeta"]
    assert [b["tags"] for b in data(client.get("/api/brands", tenant.token))] == [[]]


def test_a_tag_a_tagging_rule_or_a_workflow_names_cannot_be_deleted(tenant, client, monkeypatch):
    """The rules' and workflows' services answer which of theirs name a tag (stand-ins here)."""
    import sys
    import types

    tag = create_tag(client, tenant.token, kind="DATA")
    rules = types.ModuleType("inventory_planning.services.tags.rules")
    rules.rules_of_tag = lambda org, tag_id: ["rule-1"] if (org, tag_id) == (tenant.organization_id, tag["id"]) else []
    monkeypatch.setitem(sys.modules, "inventory_planning.services.tags.rules", rules)
    result = client.delete(f"{TAGS}/{tag['id']}", tenant.token)
    assert_envelope(result, 409, "TAG_IN_USE")
    assert "TAGGING_RULE rule-1" in result.json()["error"]
    rules.rules_of_tag = lambda org, tag_id: []
    workflows = types.ModuleType("inventory_planning.services.workflows.crud")
    workflows.workflows_of_tag = lambda org, tag_id: ["wf-1"]
    monkeypatch.setitem(sys.modules, "inventory_planning.services.workflows.crud", workflows)
    assert "WORKFLOW wf-1" in client.delete(f"{TAGS}/{tag['id']}", tenant.token).json()["error"]
    workflows.workflows_of_tag = lambda org, tag_id: []
    assert data(client.delete(f"{TAGS}/{tag['id']}", tenant.token))["id"] == tag["id"]


def test_a_shop_scoped_caller_reads_and_manages_tags_like_any_other(tenant, client, loaded):
    """Tags are catalogue-level (decision 0035): shops.viewAssigned does not narrow them."""
    from inventory_planning.store import account as accounts

    red = catalogue(client, tenant.token)["VARIANT"]["AN201-RED"]
    shop_id = data(client.get("/api/shops", tenant.token))[0]["id"]
    _, scoped = accounts.create_token(
        tenant.organization_id, "shop", None, ["signals.view", "signals.manage", "shops.viewAssigned"], None, tenant.user_id,
        shop_ids=[shop_id],
    )  # fmt: skip
    tag = create_tag(client, scoped, "Window display", kind="BUSINESS", targets=("VARIANT",))
    assert data(assign(client, scoped, tag["id"], "VARIANT", [red])) == {"assigned": 1, "unchanged": 0}
    assert [e["label"] for e in data(client.get(f"{TAGS}/{tag['id']}/entities", scoped))] == ["AN201-RED"]
    assert ok(client.get(TAGS, tenant.token))["total"] == 1  # the organization's tag, seen by every caller
