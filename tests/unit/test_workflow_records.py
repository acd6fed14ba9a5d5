"""Workflow runs and steps as records (domain/workflows/records.py): summary, caps, timing."""

from __future__ import annotations

import json

from inventory_planning.domain.workflows import records


def step(node_type: str, status: str, output: dict) -> dict:
    return {"nodeId": node_type.lower(), "nodeType": node_type, "status": status, "output": output}


def test_the_output_summary_counts_new_plans_and_sums_the_items_nodes():
    steps = [
        step("CREATE_OR_GET_PLAN", "SUCCEEDED", {"planId": "p1", "isNew": True}),
        step("CREATE_OR_GET_PLAN", "SUCCEEDED", {"planId": "p2", "isNew": False}),  # got, not created
        step("ADD_ITEMS_TO_PLAN", "SUCCEEDED", {"addedCount": 4, "skippedCount": 1, "errors": [{"code": "A"}]}),
        step("ADD_ITEMS_TO_PLAN", "SUCCEEDED", {"addedCount": 3, "skippedCount": 2, "errors": [{"code": "B"}, {"code": "C"}]}),
        step("ADD_ITEMS_TO_PLAN", "FAILED", {"addedCount": 100}),  # a failed step adds nothing
        # no position left: SKIPPED, but the line it refused (a shop not the owner's) is counted
        step("ADD_ITEMS_TO_PLAN", "SKIPPED", {"addedCount": 0, "skippedCount": 1, "errors": [{"code": "SHOP_NOT_FOUND"}]}),
        step("ADD_ITEMS_TO_PLAN", "SKIPPED", None),  # skipped by the engine (an ancestor skipped): nothing
    ]
    # plans created 1; added 4 + 3 + 0 = 7; skipped 1 + 2 + 1 = 4; errors 1 + 2 + 1 = 4
    assert records.output_summary(steps) == {
        "totalPlansCreated": 1,
        "totalItemsAdded": 7,
        "totalItemsSkipped": 4,
        "totalErrorsRecorded": 4,
    }


def test_a_step_output_over_its_cap_is_a_preview_with_its_size():
    small = {"a": "x" * 10}
    assert records.capped_json(small, limit=100) == (small, False)
    big = {"a": "x" * 200}
    size = len(json.dumps(big, separators=(",", ":")))  # 200 + len('{"a":""}') = 208 bytes
    assert size == 208
    shown, cut = records.capped_json(big, limit=100)
    assert cut and shown["truncated"] is True and shown["bytes"] == 208 and len(shown["preview"]) == 50  # half the cap


def test_logs_are_capped_to_a_hundred_lines_of_a_thousand_characters():
    logs = records.capped_logs([{"level": "INFO", "message": "m" * 1500}] * 150)
    assert (len(logs), len(logs[0]["message"])) == (100, 1000)


def test_duration_and_the_run_error_and_the_trigger_context():
    # 12:00:01.250 - 12:00:00.000 = 1.25 s = 1,250 ms
    assert records.duration_ms("2026-01-01T12:00:00Z", "2026-01-01T12:00:01.250Z") == 1250
    assert records.run_error("hook", "WEBHOOK_FAILED", "500") == "hook: WEBHOOK_FAILED: 500"
    ids = [f"v{i}" for i in range(1200)]
    context = records.trigger_context("VARIANT", ids, ["t1"], [])
    assert (context["matchedCount"], len(context["matchedEntityIds"]), context["matchedEntityIds"][-1]) == (1200, 1000, "v999")


def test_steps_start_pending_in_execution_order():
    definition = {"nodes": [{"id": "b", "type": "CALL_WEBHOOK"}, {"id": "t", "type": "TRIGGER"}], "edges": []}
    steps = records.new_steps(definition, ["t", "b"])
    assert [(s["nodeId"], s["nodeType"], s["status"]) for s in steps] == [
        ("t", "TRIGGER", "PENDING"),
        ("b", "CALL_WEBHOOK", "PENDING"),
    ]
