"""The workflow engine: a run's nodes one after another (issue 26; docs/automation.md "Runs").

The same four steps run a run deployed (the ``WorkflowRun`` state machine of template.yaml, each a job
worker action) and in one process (:func:`run_in_process`: locally, in the tests, in the nightly step
when no state machine is configured):

1. :func:`begin` (``workflow-start``): the PENDING run RUNNING; returns the node ids in execution
   order (topological, ties by id). A run that is not PENDING any more (cancelled, or a second
   delivery) gives no node.
2. :func:`run_node` (``workflow-node``, a Map item, one at a time): checks the run is still RUNNING (a
   cancelled run runs nothing more); a step already ended is not run again (a repeated invocation), a step
   left RUNNING by an interrupted invocation is (its logs say so: the webhook's ``Idempotency-Key`` and the
   e-mail's send marker keep that from applying twice); a node whose ancestor was SKIPPED is SKIPPED, whose
   ancestor FAILED or was CANCELLED is CANCELLED, after a TRIGGER that matched nothing SKIPPED ("nothing
   matched"); else its config is resolved (``interpolation.resolve``; the webhook and e-mail nodes render
   their own fields), validated with its model and run (``nodes.execute``). A ``NodeFailed`` fails the step
   and the run (remaining steps CANCELLED, ``errorMessage`` ``<nodeId>: <code>: <message>``); any other
   exception the same with the code of ``domain.failures.failure_of`` (INTERNAL_ERROR), logged with its
   traceback.
3. :func:`finish` (``workflow-finish``): a RUNNING run whose steps all ended COMPLETED, with its
   ``outputSummary``.
4. :func:`fail` (``workflow-failed``, the machine's Catch): the run FAILED with the error, its open steps CANCELLED.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aws_lambda_powertools import Logger
from pydantic import ValidationError

from inventory_planning.domain.failures import failure_of
from inventory_planning.domain.workflows import records as domain
from inventory_planning.domain.workflows.configs import CONFIG_MODELS
from inventory_planning.domain.workflows.definition import ancestors_of, execution_order
from inventory_planning.domain.workflows.nodes import NodeFailed, NodeResult, TriggerMatch
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor, Caller
from inventory_planning.kernel.errors import Missing
from inventory_planning.services.workflows import interpolation, nodes
from inventory_planning.services.workflows.context import NodeContext
from inventory_planning.settings import get_workflow_settings
from inventory_planning.store.workflows import storage as store
from inventory_planning.store.workflows.storage import WorkflowRunItem

logger = Logger(child=True)

ENDED = ("SUCCEEDED", "FAILED", "SKIPPED", "CANCELLED")


def caller_of(organization_id: str, workflow: Mapping[str, Any], run_id: str) -> Caller:
    """The WORKFLOW actor of a run: ``Actor("WORKFLOW", <workflow id>)``, ``source_ref`` the run id,
    ``shop_scope`` the workflow owner's shops (None: every shop)."""
    shops = workflow.get("ownerShopIds")
    return Caller(
        organization_id,
        Actor("WORKFLOW", workflow["id"]),
        source_ref=run_id,
        shop_scope=frozenset(shops) if shops is not None else None,
    )


def _load(organization_id: str, run_id: str) -> WorkflowRunItem:
    item = store.get_run_item(organization_id, run_id)
    if item is None:
        raise Missing("Workflow run", "WORKFLOW_RUN_NOT_FOUND")
    return item


def begin(organization_id: str, run_id: str) -> dict[str, Any]:
    """Take a PENDING run RUNNING; ``{"workflowRunId", "nodeIds"}`` (execution order; empty when the
    run was not PENDING: cancelled, or started already)."""
    item = _load(organization_id, run_id)
    if item.record["status"] != "PENDING":
        return {"workflowRunId": run_id, "nodeIds": []}
    running = {**item.record, "status": "RUNNING", "startedAt": clock.now_iso()}
    if not store.transition(organization_id, item, running, ("PENDING",)):
        return {"workflowRunId": run_id, "nodeIds": []}
    return {"workflowRunId": run_id, "nodeIds": list(execution_order(item.definition))}


def _ended_step(step: dict[str, Any], status: str, now: str, **fields: Any) -> dict[str, Any]:
    started = step.get("startedAt") or now
    return {
        **step,
        **fields,
        "status": status,
        "startedAt": started,
        "completedAt": now,
        "durationMs": domain.duration_ms(started, now),
    }


def _blocked(node_id: str, ancestors: frozenset[str], steps: Mapping[str, dict[str, Any]]) -> tuple[str, str] | None:
    """``(status, why)`` when the node does not run because of an ancestor, else None."""
    for ancestor in sorted(ancestors):
        status = steps[ancestor]["status"]
        if status in ("FAILED", "CANCELLED"):
            return "CANCELLED", f"{ancestor} {status.lower()}"
        if status == "SKIPPED":
            return "SKIPPED", f"skipped: {ancestor} was skipped"
        if steps[ancestor]["nodeType"] == "TRIGGER" and (steps[ancestor].get("output") or {}).get("matchedCount") == 0:
            return "SKIPPED", "nothing matched"
    return None


def _trigger_match(organization_id: str, run_id: str, steps: Mapping[str, dict[str, Any]]) -> TriggerMatch | None:
    trigger = next((step for step in steps.values() if step["nodeType"] == "TRIGGER" and step["status"] == "SUCCEEDED"), None)
    if trigger is None:
        return None
    output, config = trigger.get("output") or {}, trigger.get("resolvedInput") or {}
    return TriggerMatch(
        entity_type=output.get("entityType") or config.get("entityType", ""),
        matched_entity_ids=tuple(store.matches(organization_id, run_id)),
        include_tags=tuple(config.get("includeTags") or ()),
        exclude_tags=tuple(config.get("excludeTags") or ()),
    )


def _context(organization_id: str, item: WorkflowRunItem, steps: Mapping[str, dict[str, Any]], node_id: str) -> NodeContext:
    run_id = item.record["id"]
    return NodeContext(
        organization_id=organization_id,
        workflow={**item.workflow, "definition": item.definition, "triggeredBy": item.record.get("triggeredBy")},
        run_id=run_id,
        caller=caller_of(organization_id, item.workflow, run_id),
        trigger=_trigger_match(organization_id, run_id, steps),
        outputs={node_id: step["output"] or {} for node_id, step in steps.items() if step["status"] == "SUCCEEDED"},
        local=get_workflow_settings().webhook_allow_loopback,  # the local stack's receiver (set by local/stack.py only)
        node_id=node_id,
    )


def _execute(node: Mapping[str, Any], ctx: NodeContext) -> tuple[NodeResult, dict[str, Any]]:
    """Resolve, validate and run one node: its result and resolved input. A node type that renders its
    own templates (``nodes.RENDERED_BY_EXECUTOR``: webhook, e-mail) gets its config as written: rendering
    it twice would run a value of an earlier step as a template.

    Raises:
        NodeFailed: TEMPLATE_ERROR (interpolation), INVALID_CONFIG (the resolved config is refused by its
            model), or the node's own failure.
    """
    if node["type"] in nodes.RENDERED_BY_EXECUTOR:  # it renders each field in its own context (an html body escaped)
        resolved = node["config"]
    else:
        resolved = interpolation.resolve(node["config"], interpolation.variables(ctx))
    try:
        config = CONFIG_MODELS[node["type"]].model_validate(resolved)
    except ValidationError as invalid:
        details = {"fields": [{"field": ".".join(str(p) for p in e["loc"]), "message": e["msg"]} for e in invalid.errors()]}
        raise NodeFailed(
            "INVALID_CONFIG", "the node's config, once resolved, is not valid", details, resolved_input=resolved
        ) from None
    return nodes.execute(node["type"], config, ctx), resolved


def _succeeded(
    organization_id: str, item: WorkflowRunItem, step: dict[str, Any], result: NodeResult, resolved: Any, now: str
) -> dict[str, Any]:
    output = dict(result.output)
    if step["nodeType"] == "TRIGGER":
        every = list(output.pop(domain.ALL_MATCHED, None) or output.get("matchedEntityIds") or [])
        store.put_matches(organization_id, item.record["id"], every)
        config = result.resolved_input or (resolved if isinstance(resolved, dict) else {})
        context = domain.trigger_context(
            output.get("entityType", ""), every, config.get("includeTags", ()), config.get("excludeTags", ())
        )
        current = store.get_run_item(organization_id, item.record["id"]) or item
        store.transition(organization_id, current, {**current.record, "triggerContext": context}, ("RUNNING",))
    shown_output, cut_output = domain.capped_json(output)
    shown_input, cut_input = domain.capped_json(result.resolved_input or (resolved if isinstance(resolved, dict) else {}))
    return _ended_step(
        step, result.status, now, output=shown_output, resolvedInput=shown_input, truncated=cut_output or cut_input,
        retryCount=result.retry_count, logs=domain.capped_logs(result.logs),
    )  # fmt: skip


def _fail_run(organization_id: str, run_id: str, order: tuple[str, ...], message: str) -> None:
    """The run FAILED with ``message`` and its PENDING or RUNNING steps CANCELLED (when it was open)."""
    item = store.get_run_item(organization_id, run_id)
    if item is None or item.record["status"] not in store.OPEN:
        return
    now = clock.now_iso()
    failed = {**item.record, "status": "FAILED", "completedAt": now, "errorMessage": message[:1000]}
    failed["outputSummary"] = domain.output_summary(store.steps(organization_id, run_id))
    if store.transition(organization_id, item, failed, store.OPEN):
        cancel_open_steps(organization_id, run_id, order, now)


def cancel_open_steps(organization_id: str, run_id: str, order: tuple[str, ...], now: str) -> None:
    """Every PENDING or RUNNING step of the run CANCELLED."""
    open_steps = [step for step in store.steps(organization_id, run_id) if step["status"] in ("PENDING", "RUNNING")]
    store.put_steps(organization_id, run_id, order, [_ended_step(step, "CANCELLED", now) for step in open_steps])


def run_node(organization_id: str, run_id: str, node_id: str) -> dict[str, Any]:
    """Run one node of a RUNNING run (module docstring, step 2); ``{"nodeId", "status"}`` of its step
    (``NOT_RUN`` when the run is not RUNNING: cancelled or failed)."""
    item = _load(organization_id, run_id)
    if item.record["status"] != "RUNNING":
        return {"nodeId": node_id, "status": "NOT_RUN"}
    order = execution_order(item.definition)
    steps = {step["nodeId"]: step for step in store.steps(organization_id, run_id)}
    step = steps[node_id]
    if step["status"] in ENDED:  # a repeated invocation
        return {"nodeId": node_id, "status": step["status"]}
    node = next(n for n in item.definition["nodes"] if n["id"] == node_id)
    blocked = _blocked(node_id, ancestors_of(item.definition)[node_id], steps)
    if blocked is not None:
        status, why = blocked
        done = _ended_step(step, status, clock.now_iso(), logs=[{"level": "INFO", "message": why}])
        store.put_steps(organization_id, run_id, order, [done])
        return {"nodeId": node_id, "status": status}
    rerun = step["status"] == "RUNNING"  # an earlier invocation started it and stopped before recording its end
    running = {**step, "status": "RUNNING", "startedAt": step.get("startedAt") if rerun else clock.now_iso()}
    store.put_steps(organization_id, run_id, order, [running])
    try:
        result, resolved = _execute(node, _context(organization_id, item, steps, node_id))
        done = _succeeded(organization_id, item, running, result, resolved, clock.now_iso())
    except NodeFailed as failed:
        done = _failed_step(running, failed.code, failed.message, failed.details, failed.retry_count, failed.resolved_input)
    except Exception as error:  # recorded on the step and the run, logged for the operators
        logger.exception("workflow node failed", extra={"organizationId": organization_id, "runId": run_id, "nodeId": node_id})
        failure = failure_of(error)
        done = _failed_step(running, failure.code, failure.sentence, {}, 0, {})
    if rerun:  # said on the step: a webhook calls again with its Idempotency-Key, an e-mail is not sent twice
        again = {"level": "WARNING", "message": "run again: an earlier attempt of this step stopped before its end was recorded"}
        done["logs"] = domain.capped_logs([again, *(done.get("logs") or [])])
    store.put_steps(organization_id, run_id, order, [done])
    if done["status"] == "FAILED":
        _fail_run(organization_id, run_id, order, domain.run_error(node_id, done["errorCode"], done["errorMessage"]))
    return {"nodeId": node_id, "status": done["status"]}


def _failed_step(
    step: dict[str, Any], code: str, message: str, details: dict[str, Any], retries: int, resolved: Any
) -> dict[str, Any]:
    shown_details, cut_details = domain.capped_json(details)
    shown_input, cut_input = domain.capped_json(resolved if isinstance(resolved, dict) else {})
    return _ended_step(
        step, "FAILED", clock.now_iso(), errorCode=code, errorMessage=message[:1000], errorDetails=shown_details,
        retryCount=retries, resolvedInput=shown_input, truncated=cut_details or cut_input,
    )  # fmt: skip


def finish(organization_id: str, run_id: str) -> dict[str, Any]:
    """End a RUNNING run COMPLETED with its ``outputSummary`` once every step ended; ``{"workflowRunId", "status"}``."""
    item = _load(organization_id, run_id)
    steps = store.steps(organization_id, run_id)
    if item.record["status"] != "RUNNING" or any(step["status"] not in ENDED for step in steps):
        return {"workflowRunId": run_id, "status": item.record["status"]}
    completed = {
        **item.record,
        "status": "COMPLETED",
        "completedAt": clock.now_iso(),
        "outputSummary": domain.output_summary(steps),
    }
    store.transition(organization_id, item, completed, ("RUNNING",))
    return {"workflowRunId": run_id, "status": (store.get_run_item(organization_id, run_id) or item).record["status"]}


def fail(organization_id: str, run_id: str, error: str | None) -> dict[str, Any]:
    """The state machine's Catch: the run FAILED (``WORKFLOW_RUN_FAILED: <error>``), open steps CANCELLED."""
    item = _load(organization_id, run_id)
    logger.error(
        "workflow run failed in its state machine", extra={"organizationId": organization_id, "runId": run_id, "error": error}
    )
    message = "WORKFLOW_RUN_FAILED: the run stopped before its end; the operators have its log"
    _fail_run(organization_id, run_id, execution_order(item.definition), message)
    return {"workflowRunId": run_id, "status": _load(organization_id, run_id).record["status"]}


def fail_stalled(organization_id: str, run_id: str, message: str) -> bool:
    """End a run that stalled FAILED with ``message`` (open steps CANCELLED). True when the run is FAILED
    afterwards, False when it had ended otherwise meanwhile (completed, cancelled).

    Raises:
        Missing: 404 WORKFLOW_RUN_NOT_FOUND (the run vanished).
    """
    item = _load(organization_id, run_id)
    if item.record["status"] not in store.OPEN:
        return False
    _fail_run(organization_id, run_id, execution_order(item.definition), message)
    return bool(_load(organization_id, run_id).record["status"] == "FAILED")


def run_in_process(organization_id: str, run_id: str) -> str:
    """The whole run here and now (the state machine's steps in order); returns its final status."""
    for node_id in begin(organization_id, run_id)["nodeIds"]:
        run_node(organization_id, run_id, node_id)
    return str(finish(organization_id, run_id)["status"])
