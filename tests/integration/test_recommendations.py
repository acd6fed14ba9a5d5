"""Decision vectors and recommendations (REFERENCE 3; docs/intelligence.md "Recommendations"), on the
scenario of test_risks.py: shop A holds 10 tees and sells 2 a day, shop B holds 100 it does not sell,
shop C holds 5 caps never sold."""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest

from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, to_csv
from tests.integration.test_risks import (  # noqa: F401 - the fixture and helpers of the scenario
    AS_OF,
    SALE_HEADER,
    job,
    ok,
    risks,
)


@pytest.fixture
def vectors(client, tenant, risks):  # noqa: F811
    run = job(client, tenant.organization_id, "recommendations")
    return {**risks, "run": run}


def rows(client, token, path: str) -> dict:
    return ok(client.get(path, token))


def by_key(data: list[dict]) -> dict[tuple[str, str], dict]:
    return {(r["domain"], r["shopId"]): r for r in data}


def test_the_job_writes_a_vector_per_domain_and_its_action(client, tenant, vectors):
    stats = vectors["run"]["stats"]
    assert stats["vectors"] == {"restock": 3, "markdown": 2, "rebalance": 1} and stats["forbidden"] == 0
    a, b = vectors["shops"]["A"], vectors["shops"]["B"]
    found = by_key(rows(client, tenant.token, "/api/intelligence/recommendations/full?pageSize=100")["data"])
    restock = found[("restock", a)]
    assert restock["appliedRules"][0] == "restock_domain_qualifier:v1" and restock["allowedActions"] == ["restock"]
    assert restock["shopName"] == "Alpha" and restock["sizeIds"] == ["M"]
    action, why = restock["action"], restock["why"]
    assert action["quantity"] == action["quantitiesBySize"]["M"] > 25  # about 42 over 21 days + safety - 10 on hand
    steps = {s["step"]: s["value"] for s in why["formula"]}
    assert steps["needBySize"]["M"] == pytest.approx(steps["orderUpToLevel"]["M"] - 10, abs=0.01)  # S_M - 10 on hand
    context = why["context"]
    size = context["bySize"]["M"]  # issue 36: the size's own level at the critical ratio of its economics
    assert size["orderUpTo"] == steps["orderUpToLevel"]["M"] and size["need"] == size["order"] == action["quantity"]
    assert 0.5 <= size["serviceLevel"] <= 0.99 and size["serviceLevelSource"] == "CRITICAL_RATIO" and size["underage"] > 0
    assert context["stockOnHand"] == 10 and context["leadTimeDays"] == 14 and context["leadTimeSource"] == "DEFAULT"
    assert 0 < restock["confidence"] <= 1 and 0 < restock["scores"]["stockout_risk"] <= 1
    rebalance = found[("rebalance", b)]
    assert rebalance["action"]["transfers"] == [{"destinationShopId": a, "sizeId": "M", "quantity": action["quantity"]}]
    assert rebalance["scores"]["surplus_units"] == action["quantity"]
    assert rebalance["confidence"] == restock["confidence"] > 0  # the destination's forecast decides it
    assert 0 < rebalance["scores"]["transfer_urgency"] <= rebalance["confidence"]
    markdown = found[("markdown", b)]
    assert markdown["action"]["discountPercent"] > 0 and markdown["why"]["context"]["priceElasticity"]["source"] == "DEFAULT"
    # B: 100 tees for a few units of demand; even 70% off (the ceiling: min(70, 100 x (1 - 5 / 20)) = 70) multiplies
    # demand by 0.3^-1.5 = 6.1, short of 100: the clearance model; no comparable sold at a discount, so the ladder:
    # last sale 120 days before asOf, 17.1 weeks -> 40%
    steps = [s["step"] for s in markdown["why"]["formula"]]
    assert steps[:4] == ["sellThrough", "maxDiscount", "demandAtDiscount", "elasticityShort"] and steps[-1] == "discountPercent"
    assert (markdown["action"]["discountPercent"], markdown["confidence"], markdown["why"]["context"]["model"]) == (
        40.0, 0.25, "CLEARANCE_LADDER")  # fmt: skip
    assert markdown["why"]["context"]["priceBasis"] == {"basis": "RETAIL", "price": 20.0}  # the catalogue's retailPrice
    # C: 5 caps never sold, no demand: dead stock; no comparable sold at a discount (every sale at its price basis),
    # so the clearance ladder: never sold -> 50%, under the ceiling min(70, 100 x (1 - 2 / 9)) = 70
    cap = found[("markdown", vectors["shops"]["C"])]
    assert (cap["action"]["discountPercent"], cap["confidence"], cap["why"]["context"]["model"]) == (
        50.0,
        0.25,
        "CLEARANCE_LADDER",
    )
    assert cap["why"]["context"]["priceBasis"] == {"basis": "RETAIL", "price": 9.0}
    assert [s["step"] for s in cap["why"]["formula"]] == ["sellThrough", "maxDiscount", "clearanceLadder", "discountPercent"]
    vectors_only = rows(client, tenant.token, "/api/intelligence/decision-vectors?domain=restock")
    assert vectors_only["total"] == 3 and "action" not in vectors_only["data"][0]
    assert set(vectors_only["data"][0]["scores"]) >= {"restock_urgency", "stockout_risk", "overstock_risk", "transfer_urgency"}


def test_recommendation_lists_keep_actionable_rows_of_the_domain(client, tenant, vectors):
    a = vectors["shops"]["A"]
    restock = rows(client, tenant.token, "/api/recommendations/restock?pageSize=100")["data"]
    assert [r["shopId"] for r in restock] == [a]  # B and C hold enough (nothing to order there)
    assert rows(client, tenant.token, "/api/recommendations/rebalance")["total"] == 1
    assert_envelope(client.get("/api/recommendations/pricing", tenant.token), 422, "VALIDATION_ERROR")
    full = rows(client, tenant.token, "/api/intelligence/recommendations/full?domain=markdown")
    assert full["meta"]["total"] == 2 and {r["domain"] for r in full["data"]} == {"markdown"}


def test_pages_of_vectors_add_up_to_the_whole_list_in_order(client, tenant, vectors):
    """The page is chosen on its keys, then read whole (decision 0022's follow-up): walking pages of 2
    gives the whole list, in its order (domain, variant, shop), each page with the same total, and a
    page past the end is empty with the total."""
    for path in ("/api/intelligence/decision-vectors?", "/api/intelligence/decision-vectors?domain=restock&",
                 "/api/recommendations/markdown?"):  # fmt: skip
        whole = rows(client, tenant.token, f"{path}pageSize=100")
        keys = [(r.get("domain"), r["variantId"], r["shopId"]) for r in whole["data"]]
        total = whole["total"] if "total" in whole else whole["meta"]["total"]
        assert total == len(keys) >= 2 and len(set(keys)) == len(keys)
        walked = []
        for page in range(1, total // 2 + 3):
            found = rows(client, tenant.token, f"{path}page={page}&pageSize=2")
            assert (found["total"] if "total" in found else found["meta"]["total"]) == total
            walked += [(r.get("domain"), r["variantId"], r["shopId"]) for r in found["data"]]
        assert walked == keys


def test_a_restricted_brand_forbids_restock(client, tenant, vectors):
    a = vectors["shops"]["A"]
    restock = by_key(rows(client, tenant.token, "/api/intelligence/decision-vectors?domain=restock&pageSize=100")["data"])
    brand = restock[("restock", a)]["brandId"]
    created = client.post("/api/org-lists/BRAND_RESTRICTION/entries", tenant.token, {"value": brand})
    assert created.status == 201, created.body
    run = job(client, tenant.organization_id, "recommendations")
    assert run["stats"]["forbidden"] == 3
    listed = rows(client, tenant.token, "/api/intelligence/decision-vectors?domain=restock&pageSize=100")["data"]
    vector = by_key(listed)[("restock", a)]
    assert vector["allowedActions"] == [] and vector["forbiddenActions"] == ["restock"]
    assert f"brand_not_restricted:{brand}" in vector["appliedRules"]
    assert rows(client, tenant.token, "/api/recommendations/restock")["data"] == []


def test_recommendation_pre_generate_rules_of_the_default_ruleset_apply(client, tenant, vectors):
    """A BLOCK rule at RECOMMENDATION_PRE_GENERATE moves the action to forbiddenActions, a WARN one only
    shows in appliedRules; both say why; rules of other plan types or hooks do not run."""
    from tests.helpers.configuration import add_rule, create_ruleset

    a, b = vectors["shops"]["A"], vectors["shops"]["B"]
    ruleset = create_ruleset(client, tenant.token)["id"]
    hook = ["RECOMMENDATION_PRE_GENERATE"]
    cap = add_rule(client, tenant.token, ruleset, name="Small orders", category="ordering", enforcement="BLOCK",
                   condition={"type": "max_quantity_per_variant", "maxQuantity": 5}, hooks=hook, planTypes=["RESTOCK"],
                   message="{ruleName}: {actual} over {threshold}")  # fmt: skip
    deep = add_rule(client, tenant.token, ruleset, name="Shallow markdowns", category="pricing", enforcement="WARN",
                    condition={"type": "max_discount_percent", "maxPercent": 1}, hooks=hook, planTypes=["MARKDOWN"],
                    message="discount {actual} over {threshold}")  # fmt: skip
    add_rule(client, tenant.token, ruleset, name="Elsewhere", category="ordering", enforcement="BLOCK",
             condition={"type": "max_quantity_per_variant", "maxQuantity": 0}, hooks=["RESTOCK_PRE_ADD_ITEM"])  # fmt: skip
    run = job(client, tenant.organization_id, "recommendations")
    found = by_key(rows(client, tenant.token, "/api/intelligence/recommendations/full?pageSize=100")["data"])
    restock = found[("restock", a)]
    assert restock["action"]["quantity"] > 5
    assert restock["forbiddenActions"] == ["restock"] and restock["allowedActions"] == []
    assert f"{cap['id']}:BLOCK" in restock["appliedRules"]
    (outcome,) = restock["why"]["context"]["ruleOutcomes"]
    assert outcome == {"ruleId": cap["id"], "ruleName": "Small orders", "enforcement": "BLOCK",
                       "message": f"Small orders: {restock['action']['quantity']} over 5"}  # fmt: skip
    assert found[("restock", b)]["forbiddenActions"] == []  # B orders nothing: under the cap
    markdown = found[("markdown", b)]
    assert markdown["allowedActions"] == ["markdown"] and f"{deep['id']}:WARN" in markdown["appliedRules"]
    assert found[("rebalance", b)]["allowedActions"] == ["rebalance"]  # no rule for rebalance plans
    assert run["stats"]["forbidden"] == 1 and run["stats"]["actionable"]["restock"] == 0
    assert rows(client, tenant.token, "/api/recommendations/restock")["data"] == []


def test_vectors_are_the_callers_organization_and_shops_only(client, tenant, other_tenant, issuer, vectors):
    a, b = vectors["shops"]["A"], vectors["shops"]["B"]
    assert rows(client, other_tenant.token, "/api/intelligence/decision-vectors")["data"] == []
    assert_envelope(client.get(f"/api/intelligence/decision-vectors?shopId={a}", other_tenant.token), 404, "NOT_FOUND")
    variant = rows(client, tenant.token, "/api/intelligence/decision-vectors")["data"][0]["variantId"]
    assert_envelope(client.get(f"/api/recommendations/restock?variantId={variant}", other_tenant.token), 404, "NOT_FOUND")
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "a@acme.test", "A manager", ["SHOP_MANAGER"], [a])
    manager = issuer.mint(user_id, "a@acme.test", "A manager", tenant.organization_id)
    assert {r["shopId"] for r in rows(client, manager, "/api/intelligence/decision-vectors?pageSize=100")["data"]} == {a}
    assert_envelope(client.get(f"/api/intelligence/recommendations/full?shopId={b}", manager), 404, "NOT_FOUND")


def recommend(client, token, **body):
    return client.post("/api/plans/from-recommendation", token, body)


def test_from_recommendation_adds_the_item_to_a_new_or_given_plan(client, tenant, vectors):
    token, a, b = tenant.token, vectors["shops"]["A"], vectors["shops"]["B"]
    listed = by_key(rows(client, token, "/api/intelligence/decision-vectors?pageSize=100")["data"])
    tee = listed[("restock", a)]["variantId"]
    first = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=30)
    assert first.status == 201, first.body
    created = first.json()["data"]
    assert (created["planType"], created["wasCreated"]) == ("RESTOCK", True)
    plan = ok(client.get(f"/api/plans/RESTOCK/{created['planId']}", token))["data"]
    assert plan["brandId"] == listed[("restock", a)]["brandId"] and plan["collectionId"] == listed[("restock", a)]["collectionId"]
    line = ok(client.get(f"/api/plans/RESTOCK/{created['planId']}/items", token))["data"][0]
    added = (line["id"], line["sizeId"], line["shopId"], line["quantity"], line["source"])
    assert added == (created["itemId"], "M", a, 30, "decision-vector")
    assert line["sourceRef"].endswith(f"|{tee}|{a}|restock")
    again = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=12, planId=created["planId"])
    assert again.status == 201 and again.json()["data"]["wasCreated"] is False
    assert ok(client.get(f"/api/plans/RESTOCK/{created['planId']}", token))["data"]["totalQuantity"] == 12  # the same line
    rebalance = ok(client.post("/api/rebalance-plans", token, {"outgoingShopId": b, "ingoingShopId": a}), 201)["data"]
    moved = recommend(client, token, domain="rebalance", shopId=b, variantId=tee, quantity=20, planId=rebalance["id"])
    assert moved.status == 201, moved.body
    assert moved.json()["data"]["planType"] == "REBALANCE"
    wrong_source = recommend(client, token, domain="rebalance", shopId=a, variantId=tee, quantity=2, planId=rebalance["id"])
    assert_envelope(wrong_source, 404, "NOT_FOUND")  # A has no rebalance recommendation
    window = {"name": "Clear B", "startDate": "2024-06-10", "endDate": "2024-07-10"}
    markdown = ok(client.post("/api/markdown-plans", token, window), 201)
    discounted = recommend(client, token, domain="markdown", shopId=b, variantId=tee, discountPercent=30,
                           planId=markdown["data"]["id"])  # fmt: skip
    assert discounted.status == 201, discounted.body
    item = ok(client.get(f"/api/plans/MARKDOWN/{markdown['data']['id']}/items", token))["data"][0]
    assert (item["discountPercent"], item["quantity"], item["shopId"]) == (30.0, 100, b)  # B's 100 in stock


def test_from_recommendation_is_validated_and_isolated(client, tenant, other_tenant, vectors):
    token, a = tenant.token, vectors["shops"]["A"]
    tee = by_key(rows(client, token, "/api/intelligence/decision-vectors?pageSize=100")["data"])[("restock", a)]["variantId"]
    missing = recommend(client, token, domain="restock", shopId=a, variantId=tee)
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in missing.json()["fieldErrors"]] == ["quantity"]
    needs_plan = recommend(client, token, domain="markdown", shopId=a, variantId=tee)
    assert {e["field"] for e in needs_plan.json()["fieldErrors"]} == {"discountPercent", "planId"}
    unknown = recommend(client, token, domain="restock", shopId=a, variantId=str(uuid.uuid4()), quantity=1)
    assert_envelope(unknown, 404, "NOT_FOUND")
    other = recommend(client, other_tenant.token, domain="restock", shopId=a, variantId=tee, quantity=1)
    assert_envelope(other, 404, "NOT_FOUND")
    assert_envelope(recommend(client, token, domain="pricing", shopId=a, variantId=tee, quantity=1), 422, "VALIDATION_ERROR")
    brand = by_key(rows(client, token, "/api/intelligence/decision-vectors?pageSize=100")["data"])[("restock", a)]["brandId"]
    assert client.post("/api/org-lists/BRAND_RESTRICTION/entries", token, {"value": brand}).status == 201
    job(client, tenant.organization_id, "recommendations")
    forbidden = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=1)
    assert_envelope(forbidden, 422, "VALIDATION_ERROR")
    assert "brand_not_restricted" in forbidden.json()["fieldErrors"][0]["message"]


def test_outcome_attributions_say_where_each_item_came_from(client, tenant, other_tenant, vectors):
    token, a = tenant.token, vectors["shops"]["A"]
    tee = by_key(rows(client, token, "/api/intelligence/decision-vectors?pageSize=100")["data"])[("restock", a)]["variantId"]
    added = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=30).json()["data"]
    line = {"planType": "RESTOCK", "variantId": tee, "sizeId": "M", "shopId": vectors["shops"]["C"], "quantity": 3}
    manual = client.post(f"/api/plans/RESTOCK/{added['planId']}/items", token, line)
    assert manual.status == 201, manual.body
    found = rows(client, token, "/api/intelligence/outcome-attributions?window=J7")
    assert found["total"] == 2
    sources = {r["planItemId"]: r for r in found["data"]}
    from_vector = sources[added["itemId"]]
    origin = (from_vector["attributionSource"], from_vector["eventType"], from_vector["planType"])
    assert origin == ("DECISION_VECTOR", "ITEM_ADDED", "RESTOCK")
    assert from_vector["decisionVectorId"].endswith(f"|{tee}|{a}|restock") and from_vector["planId"] == added["planId"]
    assert sources[manual.json()["data"]["itemId"]]["attributionSource"] == "MANUAL"
    assert rows(client, token, f"/api/intelligence/outcome-attributions?shopId={a}")["total"] == 1
    assert rows(client, token, "/api/intelligence/outcome-attributions?planType=MARKDOWN")["total"] == 0
    assert rows(client, other_tenant.token, "/api/intelligence/outcome-attributions")["data"] == []
    assert_envelope(client.get("/api/intelligence/outcome-attributions?window=J1", token), 422, "VALIDATION_ERROR")


def test_a_thin_variant_takes_its_category_elasticity(tenant, monkeypatch):
    """Two tees of one category ("Tees") and two brands: TEE1 (brand X) sells 2 at 20 and 4 at 15 on
    alternate days, TEE2 (brand Y) one a day at 30. TEE2's variant, product and brand have no price
    variation: its elasticity is the category's, fitted within each variant x shop on both tees'
    observations: TEE1's price response, where a fit across them would take TEE2's dearer price and
    lower volume for a response. The scoped read of the forecasts job (``elasticities_of_variants``)
    gives the same numbers."""
    from datetime import date, timedelta

    from inventory_planning.domain import recommendations as formulas
    from inventory_planning.services.recommendations.elasticities import (
        elasticities_of_organization,
        elasticities_of_variants,
        elasticity_of,
    )
    from inventory_planning.store import catalog

    from tests.helpers.seed import ingest, to_csv

    org, as_of = tenant.organization_id, date(2024, 6, 3)
    catalogue = [["sku", "productCode", "productName", "category", "brandCode", "brandName", "size"],
                 ["TEE1-M", "TEE1", "Tee one", "Tees", "X", "Brand X", "M"],
                 ["TEE2-M", "TEE2", "Tee two", "Tees", "Y", "Brand Y", "M"]]  # fmt: skip
    assert not ingest(org, "catalogue.csv", to_csv(catalogue))[-1].get("batchItemFailures")
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "brandCode"]]
    observations: tuple[list[float], list[float]] = ([], [])
    for back in range(1, 21):
        day = (as_of - timedelta(days=back)).isoformat()
        price, units = (20, 2) if back % 2 else (15, 4)
        sales += [[day, "A", "TEE1-M", str(units), str(price), "M", "TEE1", "X"],
                  [day, "A", "TEE2-M", "1", "30", "M", "TEE2", "Y"]]  # fmt: skip
        observations[0].extend([price, 30])
        observations[1].extend([units, 1])
    assert not ingest(org, "shops.csv", to_csv([["shopCode", "shopName"], ["A", "Alpha"]]))[-1].get("batchItemFailures")
    assert not ingest(org, "sales.csv", to_csv(sales))[-1].get("batchItemFailures")
    variants = {v.sku: v for v in catalog.first_variants(org, 10)}
    one, two = variants["TEE1"], variants["TEE2"]
    lookups: list[list[str]] = []
    entities = catalog.entities_by_ids
    monkeypatch.setattr(catalog, "entities_by_ids", lambda o, kind, ids: lookups.append(sorted(ids)) or entities(o, kind, ids))
    found = elasticities_of_organization(org, as_of)
    value, source, count = elasticity_of(found, one.id, one.product_id, one.brand_id)
    assert source == "VARIANT" and value == pytest.approx(-2.4094, abs=1e-4) and count == 20  # ln(4/2) / ln(15/20)
    assert lookups == []  # no family needed: the catalogue is not read
    value, source, count = elasticity_of(found, two.id, two.product_id, two.brand_id)
    assert lookups == [sorted([one.product_id, two.product_id])]  # once, for the category level
    assert (source, count) == ("CATEGORY", 20) and value == pytest.approx(-2.4094, abs=1e-4)  # TEE2 never moved: not counted
    assert formulas.elasticity(*observations)[0] == pytest.approx(-1.9551, abs=1e-4)  # across the tees: TEE2's level mixed in
    assert elasticity_of(found, "another", None, None) == (formulas.DEFAULT_ELASTICITY, "DEFAULT", 0)
    scoped = elasticities_of_variants(org, as_of, {v.id: (v.product_id, v.brand_id) for v in (one, two)})
    assert scoped == {one.id: elasticity_of(found, one.id, one.product_id, one.brand_id),
                      two.id: elasticity_of(found, two.id, two.product_id, two.brand_id)}  # fmt: skip
    default = (formulas.DEFAULT_ELASTICITY, "DEFAULT", 0)
    assert elasticities_of_variants(org, as_of, {"another": (None, None)}) == {"another": default}
    # a variant planned without product or brand still reads its own sales; with its own estimate
    # nothing else is read, and the whole organization only for a category
    from inventory_planning.store.lake import decisions

    reads: list[dict] = []
    real = decisions.elasticity_sums
    monkeypatch.setattr(decisions, "elasticity_sums", lambda *a, **k: reads.append(k) or real(*a, **k))
    own = elasticities_of_variants(org, as_of, {one.id: (None, None)})[one.id]
    assert own == (pytest.approx(-2.4094, abs=1e-4), "VARIANT", 20)
    assert reads == [{"brand_ids": [], "product_ids": [], "variant_ids": [one.id]}]
    elasticities_of_variants(org, as_of, {two.id: (two.product_id, two.brand_id)})
    assert reads[1:] == [
        {"brand_ids": [two.brand_id], "product_ids": [two.product_id], "variant_ids": [two.id]},
        {"levels": ("product",)},
    ]  # the organization's product sums, for the category


def test_sizes_at_different_prices_are_not_a_price_response(tenant):
    """A tee's S sells 5 a day at 20 and its XL 1 a day at 30, neither price ever moving: within each
    InventoryItem x shop no price moved, so it has no elasticity of its own (DEFAULT), where a fit
    within the variant x shop would read the dearer size's lower volume as b = ln(1/5) / ln(30/20) = -3.97."""
    from datetime import date, timedelta

    from inventory_planning.domain import recommendations as formulas
    from inventory_planning.services.recommendations.elasticities import elasticities_of_organization, elasticity_of
    from inventory_planning.store import catalog

    from tests.helpers.seed import ingest, to_csv

    org, as_of = tenant.organization_id, date(2024, 6, 3)
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode"]]
    prices: list[float] = []
    units: list[float] = []
    for back in range(1, 21):
        day = (as_of - timedelta(days=back)).isoformat()
        sales += [[day, "A", "TEE-S", "5", "20", "S", "TEE"], [day, "A", "TEE-XL", "1", "30", "XL", "TEE"]]
        prices += [20, 30]
        units += [5, 1]
    assert not ingest(org, "sales.csv", to_csv(sales))[-1].get("batchItemFailures")
    [variant] = catalog.first_variants(org, 10)
    found = elasticities_of_organization(org, as_of)
    assert elasticity_of(found, variant.id, variant.product_id, variant.brand_id) == (formulas.DEFAULT_ELASTICITY, "DEFAULT", 0)
    assert formulas.elasticity(prices, units, ["A"] * 40)[0] == pytest.approx(-3.9693, abs=1e-4)  # variant x shop groups


def _within_slope(rows: list[tuple[float, float, tuple[str, str]]]) -> tuple[float, int]:
    """The within estimator by numpy, independently of the domain's code: log price and log units
    demeaned per group, groups whose price never moved left out, slope clipped to [-6, 0]."""
    import numpy as np

    xs, ys = [], []
    for group in {r[2] for r in rows}:
        x = np.log([r[0] for r in rows if r[2] == group])
        y = np.log([r[1] for r in rows if r[2] == group])
        if np.ptp(x) > 0:
            xs.append(x - x.mean())
            ys.append(y - y.mean())
    x, y = np.concatenate(xs), np.concatenate(ys)
    return float(np.clip((x @ y) / (x @ x), -6, 0)), len(x)


def test_the_sums_in_sql_fit_what_the_observations_fit(tenant):
    """``elasticity_sums`` (DuckDB) and a numpy fit on the observations themselves give the same
    elasticity at each level, the category (family "Tops") and the scoped read included: two
    products of one brand, two sizes each, two shops, 40 days of prices drawn from a few steps (CAP-L
    never moves: it must not count)."""
    import random
    from datetime import date, timedelta

    from inventory_planning.services.recommendations.elasticities import elasticities_of_organization, elasticities_of_variants
    from inventory_planning.store import catalog

    from tests.helpers.seed import ingest, to_csv

    org, as_of, draw = tenant.organization_id, date(2024, 6, 3), random.Random(7)
    catalogue = [["sku", "productCode", "productName", "category", "brandCode", "size"]]
    sales = [["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "brandCode"]]
    raw: dict[tuple[str, str], list[tuple[float, float, tuple[str, str]]]] = {}
    for product, sizes in (("TEE", ("S", "M")), ("CAP", ("U", "L"))):
        catalogue += [[f"{product}-{size}", product, product.title(), "Tops", "X", size] for size in sizes]
    for back in range(1, 41):
        day = (as_of - timedelta(days=back)).isoformat()
        for product, sizes in (("TEE", ("S", "M")), ("CAP", ("U", "L"))):
            for size in sizes:
                for shop in ("A", "B"):
                    fixed = product == "CAP" and size == "L"  # one price throughout: no response to measure
                    price = 12.0 if fixed else draw.choice([10.0, 12.0, 15.0, 20.0])
                    units = max(1, round(30 * price**-1.2 * draw.uniform(0.7, 1.3) * (3 if shop == "A" else 1)))
                    sales.append([day, shop, f"{product}-{size}", str(units), str(price), size, product, "X"])
                    raw.setdefault((product, size), []).append((price, units, (f"{product}-{size}", shop)))
    for name, rows in (("catalogue.csv", catalogue), ("shops.csv", [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"]]),
                       ("sales.csv", sales)):  # fmt: skip
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures"), name
    found = elasticities_of_organization(org, as_of)
    variants = {v.sku: v for v in catalog.first_variants(org, 10)}
    tee, cap = variants["TEE"], variants["CAP"]
    for variant, product in ((tee, "TEE"), (cap, "CAP")):
        value, n = _within_slope([r for (p, _), rows in raw.items() if p == product for r in rows])
        assert found.estimates[("variant", variant.id)] == (pytest.approx(value, abs=1e-9), n)
        assert found.estimates[("product", variant.product_id)] == (pytest.approx(value, abs=1e-9), n)
    assert found.estimates[("variant", cap.id)][1] == 80  # CAP-L never moved: its 80 observations are not counted
    value, n = _within_slope([r for rows in raw.values() for r in rows])
    assert found.estimates[("brand", tee.brand_id)] == (pytest.approx(value, abs=1e-9), n) and n == 240
    assert found.category_of(tee.product_id) == ("Tops", (pytest.approx(value, abs=1e-9), 240))
    assert -3 < value < 0
    scoped = elasticities_of_variants(org, as_of, {v.id: (v.product_id, v.brand_id) for v in (tee, cap)})
    assert scoped == {tee.id: (pytest.approx(found.estimates[("variant", tee.id)][0], abs=1e-9), "VARIANT", 160),
                      cap.id: (pytest.approx(found.estimates[("variant", cap.id)][0], abs=1e-9), "VARIANT", 80)}  # fmt: skip


def test_chunks_of_variants_write_what_one_pass_writes(tenant, vectors, monkeypatch):
    """The job takes the variants in chunks of contiguous ids (bounded memory at a retailer's scale):
    one variant per chunk (tee, cap) writes the same vectors as one chunk of both, the tee's
    transfer from B to A included (a variant's shops stay in one chunk)."""
    from datetime import date

    from inventory_planning.domain.jobs.registry import sharded
    from inventory_planning.services.jobs.runs import run_sharded_in_process
    from inventory_planning.services.recommendations import job as recommendations
    from inventory_planning.store.lake import decisions

    from tests.helpers.seed import ingest, to_csv

    def run_in_process(org: str, as_of: date) -> dict:
        return run_sharded_in_process(sharded("recommendations"), org, as_of, str(uuid.uuid4()))

    org, as_of = tenant.organization_id, date.fromisoformat(vectors["run"]["asOf"])
    catalogue = [["sku", "productCode", "productName", "size", "colour", "collectionCode"],
                 ["CAP-BLU-U", "CAP", "Cap", "U", "BLU", "AW24"]]  # fmt: skip
    assert not ingest(org, "catalogue-cap.csv", to_csv(catalogue))[-1].get("batchItemFailures")  # each its collection

    def written() -> list[dict]:
        found, total = decisions.vectors_page(org, as_of, limit=100)
        assert total == len(found) == 6
        return [{k: v for k, v in r.items() if k not in ("file_id", "ingested_at")} for r in found]

    assert run_in_process(org, as_of)["chunks"] == 1
    whole = written()
    assert {r["collection_id"] is not None for r in whole} == {True} and len({r["collection_id"] for r in whole}) == 2
    monkeypatch.setattr(recommendations, "CHUNK_POSITIONS", 1)
    stats = run_in_process(org, as_of)
    assert stats["chunks"] == 2 and stats["vectors"] == vectors["run"]["stats"]["vectors"]
    assert written() == whole  # each vector with its own variant's collection, whichever chunk comes first
    assert any(r["domain"] == "rebalance" and r["transfers"] for r in whole)


def test_restock_reads_the_suppliers_lead_time_and_what_is_on_order(client, tenant, vectors):
    """Order lines of the tee's supplier took 10, 12, 40 and 50 days from order to expected date: its
    lead time is their median, 26 days (counted in SQL, ``supplier_delays``; their mean would be 28).
    The line expected after asOf is on order for shop A (6). A line ordered on asOf is not read: its
    7 days would make the median 12, and its 50 units would be on order."""
    import json

    from tests.helpers.seed import ingest

    header = ["orderCode", "supplierCode", "sku", "quantity", "purchasePrice", "orderDate", "expectedDate", "shopCode", "size"]
    lines = [["PO-1", "SUP-1", "TEE-RED-M", "10", "5", "2024-01-01", "2024-01-11", "A", "M"],
             ["PO-2", "SUP-1", "TEE-RED-M", "10", "5", "2024-02-01", "2024-02-13", "A", "M"],
             ["PO-3", "SUP-1", "TEE-RED-M", "10", "5", "2024-03-01", "2024-04-10", "B", "M"],
             ["PO-4", "SUP-1", "TEE-RED-M", "6", "5", "2024-05-10", "2024-06-29", "A", "M"],
             ["PO-5", "SUP-1", "TEE-RED-M", "50", "5", "2024-06-03", "2024-06-10", "A", "M"]]  # fmt: skip
    content = "\n".join(json.dumps(dict(zip(header, line, strict=True))) for line in lines)
    assert not ingest(tenant.organization_id, "orders.json", content)[-1].get("batchItemFailures")
    job(client, tenant.organization_id, "recommendations")
    a = vectors["shops"]["A"]
    found = by_key(rows(client, tenant.token, "/api/intelligence/recommendations/full?pageSize=100")["data"])
    context = found[("restock", a)]["why"]["context"]
    assert (context["leadTimeDays"], context["leadTimeSource"], context["supplierCode"]) == (26, "SUPPLIER_HISTORY", "SUP-1")
    assert context["onOrder"] == 6 and context["coverDays"] == 33


def test_dead_stock_takes_the_step_its_comparables_sold_through_at(client, tenant, monkeypatch):
    """The clearance model through the job (docs/intelligence.md "Markdown"), retail price 100 on every
    stock line: DRS-BLK-S sold 1 a day at 60 (40% off: its dominant step) in shops A (8 days, 2 left),
    B (9 days, 1 left) and C (7 days, 3 left); DRS-BLK-M holds 20 in shop D and never sold (no demand).
    The product's sell-through at 40% = (8 + 9 + 7) / (10 + 10 + 10) = 0.8 >= 0.7 over 3 item x shops:
    40% off, confidence 0.3 + 0.4 x 3 / 30 = 0.34."""
    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org = tenant.organization_id
    sales = [[(AS_OF - timedelta(days=d)).isoformat(), shop, "DRS-BLK-S", "1", "60", "S", "DRS", "Dress", "BLK"]
             for shop, days in (("A", 8), ("B", 9), ("C", 7)) for d in range(1, days + 1)]  # fmt: skip
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "A"], ["B", "B"], ["C", "C"], ["D", "D"]],
        "sales.csv": [SALE_HEADER, *sales],
        "stock.csv": [["shopCode", "sku", "quantity", "size", "snapshotDate", "retailPrice"],
                      ["A", "DRS-BLK-S", "2", "S", "2024-06-02", "100"], ["B", "DRS-BLK-S", "1", "S", "2024-06-02", "100"],
                      ["C", "DRS-BLK-S", "3", "S", "2024-06-02", "100"], ["D", "DRS-BLK-M", "20", "M", "2024-06-02", "100"]],
    }  # fmt: skip
    for name, rows_ in files.items():
        assert not ingest(org, name, to_csv(rows_))[-1].get("batchItemFailures"), name
    for name in ("stock-snapshot", "forecasts", "risks", "recommendations"):
        job(client, org, name)
    shops = {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))["data"]}
    found = rows(client, tenant.token, "/api/recommendations/markdown?pageSize=100")["data"]
    assert [r["shopId"] for r in found] == [shops["D"]]
    dead = found[0]
    assert (dead["action"]["discountPercent"], dead["confidence"]) == (40.0, 0.34)
    assert dead["why"]["context"]["model"] == "COMPARABLE_SELL_THROUGH"
    assert dead["why"]["context"]["priceBasis"] == {"basis": "RETAIL", "price": 100.0}
    (tried,) = [s for s in dead["why"]["formula"] if s["step"] == "comparableSellThrough"]
    assert tried["value"] == 0.8 and tried["expression"].startswith("PRODUCT ")
    assert tried["expression"].endswith("at 40% off: 24 sold / 30 available (3 item x shops)")


def test_a_recommendation_policy_holds_the_line_until_an_approval_applies_it(client, tenant, issuer, vectors):
    """Issue 37: an approval policy of family RECOMMENDATION holds a recommendation above its threshold
    (202, no line); another person's approval adds the line; under the threshold it is added at once."""
    from tests.helpers.aws import add_member
    from tests.helpers.configuration import create_policy

    token, a = tenant.token, vectors["shops"]["A"]
    tee = by_key(rows(client, token, "/api/intelligence/decision-vectors?pageSize=100")["data"])[("restock", a)]["variantId"]
    create_policy(client, token, name="Big recommendations", actionFamily="RECOMMENDATION",
                  thresholdMetric="PLAN_TOTAL_QUANTITY", thresholdValue=10)  # fmt: skip
    small = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=5)
    assert small.status == 201, small.body
    plan_id = small.json()["data"]["planId"]
    held = recommend(client, token, domain="restock", shopId=a, variantId=tee, quantity=30, planId=plan_id)
    assert held.status == 202, held.body
    body = held.json()
    assert body["data"]["itemId"] is None and body["approvalRequested"]["value"] == 30
    assert ok(client.get(f"/api/plans/RESTOCK/{plan_id}", token))["data"]["totalQuantity"] == 5  # nothing added yet
    request_id = body["approvalRequested"]["approvalRequestId"]
    request = ok(client.get(f"/api/approval-requests/{request_id}", token))["data"]
    assert (request["status"], request["planId"]) == ("PENDING", plan_id)
    assert_envelope(client.post(f"/api/approval-requests/{request_id}/approve", token, {}), 403, "FORBIDDEN")  # four eyes
    _, session = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    perms = ["inventoryPlans.view", "inventoryPlans.manage", "inventoryPlans.approvalsDecide"]
    approver = ok(client.post("/api/settings/api-tokens", session, {"name": "approver", "permissions": perms}), 201)["data"]
    decided = ok(client.post(f"/api/approval-requests/{request_id}/approve", approver["token"], {"reason": "ok"}))["data"]
    assert decided["status"] == "APPROVED"
    line = ok(client.get(f"/api/plans/RESTOCK/{plan_id}/items", token))["data"][0]
    assert (line["quantity"], line["source"]) == (30, "decision-vector")
