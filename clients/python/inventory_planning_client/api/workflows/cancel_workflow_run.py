from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_workflow_run import OneWorkflowRun
from ...types import Response


def _get_kwargs(
    run_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/workflow-runs/{run_id}/cancel".format(
            run_id=quote(str(run_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneWorkflowRun | None:
    if response.status_code == 200:
        response_200 = OneWorkflowRun.from_dict(response.json())

        return response_200

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
    run_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneWorkflowRun]:
    """Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
    409…

     Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
        409 WORKFLOW_RUN_NOT_CANCELLABLE once it has ended.

    Args:
        run_id (str): workflow run id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowRun]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneWorkflowRun | None:
    """Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
    409…

     Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
        409 WORKFLOW_RUN_NOT_CANCELLABLE once it has ended.

    Args:
        run_id (str): workflow run id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowRun
    """

    return sync_detailed(
        run_id=run_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneWorkflowRun]:
    """Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
    409…

     Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
        409 WORKFLOW_RUN_NOT_CANCELLABLE once it has ended.

    Args:
        run_id (str): workflow run id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowRun]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneWorkflowRun | None:
    """Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
    409…

     Cancel a PENDING or RUNNING run: it and its pending steps are CANCELLED, no further node runs.
        409 WORKFLOW_RUN_NOT_CANCELLABLE once it has ended.

    Args:
        run_id (str): workflow run id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowRun
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            client=client,
        )
    ).parsed
