from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_resolved_settings import OneResolvedSettings
from ...models.settings_change import SettingsChange
from ...types import Response


def _get_kwargs(
    organization_id: str,
    *,
    body: SettingsChange,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/data-platform/organizations/{organization_id}/settings".format(
            organization_id=quote(str(organization_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    body: SettingsChange,
) -> Response[ErrorEnvelope | OneResolvedSettings]:
    """Set the organization's own planning defaults (``null`` gives one back to the service's     default);
    validated against…

     Set the organization's own planning defaults (``null`` gives one back to the service's
        default); validated against each one's bounds, audited (entityType PLANNING_SETTINGS). Answers
        the resolved settings; the next risks and recommendations runs use them.

    Args:
        organization_id (str): the tenant
        body (SettingsChange): Body of PATCH .../organizations/{organizationId}/settings
            (docs/data-platform.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneResolvedSettings]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: SettingsChange,
) -> ErrorEnvelope | OneResolvedSettings | None:
    """Set the organization's own planning defaults (``null`` gives one back to the service's     default);
    validated against…

     Set the organization's own planning defaults (``null`` gives one back to the service's
        default); validated against each one's bounds, audited (entityType PLANNING_SETTINGS). Answers
        the resolved settings; the next risks and recommendations runs use them.

    Args:
        organization_id (str): the tenant
        body (SettingsChange): Body of PATCH .../organizations/{organizationId}/settings
            (docs/data-platform.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneResolvedSettings
    """

    return sync_detailed(
        organization_id=organization_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: SettingsChange,
) -> Response[ErrorEnvelope | OneResolvedSettings]:
    """Set the organization's own planning defaults (``null`` gives one back to the service's     default);
    validated against…

     Set the organization's own planning defaults (``null`` gives one back to the service's
        default); validated against each one's bounds, audited (entityType PLANNING_SETTINGS). Answers
        the resolved settings; the next risks and recommendations runs use them.

    Args:
        organization_id (str): the tenant
        body (SettingsChange): Body of PATCH .../organizations/{organizationId}/settings
            (docs/data-platform.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneResolvedSettings]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: SettingsChange,
) -> ErrorEnvelope | OneResolvedSettings | None:
    """Set the organization's own planning defaults (``null`` gives one back to the service's     default);
    validated against…

     Set the organization's own planning defaults (``null`` gives one back to the service's
        default); validated against each one's bounds, audited (entityType PLANNING_SETTINGS). Answers
        the resolved settings; the next risks and recommendations runs use them.

    Args:
        organization_id (str): the tenant
        body (SettingsChange): Body of PATCH .../organizations/{organizationId}/settings
            (docs/data-platform.md).

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
            body=body,
        )
    ).parsed
