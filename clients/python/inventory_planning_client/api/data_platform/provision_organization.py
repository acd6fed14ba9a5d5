from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_provisioned_organization import OneProvisionedOrganization
from ...models.provision_organization_request import ProvisionOrganizationRequest
from ...types import Response


def _get_kwargs(
    *,
    body: ProvisionOrganizationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/organizations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneProvisionedOrganization | None:
    if response.status_code == 201:
        response_201 = OneProvisionedOrganization.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

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
) -> Response[ErrorEnvelope | OneProvisionedOrganization]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ProvisionOrganizationRequest,
) -> Response[ErrorEnvelope | OneProvisionedOrganization]:
    """Provision an empty organization and its first service-account token, with every permission.

     Provision an empty organization and its first service-account token, with every permission.

        For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
        token is in this response only.

    Args:
        body (ProvisionOrganizationRequest): Body of POST /api/data-platform/organizations.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneProvisionedOrganization]
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
    body: ProvisionOrganizationRequest,
) -> ErrorEnvelope | OneProvisionedOrganization | None:
    """Provision an empty organization and its first service-account token, with every permission.

     Provision an empty organization and its first service-account token, with every permission.

        For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
        token is in this response only.

    Args:
        body (ProvisionOrganizationRequest): Body of POST /api/data-platform/organizations.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneProvisionedOrganization
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ProvisionOrganizationRequest,
) -> Response[ErrorEnvelope | OneProvisionedOrganization]:
    """Provision an empty organization and its first service-account token, with every permission.

     Provision an empty organization and its first service-account token, with every permission.

        For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
        token is in this response only.

    Args:
        body (ProvisionOrganizationRequest): Body of POST /api/data-platform/organizations.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneProvisionedOrganization]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ProvisionOrganizationRequest,
) -> ErrorEnvelope | OneProvisionedOrganization | None:
    """Provision an empty organization and its first service-account token, with every permission.

     Provision an empty organization and its first service-account token, with every permission.

        For ops tooling, tests and demos: a fresh tenant without touching the table. The plaintext
        token is in this response only.

    Args:
        body (ProvisionOrganizationRequest): Body of POST /api/data-platform/organizations.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneProvisionedOrganization
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
