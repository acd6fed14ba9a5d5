"""``make run``: the whole service locally, on the real data, until Ctrl-C.

Starts DynamoDB Local (or moto, without Java) and moto server, creates the resources, starts the
gateway on http://127.0.0.1:3000, creates the demo organization and its tokens, loads
../shared/data/fashion-brand-india through S3 -> SQS -> ingestion worker, prints what was ingested
and rejected and how to call the API, and serves until Ctrl-C.

``.local/stack.json`` (tokens, endpoints, for scripts) is written with ``"ready": false`` as soon as
the gateway and the demo organization exist, rewritten with ``"ready": true`` once the data is
loaded (just before "serving on ..."), and set back to ``"ready": false`` when the stack stops.
``RATE_LIMIT_PER_MINUTE=N`` (or ``--rate-limit N``) sets the per-token limit (default 100).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from local.stack import (
    DEFAULT_STATE_DIR,
    HOST,
    OIDC_AUDIENCE,
    ROOT,
    LocalStack,
    free_port,
    handler_environment,
    port_is_free,
    rate_limit_from_environment,
)


def _say(message: str = "") -> None:
    print(message, flush=True)


def _parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m local.run", description="Run the service locally on the real data.")
    parser.add_argument("--state-dir", type=Path, default=DEFAULT_STATE_DIR, help="logs, OIDC keys, stack.json (default .local)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "3000")), help="gateway port (0: any free port)")
    parser.add_argument("--dynamodb-port", type=int, default=8000, help="DynamoDB Local port (0: any free port)")
    parser.add_argument("--moto-port", type=int, default=5000, help="moto server port (0: any free port)")
    parser.add_argument(
        "--dynamodb", choices=["auto", "local", "moto"], default="auto", help="DynamoDB engine (auto: Local if Java)"
    )
    parser.add_argument("--data-dir", type=Path, default=None, help="folder of the retailer files (default ../shared/data/...)")
    parser.add_argument("--no-data", action="store_true", help="do not load the real data")
    parser.add_argument(
        "--today",
        default=os.environ.get("TODAY") or None,
        help="the service clock's today, YYYY-MM-DD (default: the day after the loaded data's last sale; env TODAY)",
    )
    parser.add_argument("--ingestion-timeout", type=float, default=900.0, help="seconds to wait for each file")
    parser.add_argument(
        "--extra-organization", action="append", default=[], help="also create this (empty) organization; repeatable"
    )
    parser.add_argument(
        "--rate-limit",
        type=int,
        default=None,
        help="requests per token per rolling minute (default: $RATE_LIMIT_PER_MINUTE, else 100)",
    )
    parser.add_argument(
        "--replay-weeks", type=int, default=4, help="replay the demo brand's last N weeks after the chain (0: no replay)"
    )
    parser.add_argument(
        "--no-automation", action="store_true", help="skip the automation session (tag, tagging rule, workflow run)"
    )
    parser.add_argument("--log-level", default="INFO", help="POWERTOOLS_LOG_LEVEL of the handlers (logs/gateway.log)")
    parser.add_argument("--exit-after-bootstrap", action="store_true", help="stop after the bootstrap instead of serving")
    return parser.parse_args(argv)


def _shown(path: Path) -> str:
    """``path`` relative to the repository when it is inside it."""
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def _raise_interrupt(signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt


@dataclass(frozen=True, slots=True)
class _Started:
    """What loading the data needs of a started stack: the command line, the state directory, the
    gateway's URL, the handlers' environment, the provisioned resources (queues, internal token), the
    gateway process and the two seeded organizations (``bootstrap.seed`` and ``seed_multishop``)."""

    args: argparse.Namespace
    state_dir: Path
    base_url: str
    env: dict[str, str]
    resources: dict[str, Any]
    gateway: Any
    demo: dict[str, Any]
    multi: dict[str, Any]
    receiver: Any  # local.webhook_receiver.WebhookReceiver: what a workflow's CALL_WEBHOOK calls
    receiver_url: str


def _say_job(name: str, run: dict[str, Any], outcome: str) -> None:
    _say(f"{name} (job run {run['id']}): {run['status']}, {outcome} {run.get('errorMessage') or ''}")


ACTING_JOBS = ("alerts", "workflows")
"""The chain jobs `make run` leaves out after the load: they act on what a user configures (alert
e-mails, workflow runs), and the demo brands have configured neither yet."""

_OUTCOMES: dict[str, Callable[[dict[str, Any], date], str]] = {
    "stock-snapshot": lambda stats, _: f"{stats.get('positions', 0)} positions of {stats.get('snapshotDate')} in the lake,",
    "forecasts": lambda stats, today: (
        f"{stats.get('series', 0)} series x {stats.get('weeks', 0)} weeks from {today}, methods {stats.get('methods')}"
    ),
    "risks": lambda stats, _: f"{stats.get('positions', 0)} positions, {stats.get('withForecast', 0)} with a forecast",
    "tagging": lambda stats, _: (
        f"{stats.get('rulesEvaluated', 0)} rules, +{stats.get('assignmentsCreated', 0)} "
        f"-{stats.get('assignmentsRemoved', 0)} assignments"
    ),
    "recommendations": lambda stats, _: f"vectors {stats.get('vectors')}, actionable {stats.get('actionable')}",
}
"""What a chain job's stats say in `make run`'s output, by job name."""


def _chain_jobs() -> tuple[str, ...]:
    """The registry's nightly chain, in order, without :data:`ACTING_JOBS`."""
    from inventory_planning.domain.jobs.registry import NIGHTLY_CHAIN

    return tuple(name for name in NIGHTLY_CHAIN if name not in ACTING_JOBS)


def _nightly(s: _Started, load: dict[str, Any]) -> None:
    """The nightly chain of last night on the demo organization (stock snapshot, forecasts, risks,
    tagging, recommendations), then the multi-shop organization's facts and the same chain."""
    from inventory_planning.kernel import clock

    from local import bootstrap, multishop

    today = clock.today()
    _say(f"service clock: today is {today} ({'--today/TODAY' if s.args.today else 'the day after the last sale'})")
    token, organization_id = s.resources["internalToken"], s.demo["organizationId"]
    as_of = today.isoformat()  # the nightly chain of last night: the stock today opened with
    for name in _chain_jobs():
        if name == "stock-snapshot":  # its own shorter wait
            run = bootstrap.snapshot_stock(s.base_url, token, organization_id, as_of)
        else:
            run = bootstrap.run_job(s.base_url, token, organization_id, name, as_of)
        stats = run.get("stats") or {}
        outcome = _OUTCOMES.get(name)
        _say_job(name.replace("-", " "), run, outcome(stats, today) if outcome else "")
    # the multi-shop organization: its facts as canonical files, then the same chain
    folder = s.state_dir / "multishop"
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in multishop.facts(today).items():
        (folder / name).write_text(text)
    files = tuple(sorted(multishop.facts(today), reverse=True))  # stock, then sales
    bootstrap.ingest(s.multi["organizationId"], files=files, **{**load, "data_dir": folder})
    for step in _chain_jobs():
        run = bootstrap.run_job(s.base_url, token, s.multi["organizationId"], step, as_of)
        _say(f"{multishop.NAME}: {step} {run['status']} {run.get('errorMessage') or ''}")
    if s.args.replay_weeks > 0:
        _replay(s, today)
    if not s.args.no_automation:
        _automation(s)


def _replay(s: _Started, today: Any) -> None:
    """A short decision replay of the demo brand (the last ``--replay-weeks`` weeks, every policy)
    through the API, its table printed (docs/intelligence.md "Decision replay")."""
    from local import replay_session

    first, to = replay_session.window(today, s.args.replay_weeks)
    _say(f"decision replay of {first} .. {to} (to excluded), weekly reviews: a chain run per review day, then the simulation ...")
    tokens = (s.demo["token"], s.resources["internalToken"])
    replay = replay_session.run_replay(s.base_url, tokens, s.demo["organizationId"], (first, to))
    s.demo["replayId"] = replay["id"]
    _say(replay_session.format_replay(replay))


def _automation(s: _Started) -> None:
    """The demo brand's broken size runs tagged by a tagging rule, then a workflow that turns them into
    a restock plan and calls the webhook receiver, through the API (docs/automation.md)."""
    from local import automation_session

    _say("automation: a tagging rule tags the broken size runs, a workflow restocks them and calls the supplier ...")
    out = automation_session.run_automation(s.base_url, s.demo["token"], s.receiver_url)
    s.demo["automation"] = {
        "tagId": out["tag"]["id"], "taggingRuleId": out["rule"]["id"], "taggingRunId": out["taggingRun"]["id"],
        "credentialId": out["credential"]["id"], "workflowId": out["workflow"]["id"], "workflowRunId": out["run"]["id"],
        "planId": (out.get("plan") or {}).get("id"),
    }  # fmt: skip
    _say(automation_session.format_automation(out, len(s.receiver.received)))


def _load_data(s: _Started, today_file: Path) -> list[dict[str, Any]]:
    """Ingest the demo data through S3 -> SQS -> the worker (prices and sales, the clock set to the
    day after the last sale unless --today, then stock), then run the nightly chain; returns the
    ingestion results as JSON (``bootstrap.results_as_json``)."""
    from local import bootstrap
    from local.apigw import Template
    from local.gateway import worker_module_path

    worker_id = next(iter(Template().functions_with_event("SQS")), None)
    worker_ready = worker_id is not None and worker_module_path(Template(), worker_id).exists()
    data_dir = s.args.data_dir or bootstrap.DATA_DIR
    _say(f"loading {data_dir} through S3 -> SQS -> {worker_id or 'ingestion worker'} ...")
    if not worker_ready:
        _say("  the ingestion worker does not exist yet: the files are uploaded and wait in the queue")
    pipeline = bootstrap.Pipeline(
        bucket=s.env["INGESTION_BUCKET"], table_name=s.env["TABLE_NAME"], queue_url=s.resources["queueUrl"],
        dead_letter_queue_url=s.resources["deadLetterQueueUrl"],
    )  # fmt: skip
    load = {
        "pipeline": pipeline, "data_dir": data_dir,
        "timeout_per_file": s.args.ingestion_timeout, "worker_available": worker_ready, "alive": s.gateway.alive,
        "log": _say,
    }  # fmt: skip
    stock_files = tuple(f for f in bootstrap.DATA_FILES if f == bootstrap.STOCK_FILE)
    # prices and sales first: the last sale sets the service clock, then the stock file (which has
    # no date: the stock of "now") is counted on the clock's day
    first_files = tuple(f for f in bootstrap.DATA_FILES if f not in stock_files)
    results = bootstrap.ingest(s.demo["organizationId"], files=first_files, **load)
    if worker_ready and not s.args.today:
        from inventory_planning.store.lake import sales as lake_sales

        last_sale = lake_sales.last_sale_date(s.demo["organizationId"])
        if last_sale is not None:
            today_file.write_text((last_sale + timedelta(days=1)).isoformat() + "\n")
    results += bootstrap.ingest(s.demo["organizationId"], files=stock_files, **load)
    _say()
    _say(bootstrap.format_ingestion(results))
    ingestion = bootstrap.results_as_json(results)
    if worker_ready:
        _nightly(s, load)
    return ingestion


def _state_of(s: _Started, stack: LocalStack, oidc_issuer: str, extra: list[dict[str, Any]], rate_limit: int) -> dict[str, Any]:
    """The content of ``stack.json`` (``ready`` false: the data is not loaded yet)."""
    demo, resources, env = s.demo, s.resources, s.env
    return {
        "ready": False,  # true once the data is loaded
        "baseUrl": s.base_url,
        "organizationId": demo["organizationId"],
        "organizationName": demo["organizationName"],
        "token": demo["token"],
        "tokenId": demo["tokenId"],
        "internalToken": resources["internalToken"],
        "sessionToken": demo["sessionToken"],
        "demoUser": demo["user"],
        "otherOrganizations": extra,
        "multiShop": s.multi,
        "dynamodbEndpoint": stack.dynamodb_url,
        "dynamodbEngine": stack.dynamodb_engine,
        "awsEndpoint": stack.moto_url,
        "region": env["AWS_REGION"],
        "tableName": env["TABLE_NAME"],
        "bucket": env["INGESTION_BUCKET"],
        "ingestionQueueUrl": resources["queueUrl"],
        "jobQueueUrl": resources["jobQueueUrl"],
        "enrichmentQueueUrl": resources["enrichmentQueueUrl"],
        "lakeBucket": env["LAKE_BUCKET"],
        "deadLetterQueueUrl": resources["deadLetterQueueUrl"],
        "internalTokenParameter": env["INTERNAL_TOKEN_PARAMETER"],
        "oidcIssuer": oidc_issuer,
        "oidcAudience": env["OIDC_AUDIENCE"],
        "oidcKeyDir": str(s.state_dir / "oidc"),
        "rateLimitPerMinute": rate_limit,
        "webhookReceiverUrl": s.receiver_url,
        "ingestion": [],
    }


def _say_organizations(s: _Started, state_file: Path) -> None:
    demo, multi = s.demo, s.multi
    _say()
    _say(f'organization "{demo["organizationName"]}" {demo["organizationId"]}')
    _say(f"service-account token with every permission (shown once; also in {_shown(state_file)}):")
    _say(f"  export TOKEN={demo['token']}")
    _say(f'organization "{multi["organizationName"]}" {multi["organizationId"]} (3 shops for rebalance plans):')
    _say(f"  export MULTI_TOKEN={multi['token']}")
    _say()


def _serve(stack: LocalStack) -> int:
    """Wait until a process of the stack dies (1, with its last log lines) or Ctrl-C."""
    while True:
        dead = stack.dead_processes()
        if dead:
            for process in dead:
                code = process.popen.returncode
                _say(f"{process.name} stopped unexpectedly (exit {code}); last lines of {process.log_path}:")
                _say(process.log_tail())
            return 1
        time.sleep(1)


def _start(args: argparse.Namespace, stack: LocalStack, state_dir: Path, port: int, rate_limit: int) -> tuple[_Started, Any, str]:
    """Start the stack's servers, provision the resources, start the gateway and seed the two
    organizations: ``(started, issuer, oidc issuer URL)``."""
    base_url = f"http://{HOST}:{port}"
    _say("starting moto server and DynamoDB Local ...")
    stack.start()
    _say(f"  DynamoDB: {stack.dynamodb_engine} on {stack.dynamodb_url}")
    _say(f"  S3, SQS, SSM, EventBridge: moto server on {stack.moto_url}")

    from local.oidc import LocalIssuer

    oidc_issuer = f"{base_url}/local-oidc"
    issuer = LocalIssuer(state_dir / "oidc", oidc_issuer, OIDC_AUDIENCE)
    urls = {
        "dynamodb_url": stack.dynamodb_url,
        "aws_url": stack.moto_url,
        "jwks_url": issuer.jwks_url,
        "oidc_issuer": oidc_issuer,
    }
    env = handler_environment(**urls, log_level=args.log_level, rate_limit_per_minute=rate_limit)
    os.environ.update(env)  # before anything of the service is imported
    for path in (str(ROOT / "layers" / "shared"), str(ROOT)):
        if path not in sys.path:
            sys.path.insert(0, path)

    from local import bootstrap

    resources = bootstrap.provision()
    env = handler_environment(
        **urls,
        queue_url=resources["queueUrl"],
        job_queue_url=resources["jobQueueUrl"],
        enrichment_queue_url=resources["enrichmentQueueUrl"],
        log_level=args.log_level,
        rate_limit_per_minute=rate_limit,
    )
    today_file = state_dir / "today"  # the service clock of every process of the stack (clock.py)
    today_file.unlink(missing_ok=True)
    if args.today:
        today_file.write_text(date.fromisoformat(args.today).isoformat() + "\n")
    env["SERVICE_TODAY_FILE"] = str(today_file)
    os.environ.update(env)
    _say(f"  table {env['TABLE_NAME']}, bucket {env['INGESTION_BUCKET']} -> queue -> dead-letter queue, internal tokens in SSM")

    from local.webhook_receiver import WebhookReceiver

    receiver = WebhookReceiver(state_dir / "webhooks.jsonl")
    receiver_url = receiver.start()
    _say(f"  webhook receiver on {receiver_url} (what workflows send: {_shown(state_dir / 'webhooks.jsonl')})")

    gateway = stack.start_gateway(env, port)
    _say(f"  gateway on {base_url} (logs: {gateway.log_path})")
    _say(f"  rate limit: {rate_limit} requests per token per rolling minute (RATE_LIMIT_PER_MINUTE)")

    demo = bootstrap.seed(issuer)
    multi = bootstrap.seed_multishop(issuer)
    started = _Started(args, state_dir, base_url, env, resources, gateway, demo, multi, receiver, receiver_url)
    return started, issuer, oidc_issuer


def run(args: argparse.Namespace) -> int:
    state_dir: Path = args.state_dir.resolve()
    state_dir.mkdir(parents=True, exist_ok=True)
    state_file = state_dir / "stack.json"
    state_file.unlink(missing_ok=True)  # a previous run's file must not read as this run's "ready"
    try:
        wanted = None if args.rate_limit is None else {"RATE_LIMIT_PER_MINUTE": str(args.rate_limit)}
        rate_limit = rate_limit_from_environment(wanted)
    except ValueError as error:
        _say(str(error))
        return 2
    stack = LocalStack(state_dir, dynamodb_port=args.dynamodb_port, moto_port=args.moto_port, dynamodb=args.dynamodb)
    started = time.monotonic()
    state: dict[str, Any] = {}
    try:
        if args.port and not port_is_free(args.port):
            _say(f"port {args.port} is in use: stop what runs there, or use `make run PORT=<port>`")
            return 2
        s, issuer, oidc_issuer = _start(args, stack, state_dir, args.port or free_port(), rate_limit)

        from local import bootstrap

        extra = [
            bootstrap.create_tenant(name, f"admin@{name.lower().replace(' ', '-')}.test", f"{name} Admin", issuer)
            for name in args.extra_organization
        ]
        state = _state_of(s, stack, oidc_issuer, extra, rate_limit)
        bootstrap.write_state(state_file, state)
        _say_organizations(s, state_file)

        if not args.no_data:
            state["ingestion"] = _load_data(s, state_dir / "today")
            state["replayId"] = s.demo.get("replayId")  # make run's decision replay, when it ran
            state["automation"] = s.demo.get("automation")  # make run's tag, rule, workflow and run, when it ran

        state["ready"] = True
        bootstrap.write_state(state_file, state)
        _say()
        _say("try:")
        _say(bootstrap.curl_examples(s.base_url))
        _say()
        _say(f"state for scripts: {state_file} (ready, baseUrl, organizationId, token, internalToken, sessionToken)")
        _say(f"handler logs: {s.gateway.log_path}")
        _say(f"ready in {time.monotonic() - started:.0f}s")
        _say(f"serving on {s.base_url} (Ctrl-C to stop)")
        if args.exit_after_bootstrap:
            return 0
        return _serve(stack)
    except KeyboardInterrupt:
        _say("\nstopping ...")
        return 0
    finally:
        if state.get("ready"):
            state["ready"] = False  # the file outlives the stack: say it no longer serves
            from local import bootstrap

            with contextlib.suppress(OSError):
                bootstrap.write_state(state_file, state)
        stack.stop()


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    signal.signal(signal.SIGTERM, _raise_interrupt)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C, even where a parent shell ignored it
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
