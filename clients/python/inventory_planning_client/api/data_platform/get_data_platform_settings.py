from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_resolved_settings import OneResolvedSettings
from ...types import Response


def _get_kwargs(
    organization_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/data-platform/organizations/{organization_id}/settings".format(
            organization_id=quote(str(organization_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneResolvedSettings | None:
    if response.status_code == 200:
        response_200 = OneResolvedSettings.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneResolvedSettings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organization_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneResolvedSettings]:
    """The resolved data-platform settings: ingestion specs (the organization's, then the built-in
    layouts), canonical…

     The resolved data-platform settings: ingestion specs (the organization's, then the built-in
        layouts), canonical datasets, cleaning operations, gold settings and the lake.

    Args:
        organization_id (str): the tenant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneResolvedSettings]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    organization_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneResolvedSettings | None:
    """The resolved data-platform settings: ingestion specs (the organization's, then the built-in
    layouts), canonical…

     The resolved data-platform settings: ingestion specs (the organization's, then the built-in
        layouts), canonical datasets, cleaning operations, gold settings and the lake.

    Args:
        organization_id (str): the tenant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneResolvedSettings
    """

    return sync_detailed(
        organization_id=organization_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    organization_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneResolvedSettings]:
    """The resolved data-platform settings: ingestion specs (the organization's, then the built-in
    layouts), canonical…

     The resolved data-platform settings: ingestion specs (the organization's, then the built-in
        layouts), canonical datasets, cleaning operations, gold settings and the lake.

    Args:
        organization_id (str): the tenant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneResolvedSettings]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    organization_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneResolvedSettings | None:
    """The resolved data-platform settings: ingestion specs (the organization's, then the built-in
    layouts), canonical…

     The resolved data-platform settings: ingestion specs (the organization's, then the built-in
        layouts), canonical datasets, cleaning operations, gold settings and the lake.

    Args:
        organization_id (str): the tenant

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneResolvedSettings
    """

    return (
        await asyncio_detailed(
            organization_id=organization_id,
            client=client,
        )
    ).parsed
