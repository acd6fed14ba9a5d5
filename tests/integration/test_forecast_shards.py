"""The forecasts job in shards (issue 10; services/forecasts/job.py, template.yaml ForecastShards).

Three tees (variants TEE-A, TEE-B, TEE-C) sell in two shops; with one variant per shard the job has
three shards. The state machine is played from template.yaml's own definition: its payloads are
resolved from the states' JSONPaths (``$.x``, ``$$.Map.Item.Value.x``) and handed to the job worker,
and the Distributed Map's items are read from S3 where ``Plan`` said, as its ItemReader does.
"""

from __future__ import annotations

import re
from datetime import UTC, date, timedelta
from typing import Any

import boto3
import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.seed import ingest, to_csv

AS_OF = date(2024, 6, 3)
HEADER = ["saleDate", "shopCode", "sku", "quantity", "unitPrice", "size", "productCode", "productName", "colour"]


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()


@pytest.fixture
def sold(client, tenant, monkeypatch):
    """Three variants, each sold in shops A and B for 10 weeks before AS_OF; one variant per shard."""
    from inventory_planning.services.forecasts import job as forecasts

    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    monkeypatch.setattr(forecasts, "SHARD_SERIES", 2)  # a variant's two shops fill a shard
    rows = [HEADER]
    for back in range(1, 71):
        day = (AS_OF - timedelta(days=back)).isoformat()
        for colour, units in (("A", 1), ("B", 2), ("C", 3)):
            for shop in ("A", "B"):
                rows.append([day, shop, f"TEE-{colour}-M", str(units), "20", "M", "TEE", "Tee", colour])
    assert not ingest(tenant.organization_id, "sales.csv", to_csv(rows))[-1].get("batchItemFailures")
    return tenant.organization_id


def _resolve(template: Any, state: dict[str, Any], item: Any = None) -> Any:
    """A state's Parameters/Payload with its ``key.$`` paths resolved (the subset the templates use)."""
    if isinstance(template, dict):
        out = {}
        for key, value in template.items():
            if key.endswith(".$"):
                out[key[:-2]] = _path(value, state, item)
            else:
                out[key] = _resolve(value, state, item)
        return out
    return template


def _path(expression: str, state: dict[str, Any], item: Any) -> Any:
    if expression.startswith("States.Format("):
        return f"forecast shards failed: {_path('$.error.Cause', state, item)}"
    root, parts = (
        (item, expression[len("$$.Map.Item.Value.") :].split("."))
        if expression.startswith("$$.Map.Item.Value.")
        else (state, expression[2:].split("."))
    )
    for part in parts:
        root = root[part]
    return root


def play(states: dict[str, Any], organization_id: str, fail_shard: int | None = None) -> dict[str, Any]:
    """Run ForecastShards' definition on the job worker; returns ``{outcome, state}`` (outcome
    SUCCEEDED, or FAILED with the error the execution ends with)."""
    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    worker, context = job_worker(), LambdaContext("JobWorkerFunction")
    state: dict[str, Any] = {
        "organizationId": organization_id,
        "asOf": AS_OF.isoformat(),
        "triggerType": "SCHEDULED",
    }  # as NightlyChain starts it
    plan = worker(_resolve(states["Plan"]["Parameters"]["Payload"], state), context)
    state["run"] = {k[: -len(".$")]: plan[v.split(".")[-1]] for k, v in states["Plan"]["ResultSelector"].items()}
    shards = states["Shards"]
    reader = _resolve(shards["ItemReader"]["Parameters"], state)
    items = __import__("json").loads(boto3.client("s3").get_object(**reader)["Body"].read())
    shard_state = shards["ItemProcessor"]["States"]["Shard"]
    failures = []
    for item in items:  # every item runs (concurrently, deployed); a failed one fails the map
        selected = _resolve(shards["ItemSelector"], state, item)
        if item["shard"] == fail_shard:
            failures.append(f"Lambda.Unknown: shard {item['shard']} timed out")
            continue
        worker(_resolve(shard_state["Parameters"]["Payload"], selected), context)
    if failures:  # ToleratedFailurePercentage 0: Catch -> Failed
        state["error"] = {"Error": "States.ExceedToleratedFailureThreshold", "Cause": "; ".join(failures)}
        try:
            worker(_resolve(states["Failed"]["Parameters"]["Payload"], state), context)
        except Exception as failed:  # StepFailed: the execution fails
            return {"outcome": "FAILED", "error": str(failed), "state": state, "items": items}
        raise AssertionError("the Failed state must fail the execution")
    finish = worker(_resolve(states["Finish"]["Parameters"]["Payload"], state), context)
    return {"outcome": "SUCCEEDED", "finish": finish, "state": state, "items": items}


def _definition() -> dict[str, Any]:
    from local.apigw import Template

    return Template().resources["ForecastShards"]["Properties"]["Definition"]["States"]


def _run(client, organization_id: str, run_id: str) -> dict[str, Any]:
    return ok(client.get(f"/api/data-platform/job-runs/{run_id}?organizationId={organization_id}", INTERNAL_TOKEN))["data"]


def _forecast_rows(client, token) -> list[dict[str, Any]]:
    return ok(client.get("/api/forecasts?granularity=WEEK&dateTo=2024-06-16&pageSize=100", token))["data"]


def test_the_state_machine_forecasts_each_shard_and_a_failed_shard_fails_the_run_until_a_rerun(client, tenant, sold):
    states = _definition()
    failed = play(states, sold, fail_shard=1)
    assert [i["shard"] for i in failed["items"]] == [0, 1, 2] and [i["series"] for i in failed["items"]] == [2, 2, 2]
    assert failed["outcome"] == "FAILED" and "FAILED" in failed["error"]
    run = _run(client, sold, failed["state"]["run"]["runId"])
    assert run["status"] == "FAILED" and run["errorMessage"].startswith("FORECAST_SHARDS_FAILED: ")  # visible on the run
    assert "timed out" not in run["errorMessage"]  # the state machine's error text is logged, not shown
    assert _forecast_rows(client, tenant.token) == []  # nothing served from a failed run

    again = play(states, sold)
    assert again["outcome"] == "SUCCEEDED"
    stats = _run(client, sold, again["state"]["run"]["runId"])["stats"]
    assert (stats["series"], stats["shards"], stats["shops"]) == (6, 3, 2)
    assert stats["shardsReused"] == 2  # shards 0 and 2 were done by the failed run: only shard 1 ran again
    rows = _forecast_rows(client, tenant.token)
    assert len(rows) == 3 * 2 * 2  # 3 variants x 2 shops x 2 weeks, each once
    by_variant: dict[str, float] = {}
    for row in rows:
        by_variant[row["variantId"]] = by_variant.get(row["variantId"], 0.0) + row["quantity"]
    assert sorted(round(v) for v in by_variant.values()) == [2 * 2 * 7 * 1, 2 * 2 * 7 * 2, 2 * 2 * 7 * 3]


def test_in_process_every_shard_is_tried_and_the_run_names_the_failed_one(client, tenant, sold, monkeypatch):
    """The job-runs API runs the same steps in this process: a shard that fails fails the run with
    its number, the other shards are done, and a rerun of the job completes it."""
    from types import SimpleNamespace

    from inventory_planning.services.forecasts import job

    from tests.integration.test_forecasts import forecasts_run

    selection = job.selection  # the job's stand-in of domain.forecasts.selection (the pooled gate has its own)
    real = selection.forecast
    calls = {"n": 0}

    def flaky(y, horizon, **kwargs):
        calls["n"] += 1
        if y[-1] == 21.0:  # TEE-C's weeks (3 units x 7 days): its shard fails
            raise MemoryError("shard out of memory")
        return real(y, horizon, **kwargs)

    monkeypatch.setattr(job, "selection", SimpleNamespace(forecast=flaky))  # the job's series forecasts only
    run = forecasts_run(client, sold)
    assert run["status"] == "FAILED"
    assert re.fullmatch(r"FORECAST_SHARDS_FAILED: 1 of 3 shards failed: shard [012]", run["errorMessage"])  # no exception text
    assert calls["n"] == 5  # shards 0 and 1 (2 series each) and the first series of shard 2
    monkeypatch.setattr(job, "selection", selection)
    again = forecasts_run(client, sold)
    assert again["status"] == "SUCCESS" and again["stats"]["shardsReused"] == 2 and again["stats"]["series"] == 6
    assert len(_forecast_rows(client, tenant.token)) == 12


def test_a_shard_done_on_older_facts_is_redone(client, tenant, sold):
    """A late file rewrites the sales the job reads: the shards' fingerprints change and every shard runs again."""
    from tests.integration.test_forecasts import forecasts_run

    first = forecasts_run(client, sold)
    assert first["status"] == "SUCCESS" and first["stats"]["shardsReused"] == 0
    assert forecasts_run(client, sold)["stats"]["shardsReused"] == 3  # same facts: nothing to redo
    late = [HEADER, [(AS_OF - timedelta(days=3)).isoformat(), "A", "TEE-A-M", "40", "20", "M", "TEE", "Tee", "A"]]
    assert not ingest(sold, "late.csv", to_csv(late))[-1].get("batchItemFailures")
    redone = forecasts_run(client, sold)
    assert redone["status"] == "SUCCESS" and redone["stats"]["shardsReused"] == 0


def test_shards_of_another_organization_are_not_reachable(client, tenant, other_tenant, sold):
    """The worker's shard and finish steps read the run of the organization named: another one's run id is unknown."""
    from inventory_planning.kernel.errors import Missing

    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    done = play(_definition(), sold)
    run_id = done["state"]["run"]["runId"]
    worker, context = job_worker(), LambdaContext("JobWorkerFunction")
    with pytest.raises(Missing):
        worker({"action": "shard", "organizationId": other_tenant.organization_id, "runId": run_id, "shard": 0}, context)
    with pytest.raises(Missing):
        worker({"action": "finish", "organizationId": other_tenant.organization_id, "runId": run_id}, context)
    assert ok(client.get("/api/forecasts?pageSize=5", other_tenant.token))["data"] == []


def test_a_plan_edit_redoes_only_the_shards_of_its_variants(client, tenant, sold):
    """A VALIDATED markdown of TEE-B changes the planned prices of TEE-B's shard only: the two other
    shards are reused; a shard whose run lost its planned prices fails rather than forecast without them."""
    from datetime import datetime

    from inventory_planning.services.forecasts import job as forecasts
    from inventory_planning.store.lake import objects

    from tests.integration.test_forecasts import forecasts_run

    assert forecasts_run(client, sold)["stats"]["shardsReused"] == 0
    variants = {v["sku"]: v["id"] for v in ok(client.get("/api/variants?pageSize=10", tenant.token))["data"]}
    shop = ok(client.get("/api/shops", tenant.token))["data"][0]["id"]
    window = {"name": "B sale", "startDate": AS_OF.isoformat(), "endDate": (AS_OF + timedelta(days=13)).isoformat()}
    plan = ok(client.post("/api/markdown-plans", tenant.token, window), 201)["data"]
    line = {"variantId": variants["TEE-B"], "sizeId": "M", "shopId": shop, "discountPercent": 20}
    ok(client.post(f"/api/markdown-plans/{plan['id']}/items", tenant.token, line), 201)
    ok(client.patch(f"/api/plans/MARKDOWN/{plan['id']}", tenant.token, {"status": "VALIDATED"}))
    run = forecasts_run(client, sold)
    assert run["status"] == "SUCCESS" and run["stats"]["shardsReused"] == 2 and run["stats"]["pricedSeries"] == 1

    now = datetime.now(UTC)
    planned = forecasts.plan_forecasts(sold, AS_OF, "lost-prices", now)
    assert planned["plannedVariants"] == 1
    objects.delete([forecasts._planned_key(sold, AS_OF, "lost-prices")])
    item = {**objects.get_json(planned["manifestKey"])[0], "fingerprint": "new"}
    with pytest.raises(forecasts.ShardsFailed, match="no planned prices"):
        forecasts.run_shard(sold, AS_OF, "lost-prices", item, now)
