"""The job registry (domain/jobs/registry.py, decision 0028) and template.yaml agree.

template.yaml is written by hand (SAM reads it); these tests fail when its state machines or the job
worker's policies disagree with the declared jobs: the ``NightlyChain`` states, in order, each
running its job (a plain job through the job worker, a sharded job through its own state machine),
each sharded job's state machine (plan -> Distributed Map of shards -> finish, or finish with the
error), and the permissions each job declares.
"""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from inventory_planning.domain.jobs import registry
from inventory_planning.domain.jobs.registry import JOB_NAMES, NIGHTLY_CHAIN, REGISTRY, Job

from local.apigw import Template

RESOURCES = Template().resources
WORKER = "${JobWorker}"
INVOKE = "arn:aws:states:::lambda:invoke"
START_AND_WAIT = "arn:aws:states:::states:startExecution.sync:2"
SHARDED = [job for job in REGISTRY if job.shards is not None]


def _chain(states: dict[str, Any], start: str) -> list[tuple[str, dict[str, Any]]]:
    """The states from ``start`` following ``Next`` (a chain without branches)."""
    walked, name = [], start
    while name:
        walked.append((name, states[name]))
        name = states[name].get("Next")
    return walked


def _nightly_states() -> list[tuple[str, dict[str, Any]]]:
    processor = RESOURCES["NightlyChain"]["Properties"]["Definition"]["States"]["EachOrganization"]["ItemProcessor"]
    return _chain(processor["States"], processor["StartAt"])


def _policy_targets(policies: list[Any]) -> set[tuple[str, str]]:
    """``(policy template, resource logical id)`` of each SAM policy template over a ``!Ref``."""
    targets = set()
    for policy in policies:
        if not isinstance(policy, dict):
            continue
        for name, parameters in policy.items():
            for value in (parameters or {}).values() if isinstance(parameters, dict) else ():
                if isinstance(value, dict) and "Ref" in value:
                    targets.add((name, value["Ref"]))
    return targets


def test_names_are_unique_and_every_job_says_how_it_runs():
    from inventory_planning.services.job_steps import RUNS, SHARDED

    assert len(JOB_NAMES) == len(set(JOB_NAMES))
    for job in REGISTRY:
        assert sum((job.name in RUNS, job.shards is not None, job.chain)) == 1, job.name
        assert (job.name in SHARDED) == (job.shards is not None), job.name
        assert not (job.chain and job.chain_state), "the chain job is not a state of the chain"
        assert not job.replayed or job.chain_state, "a replayed job is a job of the chain"
    assert set(RUNS) | set(SHARDED) <= set(JOB_NAMES)
    assert [job.name for job in REGISTRY if job.chain] == ["nightly"]


_DAY = ["organization_id", "as_of", "run_id", "now"]


def _parameters(step) -> list[str]:
    return list(inspect.signature(step).parameters)


def test_every_step_the_registry_binds_exists_with_its_signature():
    """services.job_steps (decision 0042): each reference imports its service function, which takes
    the protocol's parameters in order (mypy checks their types)."""
    from inventory_planning.domain.failures import Reported
    from inventory_planning.services.job_steps import RUNS, SHARDED

    for name, ref in RUNS.items():
        assert _parameters(ref()) == _DAY, name
    for name, steps in SHARDED.items():
        assert _parameters(steps.plan()) == _DAY, name
        assert _parameters(steps.shard()) == ["organization_id", "as_of", "run_id", "shard", "now"], name
        assert _parameters(steps.finish()) == ["organization_id", "as_of", "run_id"], name
        failure = steps.failure()
        assert isinstance(failure, type) and issubclass(failure, Reported), name  # the run shows its code and sentence
        assert _parameters(failure) == ["sentence"], name


def test_the_nightly_state_machine_runs_the_chain_jobs_in_the_registry_order():
    states = _nightly_states()
    assert [name for name, _ in states] == [job.chain_state for job in REGISTRY if job.chain_state]
    substitutions = RESOURCES["NightlyChain"]["Properties"]["DefinitionSubstitutions"]
    by_state = {job.chain_state: job for job in REGISTRY}
    for name, state in states:
        job = by_state[name]
        if job.shards is None:
            assert state["Resource"] == INVOKE, name
            payload = state["Parameters"]["Payload"]
            assert (state["Parameters"]["FunctionName"], payload["action"], payload["job"]) == (WORKER, "run", job.name)
        else:
            assert state["Resource"] == START_AND_WAIT, name  # waits for the job's own state machine
            machine = job.shards.state_machine
            assert state["Parameters"]["StateMachineArn"] == "${" + machine + "}"
            assert substitutions[machine] == {"Ref": machine}
    assert tuple(job.name for job in (by_state[name] for name, _ in states)) == NIGHTLY_CHAIN


@pytest.mark.parametrize("job", SHARDED, ids=lambda job: job.name)
def test_a_sharded_jobs_state_machine_plans_maps_its_shards_and_finishes(job: Job):
    assert job.shards is not None
    machine = RESOURCES[job.shards.state_machine]
    assert machine["Type"] == "AWS::Serverless::StateMachine"
    properties = machine["Properties"]
    assert properties["DefinitionSubstitutions"]["JobWorker"] == {"Fn::GetAtt": ["JobWorkerFunction", "Arn"]}
    definition = properties["Definition"]
    states = definition["States"]
    plan = states[definition["StartAt"]]
    assert plan["Parameters"]["FunctionName"] == WORKER
    assert {k: plan["Parameters"]["Payload"][k] for k in ("action", "job")} == {"action": "start", "job": job.name}
    shards = states[plan["Next"]]
    assert shards["Type"] == "Map" and shards["ItemProcessor"]["ProcessorConfig"]["Mode"] == "DISTRIBUTED"
    assert shards["ItemReader"]["Parameters"] == {"Bucket.$": "$.run.bucket", "Key.$": "$.run.manifestKey"}
    processor = shards["ItemProcessor"]
    shard = processor["States"][processor["StartAt"]]
    assert (shard["Parameters"]["FunctionName"], shard["Parameters"]["Payload"]["action"]) == (WORKER, "shard")
    finish = states[shards["Next"]]
    failed = states[shards["Catch"][0]["Next"]]
    assert finish["Parameters"]["Payload"]["action"] == failed["Parameters"]["Payload"]["action"] == "finish"
    assert "error.$" in failed["Parameters"]["Payload"] and "error.$" not in finish["Parameters"]["Payload"]
    targets = _policy_targets(properties["Policies"])
    assert {("LambdaInvokePolicy", "JobWorkerFunction"), ("S3ReadPolicy", "LakeBucket")} <= targets


def test_every_state_machine_that_runs_the_job_worker_is_the_chain_or_a_sharded_jobs():
    machines = {
        logical_id
        for logical_id, resource in RESOURCES.items()
        if resource["Type"] == "AWS::Serverless::StateMachine"
        and (resource["Properties"].get("DefinitionSubstitutions") or {}).get("JobWorker")
    }
    workflow_runs = {"WorkflowRun"}  # runs a workflow run, not a job run (tests/unit/test_workflow_machine.py)
    assert (
        machines
        == {"NightlyChain"}
        | {job.shards.state_machine for job in SHARDED if job.shards}
        | {job.machine for job in REGISTRY if job.machine}
        | workflow_runs
    )


def _task(state: dict[str, Any]) -> tuple[str, str | None]:
    """``(action, job)`` of a state invoking the job worker."""
    assert state["Resource"] == INVOKE and state["Parameters"]["FunctionName"] == WORKER
    payload = state["Parameters"]["Payload"]
    return payload["action"], payload.get("job")


def test_the_replay_machine_runs_each_remaining_day_one_after_another_then_simulates():
    """ReplayDays (docs/jobs.md "Replay"): Start -> Map (MaxConcurrency 1) over the days Start lists:
    the chain jobs services.replays.runs.CHAIN_STEPS in the registry's chain order (the sharded one through
    its own machine), each with trigger REPLAY, then DayDone; any step's failure -> DayFailed -> Fail;
    after the Map, Simulate."""
    from inventory_planning.services.replays.runs import CHAIN_STEPS

    (replay,) = [job for job in REGISTRY if job.name == "replay"]
    from inventory_planning.services.job_steps import run_step
    from inventory_planning.services.replays import runs as replays

    assert (replay.name, replay.machine, run_step(replay.name)) == ("replay", "ReplayDays", replays.run_replay)
    properties = RESOURCES["ReplayDays"]["Properties"]
    definition = properties["Definition"]
    states = definition["States"]
    start = states[definition["StartAt"]]
    assert _task(start) == ("replay-start", None)
    days = states[start["Next"]]
    assert days["Type"] == "Map" and days["MaxConcurrency"] == 1 and days["ItemsPath"] == "$.start.days"
    assert days["ItemSelector"]["asOf.$"] == "$$.Map.Item.Value"
    processor = days["ItemProcessor"]
    walked = _chain(processor["States"], processor["StartAt"])
    by_state = {job.chain_state: job for job in REGISTRY if job.chain_state}
    assert [by_state[name].name for name, _ in walked[:-1]] == list(CHAIN_STEPS)
    assert list(CHAIN_STEPS) == [name for name in NIGHTLY_CHAIN if name in CHAIN_STEPS]  # the chain's order
    assert CHAIN_STEPS == registry.REPLAY_CHAIN == ("stock-snapshot", "forecasts", "risks")
    for name, state in walked[:-1]:
        job = by_state[name]
        if job.shards is None:
            assert _task(state) == ("run", job.name) and state["Parameters"]["Payload"]["triggerType"] == "REPLAY"
        else:
            assert state["Resource"] == START_AND_WAIT
            assert state["Parameters"]["StateMachineArn"] == "${" + job.shards.state_machine + "}"
            assert state["Parameters"]["Input"]["triggerType"] == "REPLAY"
        assert state["Catch"][0]["Next"] == "DayFailed", name
    assert walked[-1][0] == "DayDone" and _task(walked[-1][1]) == ("replay-day-done", None)
    failed = processor["States"]["DayFailed"]
    assert _task(failed) == ("replay-day-failed", None) and failed["Parameters"]["Payload"]["error.$"] == "$.error.Cause"
    assert processor["States"][failed["Next"]]["Type"] == "Fail"
    assert states[days["Catch"][0]["Next"]]["Type"] == "Fail"
    assert _task(states[days["Next"]]) == ("replay-simulate", None)
    # ForecastShards runs the forecasts with the trigger it is given (REPLAY here, SCHEDULED in NightlyChain)
    plan = RESOURCES["ForecastShards"]["Properties"]["Definition"]["States"]["Plan"]
    assert plan["Parameters"]["Payload"]["triggerType.$"] == "$.triggerType"
    assert dict(_nightly_states())["Forecasts"]["Parameters"]["Input"]["triggerType"] == "SCHEDULED"


def test_the_pre_season_scenario_machine_builds_then_ends_a_failure():
    """PreSeasonScenario (docs/plans.md "Scenarios"): Build (the job worker builds the scenario and ends
    the run); any failure -> Failed (the scenario FAILED, the run ended, with the error) -> Fail."""
    from inventory_planning.services.job_steps import run_step
    from inventory_planning.services.pre_season import scenarios

    job = registry.job("pre-season-scenario")
    assert (job.machine, run_step(job.name)) == ("PreSeasonScenario", scenarios.run_scenario)
    definition = RESOURCES["PreSeasonScenario"]["Properties"]["Definition"]
    states = definition["States"]
    build = states[definition["StartAt"]]
    assert _task(build) == ("pre-season-scenario-build", None) and build["End"] is True
    failed = states[build["Catch"][0]["Next"]]
    assert _task(failed) == ("pre-season-scenario-failed", None) and failed["Parameters"]["Payload"]["error.$"] == "$.error.Cause"
    assert states[failed["Next"]]["Type"] == "Fail"


def test_the_job_worker_starts_the_machine_of_each_job_that_has_one():
    """The job worker (which takes the queued run) finds the machine's ARN in its environment and may start it."""
    worker = RESOURCES["JobWorkerFunction"]["Properties"]
    for job in (job for job in REGISTRY if job.machine):
        variable = "".join("_" + c if c.isupper() else c for c in job.machine).lstrip("_").upper() + "_STATE_MACHINE_ARN"
        arn = worker["Environment"]["Variables"][variable]["Fn::Sub"]
        assert arn.endswith(":stateMachine:" + RESOURCES[job.machine]["Properties"]["Name"]["Fn::Sub"])
        statements = [s for p in worker["Policies"] if isinstance(p, dict) and "Statement" in p for s in p["Statement"]]
        assert any(s["Action"] == ["states:StartExecution"] and s["Resource"]["Fn::Sub"] == arn for s in statements), job.name


def test_the_job_worker_holds_the_permissions_every_job_declares():
    targets = _policy_targets(RESOURCES["JobWorkerFunction"]["Properties"]["Policies"])
    for job in REGISTRY:
        missing = {(g.policy, g.resource) for g in job.grants} - targets
        assert not missing, f"{job.name} needs {missing}"


def test_lookups_refuse_what_is_not_declared():
    assert registry.job("forecasts").shards is not None
    with pytest.raises(ValueError, match="unknown job"):
        registry.job("inventory")
    with pytest.raises(ValueError, match="not sharded"):
        registry.sharded("risks")
