from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch_register_file_ingestions import BatchRegisterFileIngestions
from ...models.batch_results import BatchResults
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    *,
    body: BatchRegisterFileIngestions,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/file-ingestions/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BatchResults | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = BatchResults.from_dict(response.json())

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
) -> Response[BatchResults | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchRegisterFileIngestions,
) -> Response[BatchResults | ErrorEnvelope]:
    """Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
    summary: {total…

     Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
        summary: {total, succeeded, failed}}``.

    Args:
        body (BatchRegisterFileIngestions): Body of POST /api/data-platform/file-ingestions/batch:
            1..100 files; each is checked on its own.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResults | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: BatchRegisterFileIngestions,
) -> BatchResults | ErrorEnvelope | None:
    """Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
    summary: {total…

     Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
        summary: {total, succeeded, failed}}``.

    Args:
        body (BatchRegisterFileIngestions): Body of POST /api/data-platform/file-ingestions/batch:
            1..100 files; each is checked on its own.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResults | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BatchRegisterFileIngestions,
) -> Response[BatchResults | ErrorEnvelope]:
    """Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
    summary: {total…

     Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
        summary: {total, succeeded, failed}}``.

    Args:
        body (BatchRegisterFileIngestions): Body of POST /api/data-platform/file-ingestions/batch:
            1..100 files; each is checked on its own.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResults | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BatchRegisterFileIngestions,
) -> BatchResults | ErrorEnvelope | None:
    """Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
    summary: {total…

     Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
        summary: {total, succeeded, failed}}``.

    Args:
        body (BatchRegisterFileIngestions): Body of POST /api/data-platform/file-ingestions/batch:
            1..100 files; each is checked on its own.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResults | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
