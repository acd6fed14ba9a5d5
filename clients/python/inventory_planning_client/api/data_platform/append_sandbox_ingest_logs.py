from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.append_logs import AppendLogs
from ...models.error_envelope import ErrorEnvelope
from ...models.one_logs_appended import OneLogsAppended
from ...types import Response


def _get_kwargs(
    run_id: str,
    *,
    body: AppendLogs,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/sandbox-ingest-runs/{run_id}/logs".format(
            run_id=quote(str(run_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneLogsAppended | None:
    if response.status_code == 200:
        response_200 = OneLogsAppended.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneLogsAppended]:
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
    body: AppendLogs,
) -> Response[ErrorEnvelope | OneLogsAppended]:
    """Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
    ``logLimit``: past 5,000…

     Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
        ``logLimit``: past 5,000 entries per run the rest is dropped, and said so.

    Args:
        run_id (str):
        body (AppendLogs): Body of POST .../{id}/logs: 1..500 entries.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneLogsAppended]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    *,
    client: AuthenticatedClient,
    body: AppendLogs,
) -> ErrorEnvelope | OneLogsAppended | None:
    """Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
    ``logLimit``: past 5,000…

     Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
        ``logLimit``: past 5,000 entries per run the rest is dropped, and said so.

    Args:
        run_id (str):
        body (AppendLogs): Body of POST .../{id}/logs: 1..500 entries.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneLogsAppended
    """

    return sync_detailed(
        run_id=run_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient,
    body: AppendLogs,
) -> Response[ErrorEnvelope | OneLogsAppended]:
    """Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
    ``logLimit``: past 5,000…

     Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
        ``logLimit``: past 5,000 entries per run the rest is dropped, and said so.

    Args:
        run_id (str):
        body (AppendLogs): Body of POST .../{id}/logs: 1..500 entries.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneLogsAppended]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    *,
    client: AuthenticatedClient,
    body: AppendLogs,
) -> ErrorEnvelope | OneLogsAppended | None:
    """Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
    ``logLimit``: past 5,000…

     Append 1..500 log entries: ``{runId, totalLogs}`` plus ``accepted``, ``dropped`` and
        ``logLimit``: past 5,000 entries per run the rest is dropped, and said so.

    Args:
        run_id (str):
        body (AppendLogs): Body of POST .../{id}/logs: 1..500 entries.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneLogsAppended
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            client=client,
            body=body,
        )
    ).parsed
