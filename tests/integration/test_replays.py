"""Decision replays (issue 25; docs/intelligence.md "Decision replay: the API"): a replay is a job run
of the ``replay`` job; each review day runs the chain's stock snapshot, forecasts and risks with that
asOf (trigger REPLAY), then the policies are simulated. Tenancy, permissions, shop scope, validation,
a run to SUCCESS, a failing review day and its rerun, the state machine's steps.

The simulation's own arithmetic is tested in tests/unit/test_replay_simulation.py; here the input and
the recommendations source (helper A's services.replays.inputs and replay_source) are replaced by a
small hand-made input, so the figures below are computed by hand from it.
"""

from __future__ import annotations

import sys
import types
import uuid
from datetime import date

import pytest

from tests.helpers.aws import INTERNAL_TOKEN
from tests.helpers.envelopes import assert_envelope
from tests.helpers.seed import ingest, run_jobs, to_csv

REPLAYS = "/api/intelligence/replays"
RUNS = "/api/data-platform/job-runs"
FIRST, TO = "2024-03-02", "2024-03-09"  # days 2..8 March (7 days); review period 3: 2, 5 and 8 March
BODY = {"from": FIRST, "to": TO, "reviewPeriodDays": 3, "policies": ["hold", "recommendations", "min-max"]}
REVIEW_DAYS = [date(2024, 3, 2), date(2024, 3, 5), date(2024, 3, 8)]


def ok(result, status: int = 200):
    assert result.status == status, result.body
    return result.json()["data"]


@pytest.fixture
def shops(tenant, client):
    """Shops A and B with stock, sales and a receipt (as tests/integration/test_job_runs.py); code -> id."""
    org = tenant.organization_id
    files = {
        "shops.csv": [["shopCode", "shopName"], ["A", "Alpha"], ["B", "Beta"]],
        "stock.csv": [["shopCode", "sku", "quantity", "snapshotDate", "unitCost"], ["A", "X-1-M", "20", "2024-03-01", "4"],
                      ["B", "X-1-M", "5", "2024-03-01", "4"]],
        "sales.csv": [["saleDate", "shopCode", "sku", "quantity", "unitPrice"], ["2024-03-01", "A", "X-1-M", "3", "10"],
                      ["2024-03-02", "A", "X-1-M", "2", "10"], ["2024-03-04", "A", "X-1-M", "4", "10"],
                      ["2024-03-04", "B", "X-1-M", "9", "10"], ["2024-03-09", "A", "X-1-M", "1", "10"]],
    }  # fmt: skip
    for name, rows in files.items():
        assert not ingest(org, name, to_csv(rows))[-1].get("batchItemFailures")
    return {s["code"]: s["id"] for s in ok(client.get("/api/shops", tenant.token))}


@pytest.fixture
def simulated(monkeypatch, shops):
    """Replace services.replays.inputs / replay_source with a hand-made input over shop A and B.

    Positions: P = (V, M, A) opening 2, demand 1 unit each of the 7 days, lead time 2, cost 4, price
    10; Q = (V, M, B) opening 6, no demand. The recommendations source orders 3 units of P on each
    review day and moves 4 units of Q from B to A the day after the first review day."""
    from inventory_planning.domain.replays.inputs import Position, ReplayInput
    from inventory_planning.domain.replays.policies import ChainRecommendations, RestockRecommendation, TransferRecommendation

    a, b = shops["A"], shops["B"]
    p, q = ("V", "M", a), ("V", "M", b)
    calls: dict = {"input": [], "chain_days": [], "source": [], "shops": shops}

    def replay_input(organization_id, first, last, *, review_period_days, shop_ids, chain_days=(), variants=3):
        calls["input"].append((organization_id, first, last, review_period_days, shop_ids))
        calls["chain_days"].append(list(chain_days))
        days = [date(2024, 3, d) for d in range(2, 9)]
        return ReplayInput(
            first=first, last=last, review_period_days=review_period_days,
            positions=(Position(variant_id="V", size="M", shop_id=a, brand_id="BR", unit_cost=4.0, unit_price=10.0),
                       Position(variant_id="V", size="M", shop_id=b, brand_id="BR", unit_cost=4.0, unit_price=10.0)),
            opening_stock={p: 2.0, q: 6.0}, demand={p: dict.fromkeys(days, 1.0)}, lead_time_days={p: 2, q: 2},
        )  # fmt: skip

    def chain_source(organization_id, *, shop_ids, service_level=None):
        def source(day, view):
            calls["source"].append(day)
            transfers = (TransferRecommendation("V", "M", b, a, 4.0),) if day == REVIEW_DAYS[0] else ()
            return ChainRecommendations(restocks=(RestockRecommendation("V", a, {"M": 3}, 2),), transfers=transfers)

        return source

    monkeypatch.setitem(
        sys.modules, "inventory_planning.services.replays.inputs", types.SimpleNamespace(replay_input=replay_input)
    )
    monkeypatch.setitem(
        sys.modules, "inventory_planning.services.replays.source", types.SimpleNamespace(chain_source=chain_source)
    )
    return calls


@pytest.fixture
def chain_calls(monkeypatch):
    """Count the chain jobs the replay runs, by (job, asOf), and fail the forecasts of ``failing`` days."""
    from inventory_planning.services.jobs import runs as jobs

    seen: list[tuple[str, date]] = []
    failing: set[date] = set()
    for name in ("stock-snapshot", "forecasts", "risks"):
        real = jobs._JOBS[name]

        def wrapped(organization_id, as_of, run_id, _real=real, _name=name):
            seen.append((_name, as_of))
            if _name == "forecasts" and as_of in failing:
                from inventory_planning.services.forecasts.job import ShardsFailed

                raise ShardsFailed("1 of 1 shards failed: shard 0")
            return _real(organization_id, as_of, run_id)

        monkeypatch.setitem(jobs._JOBS, name, wrapped)
    return types.SimpleNamespace(seen=seen, failing=failing)


def _scoped(tenant, issuer, shop_ids: list[str]) -> str:
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "viewer@acme.test", "Viewer", ["SHOP_VIEWER"], shop_ids)
    return issuer.mint(user_id, "viewer@acme.test", "Viewer", tenant.organization_id)


def test_a_replay_runs_every_review_day_then_the_policies_to_success(client, tenant, simulated, chain_calls):
    started = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    assert (started["status"], started["progress"], started["from"], started["to"], started["results"]) == (
        "PENDING", {"done": 0, "total": 3}, FIRST, TO, None,
    )  # fmt: skip
    run_jobs()
    done = ok(client.get(f"{REPLAYS}/{started['id']}", tenant.token))
    assert done["status"] == "SUCCESS", done["errorMessage"]
    assert done["progress"] == {"done": 3, "total": 3} and done["failedDay"] is None
    # the chain per review day, in order: 3 jobs x 3 days
    assert chain_calls.seen == [(job, day) for day in REVIEW_DAYS for job in ("stock-snapshot", "forecasts", "risks")]
    assert simulated["source"] == REVIEW_DAYS
    assert simulated["input"] == [(tenant.organization_id, date(2024, 3, 2), date(2024, 3, 8), 3, None)]
    # the review days' risks runs name the positions the chain may restock: replayed too
    assert simulated["chain_days"] == [[date(2024, 3, 2), date(2024, 3, 5), date(2024, 3, 8)]]
    results = done["results"]
    assert list(results) == ["hold", "recommendations", "min-max"]
    hold = results["hold"]["totals"]
    # hold, P: stock 2 sells days 2 and 3, then 5 days lost: sold 2 of 7 -> 2/7 = 0.2857; 5 lost units;
    # stockout days: day 3 (sold its last unit) + days 4..8 = 6. Q never sells: 6 units on hand all week.
    assert (hold["fillRate"]["units"], hold["lostUnits"], hold["stockoutDays"]) == (0.2857, 5.0, 6)
    # average stock: P closes 1, 0, 0, 0, 0, 0, 0 (sum 1) and Q 6 x 7 (42): (1 + 42) / 7 = 6.142857 -> 6.14
    assert (hold["averageStockUnits"], hold["endingStockUnits"], hold["unitsOrdered"]) == (6.14, 6.0, 0.0)
    recommendations = results["recommendations"]["totals"]
    # recommendations, P: 3 units ordered on 2, 5 and 8 March (arriving 4, 7, 10: the last after the
    # window); 4 units of Q move to A on 3 March. P: day 2 opening 2 sells 1 (1); day 3 +4 moved, sells 1
    # (4); day 4 +3 received (7 - 1 = 6); 5 (5); 6 (4); 7 +3 (6); 8 (5): every unit of demand sold.
    assert (recommendations["fillRate"]["units"], recommendations["lostUnits"], recommendations["stockoutDays"]) == (1.0, 0.0, 0)
    assert (recommendations["unitsOrdered"], recommendations["unitsMoved"], recommendations["endingStockUnits"]) == (
        9.0,
        4.0,
        7.0,
    )
    assert results["recommendations"]["topLostPositions"] == []
    assert results["hold"]["topLostPositions"] == [
        {"variantId": "V", "sizeId": "M", "shopId": simulated["shops"]["A"], "brandId": "BR", "lostUnits": 5.0}
    ]
    run = ok(client.get(f"{RUNS}/{started['id']}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))
    assert (run["job"], run["asOf"], run["progress"], run["params"]["reviewPeriodDays"]) == (
        "replay",
        TO,
        {"done": 3, "total": 3},
        3,
    )
    assert run["stats"]["keptPositions"] == 1 and run["stats"]["lostUnits"]["hold"] == 5.0


def test_a_kept_position_shows_its_trace_under_every_policy(client, tenant, shops, simulated, chain_calls):
    started = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run_jobs()
    a = shops["A"]
    found = ok(client.get(f"{REPLAYS}/{started['id']}/positions/V/M/{a}", tenant.token))
    assert set(found["policies"]) == {"hold", "recommendations", "min-max"}
    hold = found["policies"]["hold"]
    assert [d["closing"] for d in hold["trace"]] == [1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    assert [d["lost"] for d in hold["trace"]] == [0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    recommended = found["policies"]["recommendations"]["trace"]
    assert [(d["transferredIn"], d["received"], d["closing"]) for d in recommended[:3]] == [
        (0.0, 0.0, 1.0),
        (4.0, 0.0, 4.0),
        (0.0, 3.0, 6.0),
    ]
    assert found["policies"]["recommendations"]["totals"]["lostUnits"] == 0.0
    # B never lost a unit: not kept
    assert_envelope(client.get(f"{REPLAYS}/{started['id']}/positions/V/M/{shops['B']}", tenant.token), 404, "NOT_FOUND")


def test_a_failing_review_day_fails_the_replay_visibly_and_a_rerun_completes_it(client, tenant, simulated, chain_calls):
    chain_calls.failing.add(REVIEW_DAYS[1])
    started = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run_jobs()
    failed = ok(client.get(f"{REPLAYS}/{started['id']}", tenant.token))
    assert (failed["status"], failed["failedDay"], failed["progress"]) == ("FAILED", "2024-03-05", {"done": 1, "total": 3})
    assert failed["errorMessage"] == "REPLAY_DAY_FAILED: review day 2024-03-05 failed: FORECAST_SHARDS_FAILED"
    assert failed["results"] is None and simulated["input"] == []
    # the risks of the failed day did not run
    assert chain_calls.seen == [(j, REVIEW_DAYS[0]) for j in ("stock-snapshot", "forecasts", "risks")] + [
        ("stock-snapshot", REVIEW_DAYS[1]), ("forecasts", REVIEW_DAYS[1])
    ]  # fmt: skip
    chain_calls.failing.clear()
    chain_calls.seen.clear()
    again = ok(client.post(f"{REPLAYS}/{started['id']}/rerun", tenant.token))
    assert (again["status"], again["progress"], again["failedDay"], again["errorMessage"]) == (
        "PENDING",
        {"done": 1, "total": 3},
        None,
        None,
    )
    run_jobs()
    done = ok(client.get(f"{REPLAYS}/{started['id']}", tenant.token))
    assert (done["status"], done["progress"]) == ("SUCCESS", {"done": 3, "total": 3})
    # the first review day was not run again
    assert chain_calls.seen == [(job, day) for day in REVIEW_DAYS[1:] for job in ("stock-snapshot", "forecasts", "risks")]
    assert done["results"]["hold"]["totals"]["lostUnits"] == 5.0
    assert_envelope(client.post(f"{REPLAYS}/{started['id']}/rerun", tenant.token), 409, "JOB_RUN_NOT_FAILED")


def test_another_organizations_replay_is_404_on_every_route(client, tenant, other_tenant, simulated, chain_calls):
    started = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run_jobs()
    replay_id = started["id"]
    for path in (f"{REPLAYS}/{replay_id}", f"{REPLAYS}/{replay_id}/positions/V/M/{simulated['shops']['A']}"):
        assert_envelope(client.get(path, other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.post(f"{REPLAYS}/{replay_id}/rerun", other_tenant.token), 404, "NOT_FOUND")
    assert ok(client.get(REPLAYS, other_tenant.token)) == []
    listed = client.get(REPLAYS, tenant.token).json()
    assert [r["id"] for r in listed["data"]] == [replay_id] and listed["total"] == 1 and "results" not in listed["data"][0]
    # another job's run id is not a replay
    other = ok(client.post(RUNS, INTERNAL_TOKEN, {"organizationId": tenant.organization_id, "job": "risks", "asOf": FIRST}), 201)
    assert_envelope(client.get(f"{REPLAYS}/{other['id']}", tenant.token), 404, "NOT_FOUND")


def test_the_list_pages_newest_first_with_the_total(client, tenant, simulated):
    """Three replays started (not run): pages of 2 hold the 2 newest, then the oldest, then nothing; the total is 3
    on each (the index's COUNT, not the rows read)."""
    ids = [ok(client.post(REPLAYS, tenant.token, BODY), 201)["id"] for _ in range(3)]
    pages = [client.get(f"{REPLAYS}?page={n}&pageSize=2", tenant.token).json() for n in (1, 2, 3)]
    assert [[r["id"] for r in p["data"]] for p in pages] == [[ids[2], ids[1]], [ids[0]], []]
    assert [(p["page"], p["pageSize"], p["total"]) for p in pages] == [(1, 2, 3), (2, 2, 3), (3, 2, 3)]
    assert {r["status"] for p in pages for r in p["data"]} == {"PENDING"}


def test_without_analytics_view_every_replay_route_is_403(client, tenant, issuer, shops):
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    accounts.put_member(tenant.organization_id, user_id, "u@acme.test", "User manager", ["USER_MANAGER"], None)
    token = issuer.mint(user_id, "u@acme.test", "User manager", tenant.organization_id)
    assert_envelope(client.post(REPLAYS, token, BODY), 403, "FORBIDDEN")
    assert_envelope(client.get(REPLAYS, token), 403, "FORBIDDEN")
    assert_envelope(client.get(f"{REPLAYS}/x", token), 403, "FORBIDDEN")
    assert_envelope(client.get(f"{REPLAYS}/x/positions/V/M/S", token), 403, "FORBIDDEN")
    assert_envelope(client.post(f"{REPLAYS}/x/rerun", token), 403, "FORBIDDEN")


def test_a_shop_scoped_caller_replays_and_sees_its_shops_only(client, tenant, issuer, shops, simulated, chain_calls):
    a, b = shops["A"], shops["B"]
    viewer = _scoped(tenant, issuer, [a])
    mine = ok(client.post(REPLAYS, viewer, BODY), 201)
    assert mine["shopIds"] == [a]  # its shops by default
    assert_envelope(client.post(REPLAYS, viewer, {**BODY, "shopIds": [b]}), 404, "NOT_FOUND")
    everyone = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    assert everyone["shopIds"] is None
    assert [r["id"] for r in ok(client.get(REPLAYS, viewer))] == [mine["id"]]
    assert [r["id"] for r in ok(client.get(REPLAYS, tenant.token))] == [everyone["id"], mine["id"]]  # newest first
    assert_envelope(client.get(f"{REPLAYS}/{everyone['id']}", viewer), 404, "NOT_FOUND")
    assert ok(client.get(f"{REPLAYS}/{mine['id']}", viewer))["id"] == mine["id"]
    run_jobs()
    assert sorted(str(c[4]) for c in simulated["input"]) == sorted([str((a,)), "None"])
    assert_envelope(client.get(f"{REPLAYS}/{mine['id']}/positions/V/M/{b}", viewer), 404, "NOT_FOUND")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"from": TO}, "from"),
        ({"to": "2999-01-01"}, "to"),
        ({"from": "2023-01-01"}, "to"),  # 433 days > 182
        ({"reviewPeriodDays": 0}, "reviewPeriodDays"),
        ({"reviewPeriodDays": 29}, "reviewPeriodDays"),
        ({"policies": []}, "policies"),
        ({"policies": ["hold", "hold"]}, "policies"),
        ({"policies": ["guess"]}, "policies"),
        ({"shopIds": []}, "shopIds"),
        ({"shopIds": ["s"] * 2}, "shopIds"),
        ({"from": "2024-02-30"}, "from"),
        ({"policies": ["min-max", {"policy": "min-max", "coverWeeks": 4}]}, "policies"),  # the same policy twice
        ({"policies": [{"policy": "min-max", "coverWeeks": 0}]}, "policies"),
        ({"policies": [{"policy": "min-max", "coverWeeks": 27}]}, "policies"),
        ({"policies": [{"policy": "recommendations", "serviceLevel": 1.2}]}, "policies"),
        ({"policies": [{"policy": "hold", "coverWeeks": 2}]}, "policies"),
        ({"policies": [{"policy": "min-max", "coverWeeks": 6, "extra": 1}]}, "policies"),
        ({"policies": [{"policy": "min-max", "coverWeeks": w} for w in range(1, 14)]}, "policies"),  # 13 > 12
    ],
)
def test_each_bad_field_is_a_422_naming_it_and_nothing_is_stored(client, tenant, shops, change, field):
    result = client.post(REPLAYS, tenant.token, {**BODY, **change})
    assert_envelope(result, 422, "VALIDATION_ERROR")
    assert field in {e["field"].split(".")[0] for e in result.json()["fieldErrors"]}
    assert ok(client.get(REPLAYS, tenant.token)) == []


def test_the_job_runs_route_starts_a_replay_and_refuses_replay_fields_elsewhere(client, tenant, simulated, chain_calls):
    org = tenant.organization_id
    body = {"organizationId": org, "job": "replay", "from": FIRST, "to": TO, "reviewPeriodDays": 7, "policies": ["hold"]}
    run = ok(client.post(RUNS, INTERNAL_TOKEN, body), 201)
    assert (run["job"], run["asOf"], run["progress"], run["params"]["policies"]) == (
        "replay",
        TO,
        {"done": 0, "total": 1},
        ["hold"],
    )
    run_jobs()
    assert ok(client.get(f"{RUNS}/{run['id']}?organizationId={org}", INTERNAL_TOKEN))["status"] == "SUCCESS"
    assert ok(client.get(f"{REPLAYS}/{run['id']}", tenant.token))["results"]["hold"]["totals"]["lostUnits"] == 5.0
    missing = client.post(RUNS, INTERNAL_TOKEN, {"organizationId": org, "job": "replay", "to": TO})
    assert_envelope(missing, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in missing.json()["fieldErrors"]] == ["from"]
    elsewhere = client.post(RUNS, INTERNAL_TOKEN, {"organizationId": org, "job": "risks", "from": FIRST})
    assert_envelope(elsewhere, 422, "VALIDATION_ERROR")
    assert [e["field"] for e in elsewhere.json()["fieldErrors"]] == ["from"]


def test_the_state_machine_steps_run_the_days_in_order_then_simulate(client, tenant, simulated, chain_calls):
    """What ReplayDays runs, step by step, through the job worker's actions (template.yaml): the run
    RUNNING (the job worker took it), then start -> per day: stock snapshot, forecasts, risks, day
    done -> simulate. A failing day -> day failed ends it FAILED."""
    from inventory_planning.services.jobs import runs as jobs

    from local.apigw import LambdaContext
    from tests.helpers.seed import job_worker

    worker = job_worker()
    org = tenant.organization_id
    replay = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run = jobs.get_run(org, replay["id"])
    from inventory_planning.domain import jobs as job_domain

    jobs.store.transition(org, job_domain.started(run, run_started()).as_item(), "PENDING")
    invoke = lambda event: worker(event, LambdaContext("JobWorkerFunction"))  # noqa: E731
    started = invoke({"action": "replay-start", "organizationId": org, "runId": replay["id"]})
    assert started["days"] == [d.isoformat() for d in REVIEW_DAYS]
    for day in started["days"][:2]:
        for job in ("stock-snapshot", "risks"):
            assert (
                invoke({"action": "run", "job": job, "organizationId": org, "asOf": day, "triggerType": "REPLAY"})["asOf"] == day
            )
        invoke({"action": "replay-day-done", "organizationId": org, "runId": replay["id"], "asOf": day})
    assert ok(client.get(f"{REPLAYS}/{replay['id']}", tenant.token))["progress"] == {"done": 2, "total": 3}
    assert invoke({"action": "replay-start", "organizationId": org, "runId": replay["id"]})["days"] == ["2024-03-08"]
    invoke({"action": "replay-day-done", "organizationId": org, "runId": replay["id"], "asOf": "2024-03-08"})
    ended = invoke({"action": "replay-simulate", "organizationId": org, "runId": replay["id"]})
    assert ended["stats"]["lostUnits"]["hold"] == 5.0
    assert ok(client.get(f"{REPLAYS}/{replay['id']}", tenant.token))["status"] == "SUCCESS"
    snapshot = [r for r in jobs_of(org) if r.job == "stock-snapshot"]
    assert {r.trigger_type for r in snapshot} == {"REPLAY"}

    failing = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run = jobs.get_run(org, failing["id"])
    jobs.store.transition(org, job_domain.started(run, run_started()).as_item(), "PENDING")
    cause = '{"errorMessage": "job run 1 (risks) FAILED: STORAGE_UNAVAILABLE: The service\'s storage could not be reached."}'
    result = invoke({"action": "replay-day-failed", "organizationId": org, "runId": failing["id"], "asOf": FIRST, "error": cause})
    assert (result["status"], result["failedDay"]) == ("FAILED", FIRST)
    assert result["errorMessage"] == f"REPLAY_DAY_FAILED: review day {FIRST} failed: STORAGE_UNAVAILABLE"


def run_started():
    from inventory_planning.kernel import clock

    return clock.wall_now()


def jobs_of(org: str):
    from inventory_planning.domain.jobs import JobRun
    from inventory_planning.store.models import JobRunItem

    return [JobRun.from_item(item.record) for item in JobRunItem.query(f"ORG#{org}#JOBRUN")]


def test_deployed_the_job_worker_starts_the_replay_machine_instead_of_running_it(client, tenant, shops, monkeypatch, chain_calls):
    """With REPLAY_DAYS_STATE_MACHINE_ARN set (the job worker, deployed), a queued replay run is taken
    RUNNING and handed to ReplayDays with {organizationId, runId}; nothing of it runs in the worker."""
    import json

    import boto3
    from inventory_planning.services.jobs import runs as jobs
    from inventory_planning.store import aws

    states = boto3.client("stepfunctions")
    definition = json.dumps({"StartAt": "Done", "States": {"Done": {"Type": "Succeed"}}})
    arn = states.create_state_machine(
        name="replay-days", definition=definition, roleArn="arn:aws:iam::123456789012:role/replay-days"
    )["stateMachineArn"]
    settings = jobs.get_job_settings().model_copy(update={"replay_days_state_machine_arn": arn})
    monkeypatch.setattr(jobs, "get_job_settings", lambda: settings)
    aws.clear()
    replay = ok(client.post(REPLAYS, tenant.token, BODY), 201)
    run_jobs()
    assert ok(client.get(f"{REPLAYS}/{replay['id']}", tenant.token))["status"] == "RUNNING"
    assert chain_calls.seen == []
    (execution,) = states.list_executions(stateMachineArn=arn)["executions"]
    started = json.loads(states.describe_execution(executionArn=execution["executionArn"])["input"])
    assert started == {"organizationId": tenant.organization_id, "runId": replay["id"]}
    aws.clear()


def test_a_replay_through_the_real_inputs_and_chain_runs(client, tenant, shops):
    """No stand-in: the chain runs of the review day, services.replays.inputs and replay_source on the
    ``shops`` fixture. Opening stock = the closing of 1 March: A 20, B 5 (counted at the close of 1
    March, after its sale). Demand 2..8 March: A 2 (2nd) + 4 (4th) = 6; B 9 (4th); the sale of 9 March
    is after the window. hold: A sells its 6; B sells 5 of 9 and loses 4, its shelf empty on the 4th.
    Fill rate 11 / 15 = 0.7333; ending stock A 20 - 6 = 14, B 0."""
    body = {"from": FIRST, "to": TO, "reviewPeriodDays": 7, "policies": ["hold", "recommendations", "min-max"]}
    started = ok(client.post(REPLAYS, tenant.token, body), 201)
    run_jobs()
    done = ok(client.get(f"{REPLAYS}/{started['id']}", tenant.token))
    assert done["status"] == "SUCCESS", done["errorMessage"]
    assert done["progress"] == {"done": 1, "total": 1}
    hold = done["results"]["hold"]
    assert (hold["totals"]["fillRate"]["units"], hold["totals"]["lostUnits"], hold["totals"]["stockoutDays"]) == (0.7333, 4.0, 1)
    assert (hold["totals"]["endingStockUnits"], hold["totals"]["unitsOrdered"]) == (14.0, 0.0)
    assert {r["shopId"]: r["lostUnits"] for r in hold["byShop"]} == {shops["A"]: 0.0, shops["B"]: 4.0}
    (lost,) = hold["topLostPositions"]
    assert (lost["shopId"], lost["sizeId"], lost["lostUnits"]) == (shops["B"], "M", 4.0)
    trace = ok(client.get(f"{REPLAYS}/{started['id']}/positions/{lost['variantId']}/M/{shops['B']}", tenant.token))
    assert [d["sold"] for d in trace["policies"]["hold"]["trace"]] == [0.0, 0.0, 5.0, 0.0, 0.0, 0.0, 0.0]
    assert set(done["results"]) == {"hold", "recommendations", "min-max"}
    runs = {(r.job, r.as_of, r.trigger_type, r.status) for r in jobs_of(tenant.organization_id) if r.job != "replay"}
    assert runs == {(job, FIRST, "REPLAY", "SUCCESS") for job in ("stock-snapshot", "forecasts", "risks")}


VARIANTS = ["hold", "min-max", {"policy": "min-max", "coverWeeks": 1}, {"policy": "recommendations", "serviceLevel": 0.9}]


def test_policy_variants_are_replayed_under_their_labels_with_money_and_a_frontier(client, tenant, simulated, chain_calls):
    """P (cost 4, price 10) demands 1 unit a day over 7 days; Q (6 units, cost 4) never sells. min-max:1w
    on 2 March: P sold nothing in the 28 days before: no order (s = 0); the same as the bare min-max."""
    started = ok(client.post(REPLAYS, tenant.token, {**BODY, "policies": VARIANTS}), 201)
    assert started["policies"] == ["hold", "min-max", "min-max:1w", "recommendations:sl=0.9"]
    run_jobs()
    done = ok(client.get(f"{REPLAYS}/{started['id']}", tenant.token))
    assert done["status"] == "SUCCESS", done["errorMessage"]
    assert list(done["results"]) == ["hold", "min-max", "min-max:1w", "recommendations:sl=0.9"]
    hold = done["results"]["hold"]["totals"]
    # hold: P sells 2 at 10 (cost 4): margin 12. Stock at cost: P closes 1 then 0 (1 x 4), Q 6 x 7 days x 4 = 168:
    # 172 x 0.25 / 365 = 0.1178 -> 0.12; profit 11.88
    assert (hold["grossMargin"], hold["holdingCost"], hold["profit"]) == (12.0, 0.12, 11.88)
    rec = done["results"]["recommendations:sl=0.9"]["totals"]
    # every unit of P sold (7 x 6 = 42); P closes 1, 4, 6, 5, 4, 6, 5 (31) and Q 6, 2, 2, 2, 2, 2, 2 (18): 49 x 4 x 0.25 / 365
    assert (rec["grossMargin"], rec["holdingCost"], rec["profit"]) == (42.0, 0.13, 41.87)
    assert done["assumptions"]["holdingCostRatePerYear"] == 0.25 and done["assumptions"]["positionsAtUnitCost"] == 2
    assert [(p["label"], p["policy"], p["coverWeeks"], p["serviceLevel"]) for p in done["frontier"]] == [
        ("hold", "hold", None, None), ("min-max", "min-max", 4, None), ("min-max:1w", "min-max", 1, None),
        ("recommendations:sl=0.9", "recommendations", None, 0.9),
    ]  # fmt: skip
    run = ok(client.get(f"{RUNS}/{started['id']}?organizationId={tenant.organization_id}", INTERNAL_TOKEN))
    assert run["params"]["policies"] == VARIANTS  # stored as asked


def test_the_report_is_a_self_contained_html_page_of_the_callers_replay(client, tenant, other_tenant, simulated, chain_calls):
    started = ok(client.post(REPLAYS, tenant.token, {**BODY, "policies": VARIANTS}), 201)
    waiting = client.get(f"{REPLAYS}/{started['id']}/report", tenant.token)
    assert_envelope(waiting, 409, "REPLAY_NOT_READY")
    run_jobs()
    page = client.get(f"{REPLAYS}/{started['id']}/report", tenant.token)
    assert page.status == 200, page.body
    assert page.headers["Content-Type"].startswith("text/html")
    assert "default-src 'none'" in page.headers["Content-Security-Policy"]
    html = page.body if isinstance(page.body, str) else page.body.decode()
    assert html.startswith("<!DOCTYPE html>") and html.count('class="point"') == len(VARIANTS)
    assert "recommendations:sl=0.9" in html and "<script" not in html and "http://" not in html.replace("http://www.w3.org", "")
    assert_envelope(client.get(f"{REPLAYS}/{started['id']}/report", other_tenant.token), 404, "NOT_FOUND")
    assert_envelope(client.get(f"{REPLAYS}/unknown/report", tenant.token), 404, "NOT_FOUND")
