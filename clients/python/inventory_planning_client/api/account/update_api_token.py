from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_api_token import OneApiToken
from ...models.update_token_request import UpdateTokenRequest
from ...types import Response


def _get_kwargs(
    token_id: str,
    *,
    body: UpdateTokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/settings/api-tokens/{token_id}".format(
            token_id=quote(str(token_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneApiToken | None:
    if response.status_code == 200:
        response_200 = OneApiToken.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneApiToken]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateTokenRequest,
) -> Response[ErrorEnvelope | OneApiToken]:
    """Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
    shops stay as…

     Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
        shops stay as created. The expiry follows creation's rules (422): never later than the creating
        token's. Audited (who, what, when). 404 for another organization's token; 409 TOKEN_REVOKED.

        For agents: send only the fields to change; shortening a token's expiry shortens the tokens it
    created too.

    Args:
        token_id (str):
        body (UpdateTokenRequest): Body of PATCH /api/settings/api-tokens/{id}: any of ``name``,
            ``description``, ``expiresAt``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApiToken]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateTokenRequest,
) -> ErrorEnvelope | OneApiToken | None:
    """Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
    shops stay as…

     Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
        shops stay as created. The expiry follows creation's rules (422): never later than the creating
        token's. Audited (who, what, when). 404 for another organization's token; 409 TOKEN_REVOKED.

        For agents: send only the fields to change; shortening a token's expiry shortens the tokens it
    created too.

    Args:
        token_id (str):
        body (UpdateTokenRequest): Body of PATCH /api/settings/api-tokens/{id}: any of ``name``,
            ``description``, ``expiresAt``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApiToken
    """

    return sync_detailed(
        token_id=token_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    token_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateTokenRequest,
) -> Response[ErrorEnvelope | OneApiToken]:
    """Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
    shops stay as…

     Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
        shops stay as created. The expiry follows creation's rules (422): never later than the creating
        token's. Audited (who, what, when). 404 for another organization's token; 409 TOKEN_REVOKED.

        For agents: send only the fields to change; shortening a token's expiry shortens the tokens it
    created too.

    Args:
        token_id (str):
        body (UpdateTokenRequest): Body of PATCH /api/settings/api-tokens/{id}: any of ``name``,
            ``description``, ``expiresAt``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApiToken]
    """

    kwargs = _get_kwargs(
        token_id=token_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateTokenRequest,
) -> ErrorEnvelope | OneApiToken | None:
    """Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
    shops stay as…

     Edit a token's ``name``, ``description`` or ``expiresAt`` (REFERENCE 0.1); its permissions and
        shops stay as created. The expiry follows creation's rules (422): never later than the creating
        token's. Audited (who, what, when). 404 for another organization's token; 409 TOKEN_REVOKED.

        For agents: send only the fields to change; shortening a token's expiry shortens the tokens it
    created too.

    Args:
        token_id (str):
        body (UpdateTokenRequest): Body of PATCH /api/settings/api-tokens/{id}: any of ``name``,
            ``description``, ``expiresAt``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApiToken
    """

    return (
        await asyncio_detailed(
            token_id=token_id,
            client=client,
            body=body,
        )
    ).parsed
