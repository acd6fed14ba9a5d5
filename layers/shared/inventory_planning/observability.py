"""Tracing (AWS X-Ray) and metrics (CloudWatch EMF) through Powertools, cheap at import (decision 0029).

Tracing:
- :func:`capture_lambda_handler` decorates every function's entry point (``make_handler`` does it for
  the API functions). The Powertools ``Tracer`` is made on the handler's first invocation, and only
  when tracing is on: making one imports the X-Ray SDK, whose recorder builds two botocore X-Ray
  clients (about 110 ms on the bench machine, against a ~150 ms function import), so neither the
  import nor a run with tracing off pays for it. When it is made it patches ``botocore``: every
  DynamoDB, S3 and SQS call is a subsegment.
- :func:`subsegment` names a block (a DuckDB query: ``store/lake/engine.py``); a no-op when off.
- Tracing is off where no X-Ray daemon listens: outside Lambda, under ``sam local``, or with
  ``POWERTOOLS_TRACE_DISABLED`` true (the tests and the local stack set it). Powertools decides,
  with the same rule as its own ``Tracer``.

Metrics: :func:`emit` writes one EMF line (a JSON object with ``_aws.CloudWatchMetrics``) to standard
output, which CloudWatch Logs turns into metrics of the namespace ``POWERTOOLS_METRICS_NAMESPACE``
(``InventoryPlanning``), dimensioned by ``service`` (``POWERTOOLS_SERVICE_NAME``) and the dimensions
given. Locally the line lands in the handler log. A metric that cannot be written is logged, never raised.

This module imports nothing of the project: every layer may call it.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NamedTuple, TypeVar

from aws_lambda_powertools import Logger, Tracer  # the class only: the X-Ray SDK loads when a Tracer is made
from aws_lambda_powertools.metrics import EphemeralMetrics
from aws_lambda_powertools.shared import constants
from aws_lambda_powertools.shared.functions import resolve_truthy_env_var_choice

logger = Logger(child=True)

NAMESPACE = "InventoryPlanning"
"""The metrics' namespace when ``POWERTOOLS_METRICS_NAMESPACE`` is not set (template.yaml Globals sets it)."""

TRACED_MODULES = ("botocore",)
"""What the tracer patches: boto3 and pynamodb both call through botocore (DynamoDB, S3, SQS, SES, SSM)."""

COUNT, MILLISECONDS, PER_SECOND = "Count", "Milliseconds", "Count/Second"

Handler = TypeVar("Handler", bound=Callable[..., Any])


class Metric(NamedTuple):
    """One value of an EMF line: ``name`` (CamelCase), ``value``, ``unit`` (:data:`COUNT`,
    :data:`MILLISECONDS` or :data:`PER_SECOND`)."""

    name: str
    value: float
    unit: str = COUNT


@functools.cache
def tracing_enabled() -> bool:
    """True in Lambda with tracing not disabled (``POWERTOOLS_TRACE_DISABLED``, ``sam local`` and any
    process outside Lambda disable it); Powertools' own rule, read once per process.

    The rule ``Tracer()`` applies, written with Powertools' public pieces (its environment variable
    names and its truthy-value parser) so that deciding never imports the X-Ray SDK."""
    if resolve_truthy_env_var_choice(env=os.getenv(constants.TRACER_DISABLED_ENV, "false")):
        return False
    in_lambda = bool(os.getenv(constants.LAMBDA_TASK_ROOT_ENV))
    emulated = bool(os.getenv(constants.SAM_LOCAL_ENV) or os.getenv(constants.CHALICE_LOCAL_ENV))
    return in_lambda and not emulated


@functools.cache
def tracer() -> Tracer:
    """The process's Powertools Tracer, made on first use (imports the X-Ray SDK; patches botocore)."""
    return Tracer(patch_modules=TRACED_MODULES)


def capture_lambda_handler(handler: Handler) -> Handler:
    """Trace ``handler`` (``(event, context) -> result``) as Powertools' ``Tracer.capture_lambda_handler``
    does (a ``## <name>`` subsegment, the ``ColdStart`` and ``Service`` annotations, errors recorded),
    without its response (bodies can be large and hold tenants' data). With tracing off the handler
    runs as it is and the X-Ray SDK is never imported."""
    traced: list[Callable[..., Any]] = []

    @functools.wraps(handler)
    def entry(event: Any, context: Any) -> Any:
        if not tracing_enabled():
            return handler(event, context)
        if not traced:
            traced.append(tracer().capture_lambda_handler(handler, capture_response=False))
        return traced[0](event, context)

    return entry  # type: ignore[return-value]


@contextmanager
def subsegment(name: str, **annotations: str | bool) -> Iterator[None]:
    """A subsegment ``name`` around the block, with ``annotations`` (searchable in X-Ray); nothing when
    tracing is off."""
    if not tracing_enabled():
        yield
        return
    with tracer().provider.in_subsegment(name) as segment:
        for key, value in annotations.items():
            segment.put_annotation(key, value)
        yield


def emit(dimensions: Mapping[str, str], *metrics: Metric) -> None:
    """Write ``metrics`` as one EMF line with ``dimensions`` (plus ``service``) to standard output.

    Keep dimension values few (an operationId, a status class, a job name: never an id), each
    distinct combination is a metric of its own in CloudWatch.
    """
    try:
        line = EphemeralMetrics()
        if not line.namespace:
            line.namespace = NAMESPACE
        for metric in metrics:
            line.add_metric(name=metric.name, unit=metric.unit, value=metric.value)
        for key, value in dimensions.items():
            line.add_dimension(name=key, value=value)
        line.flush_metrics()
    except Exception:  # noqa: BLE001 - a metric never fails the work it measures
        logger.warning("metrics not written", exc_info=True, extra={"metrics": [m.name for m in metrics]})
