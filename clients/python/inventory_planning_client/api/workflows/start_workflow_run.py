from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_workflow_run import OneWorkflowRun
from ...types import UNSET, Response, Unset


def _get_kwargs(
    workflow_id: str,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/workflows/{workflow_id}/runs".format(
            workflow_id=quote(str(workflow_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneWorkflowRun | None:
    if response.status_code == 202:
        response_202 = OneWorkflowRun.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ErrorEnvelope.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | OneWorkflowRun]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneWorkflowRun]:
    """Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
    a service-account…

     Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
        a service-account token). The job worker runs it; follow it with GET /api/workflow-runs/{id}.
        409 WORKFLOW_NOT_ACTIVE for a draft, paused or archived workflow.

    Args:
        workflow_id (str): workflow id
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowRun]
    """

    kwargs = _get_kwargs(
        workflow_id=workflow_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneWorkflowRun | None:
    """Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
    a service-account…

     Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
        a service-account token). The job worker runs it; follow it with GET /api/workflow-runs/{id}.
        409 WORKFLOW_NOT_ACTIVE for a draft, paused or archived workflow.

    Args:
        workflow_id (str): workflow id
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowRun
    """

    return sync_detailed(
        workflow_id=workflow_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneWorkflowRun]:
    """Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
    a service-account…

     Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
        a service-account token). The job worker runs it; follow it with GET /api/workflow-runs/{id}.
        409 WORKFLOW_NOT_ACTIVE for a draft, paused or archived workflow.

    Args:
        workflow_id (str): workflow id
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowRun]
    """

    kwargs = _get_kwargs(
        workflow_id=workflow_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneWorkflowRun | None:
    """Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
    a service-account…

     Start a run of an active workflow (202 with the PENDING run; ``triggerType`` MANUAL, or API for
        a service-account token). The job worker runs it; follow it with GET /api/workflow-runs/{id}.
        409 WORKFLOW_NOT_ACTIVE for a draft, paused or archived workflow.

    Args:
        workflow_id (str): workflow id
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowRun
    """

    return (
        await asyncio_detailed(
            workflow_id=workflow_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
