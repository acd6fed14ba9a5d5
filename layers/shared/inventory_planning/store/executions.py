"""AWS Step Functions: start an execution of a state machine (a job's machine, a workflow run's).

The client is :func:`inventory_planning.store.aws.client` (boto3 on the first execution).
"""

from __future__ import annotations

from typing import Any

from inventory_planning.store import aws

__all__ = ["AlreadyStarted", "start"]


class AlreadyStarted(Exception):
    """StartExecution refused a second execution of the same name (ExecutionAlreadyExists)."""


def _client() -> Any:
    return aws.client("stepfunctions")


def start(state_machine_arn: str, payload: str, name: str | None = None) -> None:
    """Start an execution of ``state_machine_arn`` with ``payload`` (its JSON input), named ``name``
    when given (Step Functions then refuses a second execution of that name).

    Raises:
        AlreadyStarted: an execution named ``name`` exists (a redelivered message).
        botocore.exceptions.ClientError, BotoCoreError: Step Functions refused or did not take it.
    """
    arguments: dict[str, Any] = {"stateMachineArn": state_machine_arn}
    if name is not None:
        arguments["name"] = name
    arguments["input"] = payload
    try:
        _client().start_execution(**arguments)
    except Exception as error:
        response = getattr(error, "response", None) or {}
        if response.get("Error", {}).get("Code") == "ExecutionAlreadyExists":
            raise AlreadyStarted(str(error)) from error
        raise
