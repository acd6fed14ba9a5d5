from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_token_request import CreateTokenRequest
from ...models.error_envelope import ErrorEnvelope
from ...models.one_created_api_token import OneCreatedApiToken
from ...types import Response


def _get_kwargs(
    *,
    body: CreateTokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/settings/api-tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneCreatedApiToken | None:
    if response.status_code == 201:
        response_201 = OneCreatedApiToken.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

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
) -> Response[ErrorEnvelope | OneCreatedApiToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTokenRequest,
) -> Response[ErrorEnvelope | OneCreatedApiToken]:
    """Create a service-account token; the response carries the plaintext ``token`` once.

     Create a service-account token; the response carries the plaintext ``token`` once.

        422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the caller
        asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active tokens.

    Args:
        body (CreateTokenRequest): Body of POST /api/settings/api-tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneCreatedApiToken]
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
    body: CreateTokenRequest,
) -> ErrorEnvelope | OneCreatedApiToken | None:
    """Create a service-account token; the response carries the plaintext ``token`` once.

     Create a service-account token; the response carries the plaintext ``token`` once.

        422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the caller
        asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active tokens.

    Args:
        body (CreateTokenRequest): Body of POST /api/settings/api-tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneCreatedApiToken
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTokenRequest,
) -> Response[ErrorEnvelope | OneCreatedApiToken]:
    """Create a service-account token; the response carries the plaintext ``token`` once.

     Create a service-account token; the response carries the plaintext ``token`` once.

        422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the caller
        asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active tokens.

    Args:
        body (CreateTokenRequest): Body of POST /api/settings/api-tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneCreatedApiToken]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateTokenRequest,
) -> ErrorEnvelope | OneCreatedApiToken | None:
    """Create a service-account token; the response carries the plaintext ``token`` once.

     Create a service-account token; the response carries the plaintext ``token`` once.

        422 for unknown permissions or an expiry in the past or beyond 365 days; 403 when the caller
        asks for a permission it does not hold itself; 409 TOKEN_LIMIT_REACHED at 50 active tokens.

    Args:
        body (CreateTokenRequest): Body of POST /api/settings/api-tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneCreatedApiToken
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
