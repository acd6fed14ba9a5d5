"""`make run`'s automation (issue 26; docs/automation.md): the demo brand's broken size runs tagged by a
tagging rule, and a workflow that turns them into a restock plan and calls the supplier's system.

Through the API, as a script or an agent would do it, with the organization's token:

1. ``POST /api/tags``: a DATA tag *Broken size run* targeting variants;
2. ``POST /api/tagging-rules``: variants with stock whose size availability is below 70 %, then
   ``POST /api/tagging-evaluation-runs`` and its run polled until it ends;
3. ``POST /api/workflow-credentials``: the supplier system's bearer token (encrypted, never shown),
   allowed to be sent to ``127.0.0.1`` only (the local receiver's host);
4. ``POST /api/workflows`` (active): TRIGGER (the tag) -> CREATE_OR_GET_PLAN (RESTOCK, the brand
   from the trigger, the collection *Mix*) -> ADD_ITEMS_TO_PLAN (fill the sizes below 2 pieces up to 3) ->
   CALL_WEBHOOK (the plan and its lines' count to the local receiver, with the credential);
5. ``POST /api/workflows/{id}/runs`` and the run polled until it ends; the plan's activity read.

Polling reads with the internal token where the data platform serves the record (job runs), else with
the organization's token every 2 s, so the session spends a few dozen of its 100 requests a minute.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

TAG_NAME = "Broken size run"
TARGET = 3
BELOW = 2
AVAILABILITY_BELOW = 70
COLLECTION = "Mix"  # the restock plan's collection (the brand's stock variants name none)


def request(base_url: str, token: str, method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    """One call; returns the envelope (``{success, data, ...}``).

    Raises:
        RuntimeError: a non-2xx answer (its status and body).
    """
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    data = json.dumps(body).encode() if body is not None else None
    call = urllib.request.Request(f"{base_url}{path}", data, headers, method=method)  # noqa: S310 - the local gateway
    try:
        with urllib.request.urlopen(call, timeout=60) as response:  # noqa: S310 - the local gateway
            answer: dict[str, Any] = json.load(response)
    except urllib.error.HTTPError as error:
        raise RuntimeError(f"{method} {path}: {error.code} {error.read().decode()[:800]}") from error
    return answer


def _wait(base_url: str, token: str, path: str, timeout: float) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        found: dict[str, Any] = request(base_url, token, "GET", path)["data"]
        if found["status"] not in ("PENDING", "RUNNING") or time.monotonic() > deadline:
            return found
        time.sleep(2)


def definition(tag_id: str, credential_id: str, receiver_url: str, collection_id: str) -> dict[str, Any]:
    """The demo workflow's definition (docs/automation.md shows it). The brand comes from the trigger's
    variants; the collection is ``collection_id``: the brand's stock file names no collection (its price
    list does, with SKUs spelled otherwise), and a restock plan needs one."""
    body = (
        '{"event": "restock-plan-ready", "workflowId": "{{ workflow.id }}", "runId": "{{ run.id }}",'
        ' "planId": "{{ steps.plan.output.planId }}", "planName": {{ steps.plan.output.planName | tojson }},'
        ' "linesAdded": {{ steps.items.output.addedCount }}, "variantsMatched": {{ trigger.matchedCount }}}'
    )
    return {
        "nodes": [
            {"id": "trigger", "type": "TRIGGER", "config": {"entityType": "VARIANT", "includeTags": [tag_id], "excludeTags": []}},
            {"id": "plan", "type": "CREATE_OR_GET_PLAN", "config": {
                "planType": "RESTOCK", "name": "Broken size runs (workflow)",
                "description": f"Sizes below {BELOW} pieces filled to {TARGET}, by workflow {{{{ workflow.id }}}}",
                "brandSource": {"kind": "fromTrigger"}, "collectionSource": {"kind": "static", "value": collection_id}}},
            {"id": "items", "type": "ADD_ITEMS_TO_PLAN", "config": {
                "sourcePlanNodeId": "plan", "planType": "RESTOCK", "shopScope": {"kind": "fromTrigger"},
                "sizeScope": {"kind": "belowStockThreshold", "threshold": BELOW},
                "quantity": {"strategy": "fillToTarget", "target": TARGET}, "maxItems": 1000}},
            {"id": "notify", "type": "CALL_WEBHOOK", "config": {
                "url": f"{receiver_url}/supplier/restock-plans", "method": "POST", "bodyType": "json",
                "bodyTemplate": body, "auth": {"type": "bearer", "credentialId": credential_id},
                "timeoutMs": 5000, "retries": {"count": 2, "backoffMs": 500}, "saveResponseAs": "supplierReceipt"}},
        ],
        "edges": [{"from": "trigger", "to": "plan"}, {"from": "plan", "to": "items"}, {"from": "items", "to": "notify"}],
    }  # fmt: skip


def run_automation(base_url: str, token: str, receiver_url: str, timeout: float = 600) -> dict[str, Any]:
    """Steps 1-5 of the module docstring; returns ``{tag, rule, taggingRun, tagged, credential,
    workflow, run, plan, activity}`` (the records as served)."""
    out: dict[str, Any] = {}
    out["tag"] = tag = request(base_url, token, "POST", "/api/tags", {
        "name": TAG_NAME, "kind": "DATA", "targets": ["VARIANT"],
        "description": f"Variants with stock whose sizes are less than {AVAILABILITY_BELOW}% available"})["data"]  # fmt: skip
    out["rule"] = rule = request(base_url, token, "POST", "/api/tagging-rules", {
        "name": "Broken size runs", "tagId": tag["id"], "propagation": "ENTITY", "isActive": True,
        "scope": {"entityType": "VARIANT"},
        "conditions": {"operator": "AND", "rules": [
            {"type": "METRIC", "metricId": "CURRENT_STOCK_LEVEL", "conditionOperator": "GREATER_THAN", "thresholdValue": 0},
            {"type": "METRIC", "metricId": "SIZE_AVAILABILITY_PERCENT", "conditionOperator": "LOWER_THAN",
             "thresholdValue": AVAILABILITY_BELOW}]}})["data"]  # fmt: skip
    run = request(base_url, token, "POST", "/api/tagging-evaluation-runs", {"ruleIds": [rule["id"]]})["data"]
    out["taggingRun"] = _wait(base_url, token, f"/api/tagging-evaluation-runs/{run['id']}", timeout)
    out["tagged"] = request(base_url, token, "GET", f"/api/tags/{tag['id']}/entities?entityType=VARIANT&pageSize=3")
    out["credential"] = credential = request(base_url, token, "POST", "/api/workflow-credentials", {
        "name": "Supplier portal (demo)", "type": "BEARER_TOKEN", "token": "demo-supplier-secret",
        "allowedHosts": ["127.0.0.1"]})["data"]  # fmt: skip
    collections = request(base_url, token, "GET", "/api/collections?pageSize=100")["data"]
    collection = next((c for c in collections if c["name"] == COLLECTION), collections[0])
    out["workflow"] = workflow = request(base_url, token, "POST", "/api/workflows", {
        "name": "Restock broken size runs", "status": "active",
        "description": "Every night: the variants tagged Broken size run get restock lines, then the supplier is told",
        "definition": definition(tag["id"], credential["id"], receiver_url, collection["id"])})["data"]  # fmt: skip
    run = request(base_url, token, "POST", f"/api/workflows/{workflow['id']}/runs", {})["data"]
    out["run"] = finished = _wait(base_url, token, f"/api/workflow-runs/{run['id']}", timeout)
    plan_id = next((s["output"] or {}).get("planId") for s in finished.get("steps", []) if s["nodeId"] == "plan")
    if plan_id:
        out["plan"] = request(base_url, token, "GET", f"/api/plans/RESTOCK/{plan_id}")["data"]
        out["activity"] = request(base_url, token, "GET", f"/api/plans/RESTOCK/{plan_id}/activity?pageSize=3")
    return out


def format_automation(out: dict[str, Any], received: int) -> str:
    """What ``make run`` prints: the tagging run's stats, the run's steps and the plan."""
    stats = out["taggingRun"].get("stats") or {}
    lines = [
        f"tag {out['tag']['name']!r}: tagging run {out['taggingRun']['status']},"
        f" {stats.get('assignmentsCreated', 0)} variants tagged ({out['tagged'].get('total')} carry the tag)",
        f"workflow {out['workflow']['name']!r}: run {out['run']['id']} {out['run']['status']}",
    ]
    for step in out["run"].get("steps", []):
        output = step.get("output") or {}
        shown = {
            k: output[k] for k in ("matchedCount", "planId", "isNew", "addedCount", "skippedCount", "statusCode") if k in output
        }
        error = f" {step.get('errorCode')}: {step.get('errorMessage')}" if step.get("errorCode") else ""
        lines.append(f"  {step['nodeId']:<8} {step['nodeType']:<20} {step['status']:<10} {json.dumps(shown)}{error}")
    if out.get("plan"):
        plan = out["plan"]
        lines.append(f"plan {plan.get('code')} {plan.get('name')!r}: {plan.get('itemCount', plan.get('totalItems'))} lines;"
                     f" webhook receiver got {received} request(s)")  # fmt: skip
    return "\n".join(lines)
