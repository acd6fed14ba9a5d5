"""Workflows and their runs through the API (issue 26; docs/automation.md "Workflows", "Runs").

The tags are stood in for (``services.tags.assignments``: helper A's store is tested on its own): ``TAGS`` holds
each tag's targets and ``TAGGED`` the ids each tag is on. The nodes other than the TRIGGER run as
fakes (``nodes.execute`` replaced: ``RESULTS`` gives a node's result or failure by node id): this file
tests the engine, the runs and the routes; each node type is tested with its own module.
"""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict

from tests.helpers.aws import INTERNAL_TOKEN, add_member
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import run_jobs

WORKFLOWS = "/api/workflows"
TAGS = {"broken": ["VARIANT", "PRODUCT"], "north": ["VARIANT"], "brandy": ["BRAND"]}
TAGGED = {"broken": ["v1", "v2", "v3"], "north": ["v2", "v9"], "brandy": ["b1"]}


class AnyConfig(BaseModel):
    """Stands for the plan, webhook and e-mail node models (their own parts test them)."""

    model_config = ConfigDict(extra="allow")


@pytest.fixture
def fakes(monkeypatch):
    """Fake tags and fake executors of the non-TRIGGER nodes; returns ``{results, calls}``: ``results``
    node id -> a NodeResult or an exception to raise (default SUCCEEDED with ``{"ran": id}``);
    ``calls`` the (node id, context) of each fake execution."""
    from inventory_planning.domain.workflows import configs
    from inventory_planning.domain.workflows.nodes import NodeResult
    from inventory_planning.kernel.errors import Missing
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.services.workflows import nodes

    def require_tag(organization_id: str, tag_id: str) -> Any:
        if tag_id not in TAGS:
            raise Missing("Tag", "TAG_NOT_FOUND")
        return SimpleNamespace(id=tag_id, targets=TAGS[tag_id])

    def tagged_entity_ids(organization_id, entity_type, include, exclude=(), limit=None, read_at_most=None):
        excluded = {entity for tag in exclude for entity in TAGGED.get(tag, [])}
        return sorted({entity for tag in include for entity in TAGGED.get(tag, [])} - excluded)

    monkeypatch.setattr(tags, "require_tag", require_tag, raising=False)
    monkeypatch.setattr(tags, "tagged_entity_ids", tagged_entity_ids, raising=False)
    for node_type in ("CREATE_OR_GET_PLAN", "ADD_ITEMS_TO_PLAN", "CALL_WEBHOOK", "SEND_EMAIL"):
        monkeypatch.setitem(configs.CONFIG_MODELS, node_type, AnyConfig)
    state: dict[str, Any] = {"results": {}, "calls": []}
    real = nodes.execute

    def execute(node_type, config, ctx):
        if node_type == "TRIGGER":
            return real(node_type, config, ctx)
        node_id = next(n["id"] for n in ctx.workflow["definition"]["nodes"] if n["config"] == config.model_dump())
        state["calls"].append((node_id, ctx))
        outcome = state["results"].get(node_id)
        if callable(outcome):
            outcome = outcome(ctx)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome or NodeResult(status="SUCCEEDED", output={"ran": node_id}, resolved_input=config.model_dump())

    monkeypatch.setattr(nodes, "execute", execute)
    return state


def ok(result, status: int = 200) -> Any:
    assert result.status == status, result.body
    return result.json()["data"]


def node(node_id: str, node_type: str = "CALL_WEBHOOK", **config: Any) -> dict[str, Any]:
    return {"id": node_id, "type": node_type, "config": {"name": node_id, **config}}


def trigger(**config: Any) -> dict[str, Any]:
    return {"id": "trigger", "type": "TRIGGER", "config": {"entityType": "VARIANT", "includeTags": ["broken"], **config}}


def chain(*ids: str) -> list[dict[str, str]]:
    return [{"from": a, "to": b} for a, b in zip(("trigger", *ids), ids, strict=False)]


def body(nodes: list[dict[str, Any]], edges: list[dict[str, str]], **fields: Any) -> dict[str, Any]:
    return {"name": "Broken sizes restock", "definition": {"nodes": nodes, "edges": edges}, **fields}


def create(client, token, nodes=None, edges=None, **fields) -> dict[str, Any]:
    nodes = nodes if nodes is not None else [trigger(), node("plan", "CREATE_OR_GET_PLAN"), node("hook")]
    edges = edges if edges is not None else chain("plan", "hook")
    return ok(client.post(WORKFLOWS, token, body(nodes, edges, **fields)), 201)


def start(client, token, workflow_id: str) -> dict[str, Any]:
    return ok(client.post(f"{WORKFLOWS}/{workflow_id}/runs", token), 202)


def run_of(client, token, run_id: str) -> dict[str, Any]:
    return ok(client.get(f"/api/workflow-runs/{run_id}", token))


def steps_of(run: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    return {step["nodeId"]: (step["status"], step["errorCode"]) for step in run["steps"]}


def test_a_workflow_is_created_read_listed_changed_and_deleted(client, tenant, fakes):
    token = tenant.token
    created = create(client, token)
    assert (created["status"], created["ownerShopIds"], created["lastRunAt"], created["lastRunStatus"]) == (
        "draft",
        None,
        None,
        None,
    )
    assert created["definition"]["edges"] == [{"from": "trigger", "to": "plan"}, {"from": "plan", "to": "hook"}]
    path = f"{WORKFLOWS}/{created['id']}"
    assert ok(client.get(path, token)) == created
    other = create(client, token, status="active")
    listed = client.get(f"{WORKFLOWS}?status=active", token).json()
    assert ([row["id"] for row in listed["data"]], listed["total"]) == ([other["id"]], 1)
    assert client.get(WORKFLOWS, token).json()["total"] == 2
    changed = ok(client.patch(path, tenant.session_token, {"name": "Renamed", "status": "paused"}))
    assert (changed["name"], changed["status"], changed["updatedBy"]) == ("Renamed", "paused", tenant.user_id)
    assert client.delete(path, token).json() == {"success": True}
    assert_envelope(client.get(path, token), 404, "WORKFLOW_NOT_FOUND")


def test_a_definition_is_refused_with_the_field_that_is_wrong(client, tenant, fakes):
    token = tenant.token
    cycle = body([trigger(), node("a"), node("b")], [*chain("a", "b"), {"from": "b", "to": "a"}])
    refused = client.post(WORKFLOWS, token, cycle)
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert "cycle" in {e["field"]: e["message"] for e in refused.json()["fieldErrors"]}["definition.edges"]
    bad_id = client.post(WORKFLOWS, token, body([trigger(), node("bad id!")], [{"from": "trigger", "to": "bad id!"}]))
    assert [e["field"] for e in bad_id.json()["fieldErrors"]] == ["definition.nodes[1].id"]  # the same path form throughout
    unknown_tag = client.post(WORKFLOWS, token, body([trigger(includeTags=["broken", "ghost"])], []))
    assert [e["field"] for e in unknown_tag.json()["fieldErrors"]] == ["definition.nodes[0].config.includeTags[1]"]
    not_a_target = client.post(WORKFLOWS, token, body([trigger(includeTags=["brandy"])], []))
    assert [e["field"] for e in not_a_target.json()["fieldErrors"]] == ["definition.nodes[0].config.entityType"]
    workflow = create(client, token)
    path = f"{WORKFLOWS}/{workflow['id']}"
    bad_edit = client.patch(path, token, {"definition": {"nodes": [trigger(), node("x")], "edges": []}})
    assert [e["field"] for e in bad_edit.json()["fieldErrors"]] == ["definition.nodes[1].id"]  # x is unreachable
    assert ok(client.get(path, token))["definition"] == workflow["definition"]
    TAGS["gone"] = ["VARIANT"]
    try:
        draft = create(client, token, [trigger(includeTags=["gone"])], [])
    finally:
        del TAGS["gone"]
    refused_activation = client.patch(f"{WORKFLOWS}/{draft['id']}", token, {"status": "active"})  # its tag was deleted since
    assert [e["field"] for e in refused_activation.json()["fieldErrors"]] == ["definition.nodes[0].config.includeTags[0]"]
    assert ok(client.patch(path, token, {"status": "archived"}))["status"] == "archived"
    assert_envelope(client.patch(path, token, {"name": "again"}), 409, "WORKFLOW_ARCHIVED")
    assert_envelope(client.post(f"{path}/runs", token), 409, "WORKFLOW_NOT_ACTIVE")


def test_a_manual_run_executes_the_nodes_in_order_and_sums_the_plan_outputs(client, tenant, fakes):
    from inventory_planning.domain.workflows.nodes import NodeResult

    token = tenant.session_token
    nodes = [trigger(excludeTags=["north"]), node("plan", "CREATE_OR_GET_PLAN"), node("items", "ADD_ITEMS_TO_PLAN"), node("hook")]
    workflow = create(client, token, nodes, chain("plan", "items", "hook"), status="active")
    fakes["results"]["plan"] = NodeResult(status="SUCCEEDED", output={"planId": "p1", "isNew": True})
    added = {"addedCount": 2, "skippedCount": 1, "errors": [{"entityId": "v3", "code": "NO_STOCK"}]}
    fakes["results"]["items"] = NodeResult(status="SUCCEEDED", output=added)
    queued = start(client, token, workflow["id"])
    assert (queued["status"], queued["triggerType"], queued["triggeredBy"]) == (
        "PENDING",
        "MANUAL",
        {"kind": "USER", "id": tenant.user_id},
    )
    assert set(steps_of(run_of(client, token, queued["id"])).values()) == {("PENDING", None)}
    run_jobs()
    run = run_of(client, token, queued["id"])
    assert run["status"] == "COMPLETED" and run["errorMessage"] is None
    assert [step["nodeId"] for step in run["steps"]] == ["trigger", "plan", "items", "hook"]
    assert set(steps_of(run).values()) == {("SUCCEEDED", None)}
    # broken is on v1, v2, v3; north excludes v2: v1 and v3
    assert run["triggerContext"] == {
        "entityType": "VARIANT", "matchedEntityIds": ["v1", "v3"], "matchedCount": 2,
        "includeTags": ["broken"], "excludeTags": ["north"],
    }  # fmt: skip
    assert run["steps"][0]["output"] == {"entityType": "VARIANT", "matchedEntityIds": ["v1", "v3"], "matchedCount": 2}
    # one plan with isNew; items 2 added, 1 skipped, 1 error
    assert run["outputSummary"] == {
        "totalPlansCreated": 1,
        "totalItemsAdded": 2,
        "totalItemsSkipped": 1,
        "totalErrorsRecorded": 1,
    }
    assert [call[0] for call in fakes["calls"]] == ["plan", "items", "hook"]
    ctx = fakes["calls"][-1][1]
    assert ctx.trigger.matched_entity_ids == ("v1", "v3") and dict(ctx.outputs["plan"]) == {"planId": "p1", "isNew": True}
    assert (ctx.caller.actor.kind, ctx.caller.actor.id, ctx.caller.source_ref, ctx.caller.shop_scope) == (
        "WORKFLOW", workflow["id"], run["id"], None,
    )  # fmt: skip
    shown = ok(client.get(f"{WORKFLOWS}/{workflow['id']}", token))
    assert (shown["lastRunAt"], shown["lastRunStatus"]) == (run["triggeredAt"], "COMPLETED")
    listed = client.get(f"{WORKFLOWS}/{workflow['id']}/runs", token).json()
    assert (listed["total"], listed["data"][0]["id"]) == (1, run["id"])


def test_nothing_matched_skips_every_other_node_and_the_run_completes(client, tenant, fakes):
    workflow = create(
        client,
        tenant.token,
        status="active",
        nodes=[trigger(includeTags=["broken"], excludeTags=["north"]), node("a")],
        edges=chain("a"),
    )
    before = list(TAGGED["broken"])
    try:
        TAGGED["broken"] = ["v2"]  # v2 carries north: excluded
        run_id = start(client, tenant.token, workflow["id"])["id"]
        run_jobs()
    finally:
        TAGGED["broken"] = before
    run = run_of(client, tenant.token, run_id)
    assert run["status"] == "COMPLETED"
    assert steps_of(run) == {"trigger": ("SUCCEEDED", None), "a": ("SKIPPED", None)}
    assert run["steps"][1]["logs"] == [{"level": "INFO", "message": "nothing matched"}]
    assert fakes["calls"] == []


def test_a_failed_node_fails_the_run_and_cancels_the_rest_and_a_skip_skips_its_descendants(client, tenant, fakes):
    from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult

    # trigger -> a -> a2 ; trigger -> b -> c ; a is SKIPPED (its descendant a2 too), b fails (c is cancelled)
    nodes = [trigger(), node("a"), node("a2"), node("b"), node("c")]
    edges = [*chain("a", "a2"), {"from": "trigger", "to": "b"}, {"from": "b", "to": "c"}]
    workflow = create(client, tenant.token, nodes, edges, status="active")
    fakes["results"]["a"] = NodeResult(status="SKIPPED", output={"why": "nothing to do"})
    fakes["results"]["b"] = NodeFailed("WEBHOOK_FAILED", "the receiver answered 500", {"status": 500}, retry_count=2)
    run_id = start(client, tenant.token, workflow["id"])["id"]
    run_jobs()
    run = run_of(client, tenant.token, run_id)
    assert [step["nodeId"] for step in run["steps"]] == ["trigger", "a", "a2", "b", "c"]  # topological, ties by id
    assert steps_of(run) == {
        "trigger": ("SUCCEEDED", None), "a": ("SKIPPED", None), "a2": ("SKIPPED", None),
        "b": ("FAILED", "WEBHOOK_FAILED"), "c": ("CANCELLED", None),
    }  # fmt: skip
    failed = run["steps"][3]
    assert (failed["errorDetails"], failed["retryCount"], failed["errorMessage"]) == (
        {"status": 500},
        2,
        "the receiver answered 500",
    )
    assert (run["status"], run["errorMessage"]) == ("FAILED", "b: WEBHOOK_FAILED: the receiver answered 500")
    assert [call[0] for call in fakes["calls"]] == ["a", "b"]


def test_an_unexpected_error_is_an_internal_error_of_the_step(client, tenant, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    fakes["results"]["a"] = RuntimeError("arn:aws:secret internals")
    run_id = start(client, tenant.token, workflow["id"])["id"]
    run_jobs()
    run = run_of(client, tenant.token, run_id)
    assert steps_of(run)["a"] == ("FAILED", "INTERNAL_ERROR") and "arn:aws" not in str(run)
    assert run["errorMessage"].startswith("a: INTERNAL_ERROR: ")


def test_a_trigger_over_ten_thousand_entities_is_too_broad(client, tenant, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    before = list(TAGGED["broken"])
    TAGGED["broken"] = [f"v{i:05d}" for i in range(10_001)]
    try:
        run_id = start(client, tenant.token, workflow["id"])["id"]
        run_jobs()
    finally:
        TAGGED["broken"] = before
    run = run_of(client, tenant.token, run_id)
    assert steps_of(run) == {"trigger": ("FAILED", "TRIGGER_TOO_BROAD"), "a": ("CANCELLED", None)}
    assert run["steps"][0]["errorDetails"] == {"matchedCount": 10_001, "limit": 10_000}
    assert "10,001 entities match" in run["errorMessage"]


def test_a_trigger_keeps_every_match_for_the_nodes_and_shows_the_first_thousand(client, tenant, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    before = list(TAGGED["broken"])
    TAGGED["broken"] = [f"v{i:05d}" for i in range(2_500)]
    try:
        run_id = start(client, tenant.token, workflow["id"])["id"]
        run_jobs()
    finally:
        TAGGED["broken"] = before
    run = run_of(client, tenant.token, run_id)
    output = run["steps"][0]["output"]
    assert (output["matchedCount"], len(output["matchedEntityIds"]), output["matchedEntityIds"][-1]) == (2_500, 1_000, "v00999")
    assert len(fakes["calls"][0][1].trigger.matched_entity_ids) == 2_500  # two chunks of 2,000 and 500, read back in order
    assert fakes["calls"][0][1].trigger.matched_entity_ids[-1] == "v02499"


def test_a_run_is_cancelled_before_it_runs_and_while_it_runs(client, tenant, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a"), node("b")], chain("a", "b"), status="active")
    pending = start(client, tenant.token, workflow["id"])
    cancelled = ok(client.post(f"/api/workflow-runs/{pending['id']}/cancel", tenant.token))
    assert cancelled["status"] == "CANCELLED"
    assert_envelope(client.post(f"/api/workflow-runs/{pending['id']}/cancel", tenant.token), 409, "WORKFLOW_RUN_NOT_CANCELLABLE")
    run_jobs()
    assert set(steps_of(run_of(client, tenant.token, pending["id"])).values()) == {("CANCELLED", None)}
    assert fakes["calls"] == []

    def cancel_from_a(ctx):  # someone cancels while node a runs: b does not run
        client.post(f"/api/workflow-runs/{ctx.run_id}/cancel", tenant.token)

    fakes["results"]["a"] = cancel_from_a
    running = start(client, tenant.token, workflow["id"])
    run_jobs()
    run = run_of(client, tenant.token, running["id"])
    assert run["status"] == "CANCELLED"
    assert steps_of(run)["b"] == ("CANCELLED", None) and [call[0] for call in fakes["calls"]] == ["a"]


def test_a_workflow_with_a_run_in_progress_is_not_deleted_and_an_edit_does_not_change_the_run(client, tenant, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    path = f"{WORKFLOWS}/{workflow['id']}"
    queued = start(client, tenant.token, workflow["id"])
    assert queued["definitionVersion"] == 1
    assert_envelope(client.delete(path, tenant.token), 409, "WORKFLOW_RUN_IN_PROGRESS")
    edited = {"nodes": [trigger(), node("z")], "edges": chain("z")}
    ok(client.patch(path, tenant.token, {"definition": edited}))
    run_jobs()
    run = run_of(client, tenant.token, queued["id"])
    assert (run["status"], list(steps_of(run))) == ("COMPLETED", ["trigger", "a"])  # the definition it started with
    assert start(client, tenant.token, workflow["id"])["definitionVersion"] == 2
    run_jobs()
    assert client.delete(path, tenant.token).json() == {"success": True}
    assert run_of(client, tenant.token, run["id"])["workflowId"] == workflow["id"]  # its runs stay readable


def test_a_shop_managers_workflow_runs_with_the_managers_shops(client, tenant, issuer, fakes):
    _, manager = add_member(issuer, tenant, ["SHOP_MANAGER"], ["shop-n1", "shop-n2"])
    workflow = create(client, manager, [trigger(), node("a")], chain("a"), status="active")
    assert workflow["ownerShopIds"] == ["shop-n1", "shop-n2"]
    start(client, manager, workflow["id"])
    run_jobs()
    assert fakes["calls"][0][1].caller.shop_scope == frozenset({"shop-n1", "shop-n2"})


def test_another_organization_sees_none_of_it_and_a_viewer_changes_nothing(client, tenant, other_tenant, issuer, fakes):
    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    run = start(client, tenant.token, workflow["id"])
    path, run_path = f"{WORKFLOWS}/{workflow['id']}", f"/api/workflow-runs/{run['id']}"
    for method, target, payload, code in (
        ("GET", path, None, "WORKFLOW_NOT_FOUND"), ("PATCH", path, {"name": "x"}, "WORKFLOW_NOT_FOUND"),
        ("DELETE", path, None, "WORKFLOW_NOT_FOUND"), ("POST", f"{path}/runs", None, "WORKFLOW_NOT_FOUND"),
        ("GET", f"{path}/runs", None, "WORKFLOW_NOT_FOUND"), ("GET", run_path, None, "WORKFLOW_RUN_NOT_FOUND"),
        ("POST", f"{run_path}/cancel", None, "WORKFLOW_RUN_NOT_FOUND"),
    ):  # fmt: skip
        assert_envelope(client.request(method, target, other_tenant.token, payload), 404, code)
    assert client.get(WORKFLOWS, other_tenant.token).json()["total"] == 0
    _, viewer = add_member(issuer, tenant, ["SHOP_VIEWER"], ["shop-n1"])
    for method, target, payload in (
        ("POST", WORKFLOWS, body([trigger()], [])), ("PATCH", path, {"name": "x"}), ("DELETE", path, None),
        ("POST", f"{path}/runs", None), ("POST", f"{run_path}/cancel", None),
    ):  # fmt: skip
        assert_envelope(client.request(method, target, viewer, payload), 403, "FORBIDDEN")
    _, analyst = add_member(issuer, tenant, ["ANALYST"])  # inventoryPlans.view over every shop
    assert ok(client.get(run_path, analyst))["status"] == "PENDING"  # view is enough to read; nothing changed
    assert ok(client.get(path, analyst))["name"] == workflow["name"]
    # the shop viewer's shops do not cover an organization-wide workflow: it is not there for it
    assert_envelope(client.get(path, viewer), 404, "WORKFLOW_NOT_FOUND")
    assert_envelope(client.get(run_path, viewer), 404, "WORKFLOW_RUN_NOT_FOUND")


def test_a_shop_scoped_caller_reaches_only_workflows_owned_within_its_shops(client, tenant, issuer, fakes):
    """An organization-wide workflow (ownerShopIds null) and one owned by shops n1+n2 are out of reach
    of a manager of n1 alone: every route answers 404, the list leaves them out; its own workflow (n1)
    is its to change and run, and the n1+n2 manager reaches both shop workflows but not the wide one."""
    wide = create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active")
    wide_run = start(client, tenant.token, wide["id"])
    _, both = add_member(issuer, tenant, ["SHOP_MANAGER"], ["shop-n1", "shop-n2"])
    _, north = add_member(issuer, tenant, ["SHOP_MANAGER"], ["shop-n1"])
    pair = create(client, both, [trigger(), node("a")], chain("a"), status="active")
    own = create(client, north, [trigger(), node("a")], chain("a"), status="active")
    for workflow, run_id in ((wide, wide_run["id"]), (pair, start(client, both, pair["id"])["id"])):
        path, run_path = f"{WORKFLOWS}/{workflow['id']}", f"/api/workflow-runs/{run_id}"
        for method, target, payload, code in (
            ("GET", path, None, "WORKFLOW_NOT_FOUND"), ("PATCH", path, {"name": "mine now"}, "WORKFLOW_NOT_FOUND"),
            ("DELETE", path, None, "WORKFLOW_NOT_FOUND"), ("POST", f"{path}/runs", {}, "WORKFLOW_NOT_FOUND"),
            ("GET", f"{path}/runs", None, "WORKFLOW_NOT_FOUND"), ("GET", run_path, None, "WORKFLOW_RUN_NOT_FOUND"),
            ("POST", f"{run_path}/cancel", None, "WORKFLOW_RUN_NOT_FOUND"),
        ):  # fmt: skip
            assert_envelope(client.request(method, target, north, payload), 404, code)
    assert ok(client.get(f"{WORKFLOWS}/{wide['id']}", tenant.token))["name"] == wide["name"]  # unchanged
    listed = client.get(WORKFLOWS, north).json()
    assert ([w["id"] for w in listed["data"]], listed["total"]) == ([own["id"]], 1)
    assert {w["id"] for w in client.get(WORKFLOWS, both).json()["data"]} == {pair["id"], own["id"]}
    assert ok(client.patch(f"{WORKFLOWS}/{own['id']}", north, {"name": "North restock"}))["name"] == "North restock"
    assert start(client, north, own["id"])["status"] == "PENDING"
    assert_envelope(client.get(f"{WORKFLOWS}/{wide['id']}", both), 404, "WORKFLOW_NOT_FOUND")


def test_the_nightly_step_runs_each_active_workflow_once(client, tenant, fakes):
    active = [create(client, tenant.token, [trigger(), node("a")], chain("a"), status="active") for _ in range(2)]
    create(client, tenant.token, [trigger(), node("a")], chain("a"), status="paused")
    job = client.post(
        "/api/data-platform/job-runs", INTERNAL_TOKEN, {"organizationId": tenant.organization_id, "job": "workflows"}
    )
    assert job.status == 201, job.body
    run_jobs()
    stats = client.get(
        f"/api/data-platform/job-runs/{job.json()['data']['id']}?organizationId={tenant.organization_id}", INTERNAL_TOKEN
    ).json()["data"]
    assert (stats["status"], stats["stats"]) == (
        "SUCCESS",
        {"workflows": 2, "started": 2, "completed": 2, "failed": 0, "cancelled": 0, "stalledFailed": 0},
    )
    for workflow in active:
        runs = client.get(f"{WORKFLOWS}/{workflow['id']}/runs", tenant.token).json()["data"]
        assert [(r["triggerType"], r["status"], r["triggeredBy"]["kind"]) for r in runs] == [("SCHEDULED", "COMPLETED", "SYSTEM")]


def test_the_nightly_step_ends_the_runs_that_stalled(client, tenant, fakes):
    """A run whose process ended mid-run stays RUNNING; the nightly step ends it FAILED 24 hours after it
    started (a paused workflow's too), and leaves a younger one alone."""
    from datetime import timedelta

    from inventory_planning.kernel import clock
    from inventory_planning.services.workflows import engine, runs
    from inventory_planning.store.workflows import storage as store

    org = tenant.organization_id
    stalled_workflow = create(client, tenant.token, status="active")
    stalled = start(client, tenant.token, stalled_workflow["id"])["id"]
    engine.begin(org, stalled)
    engine.run_node(org, stalled, "trigger")  # ... and the process ended here
    young = start(client, tenant.token, stalled_workflow["id"])["id"]
    engine.begin(org, young)
    item = store.get_run_item(org, stalled)
    old_start = clock.iso(clock.now() - timedelta(hours=25))
    assert store.transition(org, item, {**item.record, "startedAt": old_start}, ("RUNNING",))
    ok(client.patch(f"{WORKFLOWS}/{stalled_workflow['id']}", tenant.token, {"status": "paused"}))
    assert runs.fail_stalled_runs(org, clock.now()) == 1
    run = run_of(client, tenant.token, stalled)
    assert run["status"] == "FAILED" and run["errorMessage"].startswith("WORKFLOW_RUN_STALLED: ")
    assert steps_of(run) == {"trigger": ("SUCCEEDED", None), "plan": ("CANCELLED", None), "hook": ("CANCELLED", None)}
    assert run_of(client, tenant.token, young)["status"] == "RUNNING"
    assert runs.fail_stalled_runs(org, clock.now() + timedelta(hours=25)) == 1  # the young one, a day later
    assert runs.fail_stalled_runs(org, clock.now() + timedelta(hours=25)) == 0


def _machine() -> dict[str, Any]:
    from local.apigw import Template

    return Template().resources["WorkflowRun"]["Properties"]["Definition"]


def _worker():
    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    handler, context = job_worker(), LambdaContext("JobWorkerFunction")
    return lambda payload: handler(payload, context)


def test_the_state_machine_played_runs_the_nodes_and_a_failure_is_caught(client, tenant, fakes, monkeypatch):
    """template.yaml's WorkflowRun played on the job worker (tests/helpers/machines.py), as deployed:
    the worker starts the execution (its ARN set) instead of running the run itself."""
    from inventory_planning.domain.workflows.nodes import NodeFailed
    from inventory_planning.services.workflows import runs
    from inventory_planning.store import executions

    from tests.helpers.machines import Failed, play

    started: list[dict[str, Any]] = []
    arn = "arn:aws:states:eu-west-1:123456789012:stateMachine:test-workflow-run"
    deployed = SimpleNamespace(job_queue_url=runs.get_job_settings().job_queue_url, workflow_run_state_machine_arn=arn)
    monkeypatch.setattr(runs, "get_job_settings", lambda: deployed)
    monkeypatch.setattr(executions, "_client", lambda: SimpleNamespace(start_execution=lambda **kw: started.append(kw)))
    workflow = create(
        client, tenant.token, [trigger(), node("b"), node("a")], [*chain("b"), {"from": "trigger", "to": "a"}], status="active"
    )
    queued = start(client, tenant.token, workflow["id"])
    run_jobs()  # the worker starts the machine: the run stays PENDING until Start
    assert [json.loads(s["input"]) for s in started] == [
        {"organizationId": tenant.organization_id, "workflowRunId": queued["id"]}
    ]
    assert started[0]["stateMachineArn"] == arn and started[0]["name"] == queued["id"]
    assert run_of(client, tenant.token, queued["id"])["status"] == "PENDING"
    state = play(_machine(), {"organizationId": tenant.organization_id, "workflowRunId": queued["id"]}, _worker())
    assert state["start"] == {"nodeIds": ["trigger", "a", "b"]}
    run = run_of(client, tenant.token, queued["id"])
    assert (run["status"], set(steps_of(run).values())) == ("COMPLETED", {("SUCCEEDED", None)})
    assert [call[0] for call in fakes["calls"]] == ["a", "b"]
    # the message delivered again before Start ran: the execution of that name exists, the run stays as it is
    already = type("ExecutionAlreadyExists", (Exception,), {"response": {"Error": {"Code": "ExecutionAlreadyExists"}}})

    def refuse(**kw):
        raise already()

    redelivered = start(client, tenant.token, workflow["id"])
    monkeypatch.setattr(executions, "_client", lambda: SimpleNamespace(start_execution=refuse))
    assert runs.execute_queued(tenant.organization_id, redelivered["id"]) == "PENDING"
    assert run_of(client, tenant.token, redelivered["id"])["status"] == "PENDING"
    ok(client.post(f"/api/workflow-runs/{redelivered['id']}/cancel", tenant.token))
    # a second execution for the same run (a redelivery) runs nothing
    again = play(_machine(), {"organizationId": tenant.organization_id, "workflowRunId": queued["id"]}, _worker())
    assert again["start"] == {"nodeIds": []} and len(fakes["calls"]) == 2

    fakes["results"]["a"] = NodeFailed("EMAIL_REFUSED", "the address was refused")
    failing = start(client, tenant.token, workflow["id"])
    state = play(_machine(), {"organizationId": tenant.organization_id, "workflowRunId": failing["id"]}, _worker())
    run = run_of(client, tenant.token, failing["id"])
    assert (run["status"], run["errorMessage"]) == ("FAILED", "a: EMAIL_REFUSED: the address was refused")
    assert steps_of(run)["b"] == ("CANCELLED", None)

    from inventory_planning.services.workflows import engine

    def broken(*args):
        raise RuntimeError("the function timed out")

    monkeypatch.setattr(engine, "run_node", broken)  # an invocation fails after its retries: Catch -> Failed
    lost = start(client, tenant.token, workflow["id"])
    try:
        play(_machine(), {"organizationId": tenant.organization_id, "workflowRunId": lost["id"]}, _worker())
    except Failed as failed:
        assert failed.error == "WorkflowRunFailed"
    else:
        raise AssertionError("the execution ends in its Fail state")
    run = run_of(client, tenant.token, lost["id"])
    assert run["status"] == "FAILED" and run["errorMessage"].startswith("WORKFLOW_RUN_FAILED: ")
    assert set(steps_of(run).values()) == {("CANCELLED", None)}


def test_a_step_an_interrupted_invocation_left_running_runs_again_and_says_so(client, tenant, fakes):
    """The job worker's invocation of a node is retried after an interruption (Lambda.ServiceException): the
    step it left RUNNING runs again with its node id (the webhook's Idempotency-Key, the e-mail's send marker),
    its logs say it; a step already ended is not run again."""
    from inventory_planning.domain.workflows.definition import execution_order
    from inventory_planning.services.workflows import engine
    from inventory_planning.store.workflows import storage as store

    workflow = create(client, tenant.token, status="active")
    run_id = start(client, tenant.token, workflow["id"])["id"]
    org = tenant.organization_id
    assert engine.begin(org, run_id)["nodeIds"] == ["trigger", "plan", "hook"]
    engine.run_node(org, run_id, "trigger")
    engine.run_node(org, run_id, "plan")
    item = store.get_run_item(org, run_id)
    hook = next(step for step in store.steps(org, run_id) if step["nodeId"] == "hook")
    interrupted = {**hook, "status": "RUNNING", "startedAt": "2026-11-26T03:00:00Z"}
    store.put_steps(org, run_id, execution_order(item.definition), [interrupted])  # the first invocation stopped here
    assert engine.run_node(org, run_id, "hook") == {"nodeId": "hook", "status": "SUCCEEDED"}
    assert [(node_id, ctx.node_id) for node_id, ctx in fakes["calls"]] == [("plan", "plan"), ("hook", "hook")]
    assert engine.run_node(org, run_id, "hook") == {"nodeId": "hook", "status": "SUCCEEDED"}  # ended: not run again
    assert len(fakes["calls"]) == 2
    assert engine.finish(org, run_id)["status"] == "COMPLETED"
    step = next(step for step in run_of(client, tenant.token, run_id)["steps"] if step["nodeId"] == "hook")
    assert step["logs"][0] == {
        "level": "WARNING",
        "message": "run again: an earlier attempt of this step stopped before its end was recorded",
    }
    assert step["startedAt"] == "2026-11-26T03:00:00Z"  # the step's time counts from its first attempt


def _real_tag(organization_id: str, name: str, targets: list[str]) -> str:
    """A tag written through the generic record store (as the tag routes do; tests/integration/test_tags_store.py)."""
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.kernel.ids import new_id
    from inventory_planning.store.dynamo import records
    from inventory_planning.store.tags.assignments import TAG

    now = "2026-11-26T00:00:00.000Z"
    record = {"id": new_id(), "name": name, "description": None, "kind": "MIXED", "targets": targets, "color": None,
              "createdAt": now, "createdBy": "u1", "updatedAt": now, "updatedBy": "u1"}  # fmt: skip
    return records.create(organization_id, TAG, record, Actor("USER", "u1"))["id"]


def test_the_trigger_reads_the_real_tag_store_and_another_organizations_tag_is_refused(client, tenant, other_tenant):
    """No fakes: helper A's tag store. broken on v1, v2, v3; north on v2: broken and not north = v1, v3."""
    from inventory_planning.services.tags import assignments as tags

    org = tenant.organization_id
    broken, north = _real_tag(org, "Broken size run", ["VARIANT"]), _real_tag(org, "North", ["VARIANT"])
    tags.apply_rule_assignments(org, broken, "r1", "VARIANT", ["v1", "v2", "v3"], "2026-11-26T00:00:00.000Z")
    tags.apply_rule_assignments(org, north, "r2", "VARIANT", ["v2"], "2026-11-26T00:00:00.000Z")
    definition = {"nodes": [trigger(includeTags=[broken], excludeTags=[north])], "edges": []}
    workflow = ok(client.post(WORKFLOWS, tenant.token, {"name": "Real tags", "status": "active", "definition": definition}), 201)
    run_id = start(client, tenant.token, workflow["id"])["id"]
    run_jobs()
    run = run_of(client, tenant.token, run_id)
    assert run["status"] == "COMPLETED"
    assert run["steps"][0]["output"] == {"entityType": "VARIANT", "matchedEntityIds": ["v1", "v3"], "matchedCount": 2}
    foreign = _real_tag(other_tenant.organization_id, "Theirs", ["VARIANT"])
    refused = client.post(WORKFLOWS, tenant.token, body([trigger(includeTags=[foreign])], []))
    assert_envelope(refused, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in refused.json()["fieldErrors"]] == ["definition.nodes[0].config.includeTags[0]"]


def test_the_trigger_reads_a_bounded_number_of_tagged_entities(client, tenant, monkeypatch):
    """Real tags, the read bound lowered to 4: six entities carrying the include tags are refused without
    being read past the fifth; an exclude tag over the bound is applied through the entities' own tags."""
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.services.workflows.nodes import trigger as trigger_node
    from inventory_planning.store.tags import assignments as tag_store

    monkeypatch.setattr(trigger_node, "READ_AT_MOST", 4)
    org, now = tenant.organization_id, "2026-11-26T00:00:00.000Z"
    wide, narrow, most = (_real_tag(org, name, ["VARIANT"]) for name in ("Wide", "Narrow", "Most"))
    tags.apply_rule_assignments(org, wide, "r1", "VARIANT", [f"v{i}" for i in range(6)], now)
    tags.apply_rule_assignments(org, narrow, "r2", "VARIANT", ["v0", "v1", "v2"], now)
    tags.apply_rule_assignments(org, most, "r3", "VARIANT", ["v1", "v2", "v3", "v4", "v5"], now)
    read: list[int | None] = []
    real_read = tag_store.tagged_ids
    monkeypatch.setattr(tag_store, "tagged_ids", lambda *a: read.append(len(ids := real_read(*a))) or ids)

    def run(include: list[str], exclude: list[str]) -> dict[str, Any]:
        definition = {"nodes": [trigger(includeTags=include, excludeTags=exclude)], "edges": []}
        created = ok(client.post(WORKFLOWS, tenant.token, {"name": "Bounded", "status": "active", "definition": definition}), 201)
        run_id = start(client, tenant.token, created["id"])["id"]
        run_jobs()
        return run_of(client, tenant.token, run_id)

    too_wide = run([wide], [])
    assert (too_wide["status"], too_wide["steps"][0]["errorCode"]) == ("FAILED", "TRIGGER_TOO_BROAD")
    assert too_wide["steps"][0]["errorDetails"] == {"matchedCount": None, "limit": 10_000, "readLimit": 4}
    assert read == [5]  # the Query stopped after 4 + 1 ids
    read.clear()
    narrowed = run([narrow], [most])  # v0..v2 without "Most" (5 > 4 entities: applied through v0..v2's own tags)
    assert narrowed["status"] == "COMPLETED", narrowed
    assert narrowed["steps"][0]["output"] == {"entityType": "VARIANT", "matchedEntityIds": ["v0"], "matchedCount": 1}
    assert read == [3, 5]


def test_a_run_calls_the_real_webhook_node_with_the_trigger_output_interpolated(client, tenant, monkeypatch):
    """No fakes: the real tags and helper D's webhook node, posting to a receiver on this machine
    (loopback allowed as on the local stack). broken on v1 and v2 -> matchedCount 2 in the body."""
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    from inventory_planning.services.tags import assignments as tags

    received: list[dict[str, Any]] = []

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            received.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(201)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("WORKFLOW_WEBHOOK_ALLOW_LOOPBACK", "true")
    org = tenant.organization_id
    broken = _real_tag(org, "Broken size run", ["VARIANT"])
    tags.apply_rule_assignments(org, broken, "r1", "VARIANT", ["v1", "v2"], "2026-11-26T00:00:00.000Z")
    hook = {
        "id": "notify", "type": "CALL_WEBHOOK",
        "config": {"url": f"http://127.0.0.1:{server.server_port}/orders", "method": "POST", "bodyType": "json",
                   "bodyTemplate": '{"count": {{ steps.trigger.output.matchedCount }}, "run": {{ run.id | tojson }}}'},
    }  # fmt: skip
    definition = {"nodes": [trigger(includeTags=[broken]), hook], "edges": chain("notify")}
    workflow = ok(client.post(WORKFLOWS, tenant.token, {"name": "Notify", "status": "active", "definition": definition}), 201)
    try:
        run_id = start(client, tenant.token, workflow["id"])["id"]
        run_jobs()
    finally:
        server.shutdown()
    run = run_of(client, tenant.token, run_id)
    assert (run["status"], steps_of(run)["notify"]) == ("COMPLETED", ("SUCCEEDED", None)), run
    assert received == [{"count": 2, "run": run_id}]
    assert run["steps"][1]["output"]["statusCode"] == 201


def test_a_tag_a_workflow_names_is_not_deleted_until_the_workflow_is_archived(client, tenant):
    """No fakes: a workflow's TRIGGER names the tag -> DELETE /api/tags/{id} is 409 TAG_IN_USE naming
    the workflow; an archived workflow no longer holds it. A tag named only by another workflow's
    ADD_ITEMS_TO_PLAN filter is held too (services.workflows.crud.workflows_of_tag)."""
    org = tenant.organization_id
    broken, north = _real_tag(org, "Broken size run", ["VARIANT"]), _real_tag(org, "North", ["VARIANT"])
    held = ok(client.post(WORKFLOWS, tenant.token, body([trigger(includeTags=[broken])], [])), 201)
    refused = client.delete(f"/api/tags/{broken}", tenant.token)
    assert_envelope(refused, 409, "TAG_IN_USE")
    assert f"WORKFLOW {held['id']}" in refused.json()["error"]
    from inventory_planning.services.workflows import crud

    assert crud.workflows_of_tag(org, broken) == [held["id"]] and crud.workflows_of_tag(org, north) == []
    filtered = {"nodes": [trigger(includeTags=[broken]),
                          {"id": "items", "type": "ADD_ITEMS_TO_PLAN", "config": {"entityFilters": {"excludeTags": [north]}}}],
                "edges": []}  # fmt: skip
    assert crud._tags_named(filtered) == {broken, north}  # the trigger's tag and the filter's
    ok(client.patch(f"{WORKFLOWS}/{held['id']}", tenant.token, {"status": "archived"}))
    assert crud.workflows_of_tag(org, broken) == []
    assert ok(client.delete(f"/api/tags/{broken}", tenant.token))["id"] == broken


def test_a_webhooks_credential_is_checked_when_the_workflow_is_saved(client, tenant, other_tenant):
    """No fakes: auth.credentialId must be a credential of the organization of auth.type's kind
    (bearer -> BEARER_TOKEN); another organization's credential is unknown here."""
    org = tenant.organization_id
    broken = _real_tag(org, "Broken size run", ["VARIANT"])
    erp = {"name": "ERP", "type": "BEARER_TOKEN", "allowedHosts": ["erp.example.com"]}
    bearer = ok(client.post("/api/workflow-credentials", tenant.token, {**erp, "token": "s3cr3t-1"}), 201)
    theirs = ok(client.post("/api/workflow-credentials", other_tenant.token, {**erp, "token": "s3cr3t-2"}), 201)

    def webhook(auth: dict[str, Any]) -> dict[str, Any]:
        notify = {
            "id": "notify",
            "type": "CALL_WEBHOOK",
            "config": {"url": "https://erp.example.com/orders", "method": "POST", "auth": auth},
        }
        nodes = [trigger(includeTags=[broken]), notify]
        return body(nodes, chain("notify"))

    field = "definition.nodes[1].config.auth.credentialId"
    for auth, code in (({"type": "bearer", "credentialId": theirs["id"]}, "unknown_credential"),
                       ({"type": "basic", "credentialId": bearer["id"]}, "credential_type")):  # fmt: skip
        refused = client.post(WORKFLOWS, tenant.token, webhook(auth))
        assert_envelope(refused, 422, "VALIDATION_ERROR")
        assert [(e["field"], e["code"]) for e in refused.json()["fieldErrors"]] == [(field, code)]
    saved = ok(client.post(WORKFLOWS, tenant.token, webhook({"type": "bearer", "credentialId": bearer["id"]})), 201)
    assert saved["definition"]["nodes"][1]["config"]["auth"] == {"type": "bearer", "credentialId": bearer["id"]}


def test_who_last_changed_the_definition_is_kept_but_not_shown(client, tenant, issuer, fakes):
    """definitionUpdatedBy (four eyes, decision 0039): set by a definition change, kept by a status
    change of someone else, absent from the wire record."""
    from inventory_planning.services.workflows import crud

    workflow = create(client, tenant.token, [trigger(), node("a")], chain("a"))
    editor_id, editor = add_member(issuer, tenant, ["ORGANIZATION_ADMIN"])
    changed = ok(
        client.patch(
            f"{WORKFLOWS}/{workflow['id']}", editor, {"definition": body([trigger(), node("b")], chain("b"))["definition"]}
        )
    )
    assert "definitionUpdatedBy" not in changed
    ok(client.patch(f"{WORKFLOWS}/{workflow['id']}", tenant.token, {"status": "active"}))
    record, _ = crud.workflow_record(tenant.organization_id, workflow["id"])
    assert (record["definitionUpdatedBy"], record["updatedBy"]) == (editor_id, tenant.token_id)
