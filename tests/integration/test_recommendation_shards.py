"""The recommendations job in shards (issue 23; services/recommendations/job.py, template.yaml
RecommendationShards, docs/decisions/0031).

The scenario of test_risks.py (a tee in shops A and B, a cap in shop C) with two more tees (blue
and green, in shops A and B), the tee supplier's order lines (a lead time and units on order), a
default ruleset with a rule at RECOMMENDATION_PRE_GENERATE and a restricted brand list: with one
variant per shard the job has four shards. The state machine is played from template.yaml's own
definition on the job worker (as tests/integration/test_forecast_shards.py plays ForecastShards),
its shards in shuffled order.
"""

from __future__ import annotations

import json
import random
import re
from datetime import date, timedelta
from typing import Any

import boto3
import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.seed import ingest, to_csv
from tests.integration.test_forecast_shards import _resolve
from tests.integration.test_risks import AS_OF, SALE_HEADER, job, ok, risks  # noqa: F401 - the fixture of the scenario

BLACKLISTED = "00000000-0000-4000-8000-000000000009"  # a supplier id


@pytest.fixture
def several(client, tenant, risks, monkeypatch):  # noqa: F811
    """Four variants, one per shard; the runs the recommendations read are redone on them."""
    from inventory_planning.services.recommendations import job as recommendations

    from tests.helpers.configuration import add_rule, create_ruleset

    org = tenant.organization_id
    monkeypatch.setattr(recommendations, "CHUNK_POSITIONS", 1)
    files = {
        "catalogue-more.csv": [["sku", "productCode", "productName", "size", "colour", "unitCost", "retailPrice"],
                               ["TEE-BLU-M", "TEE", "Tee", "M", "BLU", "5", "20"],
                               ["TEE-GRN-M", "TEE", "Tee", "M", "GRN", "5", "20"]],
        "sales-more.csv": [SALE_HEADER]
        + [[(AS_OF - timedelta(days=d)).isoformat(), "A", "TEE-BLU-M", str(1 + d % 3), "20", "M", "TEE", "Tee", "BLU"]
           for d in range(1, 61)]
        + [[(AS_OF - timedelta(days=d)).isoformat(), "B", "TEE-GRN-M", "1", str(20 - d % 2 * 5), "M", "TEE", "Tee", "GRN"]
           for d in range(1, 61, 2)],
        "stock-more.csv": [["shopCode", "sku", "quantity", "size", "snapshotDate", "unitCost"],
                           ["A", "TEE-BLU-M", "4", "M", "2024-06-02", "5"], ["B", "TEE-BLU-M", "60", "M", "2024-06-02", "5"],
                           ["A", "TEE-GRN-M", "40", "M", "2024-06-02", "5"], ["B", "TEE-GRN-M", "3", "M", "2024-06-02", "5"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures"), name
    header = ["orderCode", "supplierCode", "sku", "quantity", "purchasePrice", "orderDate", "expectedDate", "shopCode", "size"]
    lines = [["PO-1", "SUP-1", "TEE-RED-M", "10", "5", "2024-01-01", "2024-01-11", "A", "M"],
             ["PO-2", "SUP-1", "TEE-BLU-M", "10", "5", "2024-03-01", "2024-04-10", "B", "M"],
             ["PO-3", "SUP-1", "TEE-BLU-M", "6", "5", "2024-05-10", "2024-06-29", "A", "M"]]  # fmt: skip
    content = "\n".join(json.dumps(dict(zip(header, line, strict=True))) for line in lines)
    assert not ingest(org, "orders.json", content)[-1].get("batchItemFailures")
    ruleset = create_ruleset(client, tenant.token)["id"]
    add_rule(client, tenant.token, ruleset, name="Small orders", category="ordering", enforcement="BLOCK",
             condition={"type": "max_quantity_per_variant", "maxQuantity": 5}, hooks=["RECOMMENDATION_PRE_GENERATE"],
             planTypes=["RESTOCK"], message="{ruleName}: {actual} over {threshold}")  # fmt: skip
    created = client.post("/api/org-lists/SUPPLIER_BLACKLIST/entries", tenant.token, {"value": BLACKLISTED})
    assert created.status == 201, created.body
    for name in ("stock-snapshot", "forecasts", "risks"):
        job(client, org, name)
    return org


def _definition() -> dict[str, Any]:
    from local.apigw import Template

    return Template().resources["RecommendationShards"]["Properties"]["Definition"]["States"]


def play(organization_id: str, *, seed: int, fail_shard: int | None = None, redeliver: int | None = None) -> dict[str, Any]:
    """Run RecommendationShards' definition on the job worker, its shards in an order shuffled by
    ``seed`` (``redeliver``: that shard twice, as a retried item); returns ``{outcome, state, items,
    results, error?}``."""
    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    states = _definition()
    worker, context = job_worker(), LambdaContext("JobWorkerFunction")
    state: dict[str, Any] = {"organizationId": organization_id, "asOf": AS_OF.isoformat()}
    plan = worker(_resolve(states["Plan"]["Parameters"]["Payload"], state), context)
    state["run"] = {k[: -len(".$")]: plan[v.split(".")[-1]] for k, v in states["Plan"]["ResultSelector"].items()}
    shards = states["Shards"]
    items = json.loads(boto3.client("s3").get_object(**_resolve(shards["ItemReader"]["Parameters"], state))["Body"].read())
    order = [*items, *[i for i in items if i["shard"] == redeliver]]
    random.Random(seed).shuffle(order)
    shard_state, results, failures = shards["ItemProcessor"]["States"]["Shard"], [], []
    for item in order:
        if item["shard"] == fail_shard:
            failures.append(f"Lambda.Unknown: shard {item['shard']} timed out")
            continue
        results.append(
            worker(_resolve(shard_state["Parameters"]["Payload"], _resolve(shards["ItemSelector"], state, item)), context)
        )
    if failures:
        state["error"] = {"Error": "States.ExceedToleratedFailureThreshold", "Cause": "; ".join(failures)}
        failed = {
            **states["Failed"]["Parameters"]["Payload"],
            "error": "recommendation shards failed: " + state["error"]["Cause"],
        }
        del failed["error.$"]
        try:
            worker(_resolve(failed, state), context)
        except Exception as error:  # StepFailed: the execution fails
            return {"outcome": "FAILED", "error": str(error), "state": state, "items": items, "results": results}
        raise AssertionError("the Failed state must fail the execution")
    worker(_resolve(states["Finish"]["Parameters"]["Payload"], state), context)
    return {"outcome": "SUCCEEDED", "state": state, "items": items, "results": results}


def _run(client, organization_id: str, run_id: str) -> dict[str, Any]:
    return ok(client.get(f"/api/data-platform/job-runs/{run_id}?organizationId={organization_id}", INTERNAL_TOKEN))["data"]


def _written(organization_id: str) -> list[dict[str, Any]]:
    """The day's decision vectors as the lake holds them, without what names the run (file id, stamp)."""
    from inventory_planning.store.lake import decisions

    found, total = decisions.vectors_page(organization_id, AS_OF, limit=1000)
    assert total == len(found)
    return [{k: v for k, v in r.items() if k not in ("file_id", "ingested_at")} for r in found]


def _served(client, token) -> list[dict[str, Any]]:
    """The day's recommendations as the API serves them, without ``createdAt`` and ``updatedAt`` (the run's time)."""
    found = ok(client.get("/api/intelligence/recommendations/full?pageSize=100", token))["data"]
    return [{k: v for k, v in r.items() if k not in ("createdAt", "updatedAt")} for r in found]


def _day_files(organization_id: str) -> list[str]:
    from inventory_planning.store.lake import objects
    from inventory_planning.store.lake.datasets import DECISION_VECTORS

    return [o.key for o in objects.list_partition(DECISION_VECTORS, organization_id, AS_OF.isoformat())]


def test_shards_in_any_order_write_what_one_run_writes(client, tenant, several):
    """The job-runs API runs plan, every shard and finish in one process; the state machine runs each
    shard in its own invocation, in any order, a shard delivered twice included: the same vectors,
    recommendations and stats."""
    whole = job(client, several, "recommendations")
    assert whole["stats"]["chunks"] == 4 and whole["stats"]["forbidden"] >= 1  # the BLOCK rule forbids a restock
    written, served = _written(several), _served(client, tenant.token)
    assert {r["domain"] for r in written} == {"restock", "markdown", "rebalance"}
    for seed in (1, 2):
        played = play(several, seed=seed, redeliver=2)
        assert played["outcome"] == "SUCCEEDED" and [i["shard"] for i in played["items"]] == [0, 1, 2, 3]
        assert sum(r["reused"] for r in played["results"]) == 1  # the redelivered shard wrote nothing again
        run = _run(client, several, played["state"]["run"]["runId"])
        assert run["status"] == "SUCCESS" and run["stats"] == whole["stats"]
        assert _written(several) == written
        assert _served(client, tenant.token) == served
        assert len(_day_files(several)) == 1  # compacted: one file, the shards' staged parts moved in


def test_the_plan_reads_back_as_the_inputs_it_was_made_of(client, tenant, several):
    """What spans chunks round-trips through its S3 document: a shard decides on the same inputs."""
    from inventory_planning.services.recommendations import chunks
    from inventory_planning.store.lake import runs as lake_runs
    from inventory_planning.store.lake.datasets import RISK_POSITIONS

    risks_run = lake_runs.latest_run(RISK_POSITIONS, several, AS_OF)
    inputs = chunks.read_inputs(several, AS_OF, risks_run)
    document = chunks.inputs_document(inputs)
    back = chunks.inputs_of(json.loads(json.dumps(document)))
    assert chunks.inputs_document(back) == document
    assert back.on_order == inputs.on_order and back.lead_times == inputs.lead_times == {"SUP-1": 40}  # median: 10, 40, 50 days
    assert back.elasticities.estimates == inputs.elasticities.estimates and back.settings == inputs.settings
    assert (back.blacklisted, back.restricted, back.rules) == (inputs.blacklisted, inputs.restricted, inputs.rules)
    assert back.blacklisted == {BLACKLISTED} and len(back.rules) == 1


def test_a_failing_shard_fails_the_run_naming_it(client, tenant, several, monkeypatch):
    """In the state machine a shard that fails after its retries fails the run; in one process every
    shard is tried and the run names the failed one. Neither serves anything of the failed run."""
    from inventory_planning.services.recommendations import job as recommendations

    before = job(client, several, "recommendations")
    written = _written(several)
    failed = play(several, seed=3, fail_shard=1)
    assert failed["outcome"] == "FAILED" and "FAILED" in failed["error"]
    run = _run(client, several, failed["state"]["run"]["runId"])
    assert run["status"] == "FAILED" and run["errorMessage"].startswith("RECOMMENDATION_SHARDS_FAILED: ")
    assert "timed out" not in run["errorMessage"]  # the state machine's error text is logged, not shown
    assert _written(several) == written  # the done shards' vectors are staged, not served

    real = recommendations.run_chunk
    calls: list[str] = []

    def flaky(inputs, sink, span):
        calls.append(span[0])
        if len(calls) == 3:
            raise MemoryError("shard out of memory")
        return real(inputs, sink, span)

    monkeypatch.setattr(recommendations, "run_chunk", flaky)
    body = {"organizationId": several, "job": "recommendations", "asOf": AS_OF.isoformat()}
    started = ok(client.post("/api/data-platform/job-runs", INTERNAL_TOKEN, body), 201)["data"]
    from tests.helpers.seed import run_jobs

    run_jobs()
    run = _run(client, several, started["id"])
    assert run["status"] == "FAILED"
    assert re.fullmatch(r"RECOMMENDATION_SHARDS_FAILED: 1 of 4 shards failed: shard 2", run["errorMessage"])  # no exception text
    assert len(calls) == 4  # every shard tried
    assert _written(several) == written
    monkeypatch.setattr(recommendations, "run_chunk", real)
    assert job(client, several, "recommendations")["stats"] == before["stats"]
    assert _written(several) == written


def test_shards_of_another_organization_are_not_reachable(client, tenant, other_tenant, several):
    from inventory_planning.kernel.errors import Missing

    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    run_id = play(several, seed=4)["state"]["run"]["runId"]
    worker, context = job_worker(), LambdaContext("JobWorkerFunction")
    with pytest.raises(Missing):
        worker({"action": "shard", "organizationId": other_tenant.organization_id, "runId": run_id, "shard": 0}, context)
    with pytest.raises(Missing):
        worker({"action": "finish", "organizationId": other_tenant.organization_id, "runId": run_id}, context)


def test_without_a_risks_run_the_plan_has_no_shard(tenant, monkeypatch):
    """An organization without a risks run: no shard, the stats of a run that wrote nothing."""
    from datetime import UTC, datetime

    from inventory_planning.services.recommendations import job as recommendations

    monkeypatch.setenv("SERVICE_TODAY", AS_OF.isoformat())
    org, day = tenant.organization_id, date(2024, 6, 3)
    planned = recommendations.plan_recommendations(org, day, "no-risks", datetime.now(UTC))
    assert (planned["shards"], planned["risksRun"]) == (0, None)
    assert recommendations.finish_recommendations(org, day, "no-risks") == {
        "asOf": "2024-06-03", "risksRun": None, "vectors": {}, "actionable": {}, "forbidden": 0, "chunks": 0,
    }  # fmt: skip
