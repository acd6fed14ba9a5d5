"""template.yaml's ``WorkflowRun`` state machine and the job worker agree (issue 26; docs/automation.md "Runs").

Start (``workflow-start``) -> a Map with MaxConcurrency 1 over the node ids Start lists, each item one
``workflow-node`` invocation retried on Lambda service errors only -> Finish (``workflow-finish``); every
Catch -> Failed (``workflow-failed`` with the error's Cause) -> a Fail state. The job worker starts it by
name from ``WORKFLOW_RUN_STATE_MACHINE_ARN`` and answers each action.
"""

from __future__ import annotations

from typing import Any

from local.apigw import Template

RESOURCES = Template().resources
WORKER = "${JobWorker}"
LAMBDA_ERRORS = ["Lambda.ServiceException", "Lambda.TooManyRequestsException", "Lambda.SdkClientException"]


def _action(state: dict[str, Any]) -> str:
    assert state["Resource"] == "arn:aws:states:::lambda:invoke" and state["Parameters"]["FunctionName"] == WORKER
    return str(state["Parameters"]["Payload"]["action"])


def test_the_machine_runs_the_nodes_one_at_a_time_then_finishes_and_catches_into_failed():
    definition = RESOURCES["WorkflowRun"]["Properties"]["Definition"]
    states = definition["States"]
    start = states[definition["StartAt"]]
    assert _action(start) == "workflow-start" and start["ResultSelector"] == {"nodeIds.$": "$.Payload.nodeIds"}
    nodes = states[start["Next"]]
    assert nodes["Type"] == "Map" and nodes["MaxConcurrency"] == 1 and nodes["ItemsPath"] == "$.start.nodeIds"
    assert nodes["ItemSelector"]["nodeId.$"] == "$$.Map.Item.Value"
    node = nodes["ItemProcessor"]["States"][nodes["ItemProcessor"]["StartAt"]]
    assert _action(node) == "workflow-node" and node["Parameters"]["Payload"]["nodeId.$"] == "$.nodeId"
    assert [retry["ErrorEquals"] for retry in node["Retry"]] == [LAMBDA_ERRORS]  # a node's own retries are inside it
    finish = states[nodes["Next"]]
    assert _action(finish) == "workflow-finish" and finish.get("End") is True
    for state in (start, nodes, finish):
        assert state["Catch"][0]["Next"] == "Failed"
    failed = states["Failed"]
    assert _action(failed) == "workflow-failed" and failed["Parameters"]["Payload"]["error.$"] == "$.error.Cause"
    assert states[failed["Next"]]["Type"] == "Fail"


def test_the_job_worker_starts_the_machine_by_name_and_answers_its_actions():
    worker = RESOURCES["JobWorkerFunction"]["Properties"]
    arn = worker["Environment"]["Variables"]["WORKFLOW_RUN_STATE_MACHINE_ARN"]["Fn::Sub"]
    assert arn.endswith(":stateMachine:" + RESOURCES["WorkflowRun"]["Properties"]["Name"]["Fn::Sub"])
    statements = [s for p in worker["Policies"] if isinstance(p, dict) and "Statement" in p for s in p["Statement"]]
    assert any(s["Action"] == ["states:StartExecution"] and s["Resource"]["Fn::Sub"] == arn for s in statements)
    from local.apigw import load_function_module

    actions = load_function_module("functions/job_worker", "app.lambda_handler", "JobWorkerFunction")[0].ACTIONS
    assert {"workflow-start", "workflow-node", "workflow-finish", "workflow-failed"} <= set(actions)
