from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alert_changes import AlertChanges
from ...models.error_envelope import ErrorEnvelope
from ...models.one_alert import OneAlert
from ...types import Response


def _get_kwargs(
    alert_id: str,
    *,
    body: AlertChanges,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/alerts/{alert_id}".format(
            alert_id=quote(str(alert_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneAlert | None:
    if response.status_code == 200:
        response_200 = OneAlert.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneAlert]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    alert_id: str,
    *,
    client: AuthenticatedClient,
    body: AlertChanges,
) -> Response[ErrorEnvelope | OneAlert]:
    """Change fields of an alert of the organization (the others stay; the result is checked as a
    whole, 422 naming the…

     Change fields of an alert of the organization (the others stay; the result is checked as a
        whole, 422 naming the fields).

        For agents: pause an alert with ``{"isActive": false}`` or move its threshold.

    Args:
        alert_id (str):
        body (AlertChanges): Body of PATCH /api/alerts/{id} (the organization is the token's): the
            fields to change (the
            result is checked whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlert]
    """

    kwargs = _get_kwargs(
        alert_id=alert_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    alert_id: str,
    *,
    client: AuthenticatedClient,
    body: AlertChanges,
) -> ErrorEnvelope | OneAlert | None:
    """Change fields of an alert of the organization (the others stay; the result is checked as a
    whole, 422 naming the…

     Change fields of an alert of the organization (the others stay; the result is checked as a
        whole, 422 naming the fields).

        For agents: pause an alert with ``{"isActive": false}`` or move its threshold.

    Args:
        alert_id (str):
        body (AlertChanges): Body of PATCH /api/alerts/{id} (the organization is the token's): the
            fields to change (the
            result is checked whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlert
    """

    return sync_detailed(
        alert_id=alert_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    alert_id: str,
    *,
    client: AuthenticatedClient,
    body: AlertChanges,
) -> Response[ErrorEnvelope | OneAlert]:
    """Change fields of an alert of the organization (the others stay; the result is checked as a
    whole, 422 naming the…

     Change fields of an alert of the organization (the others stay; the result is checked as a
        whole, 422 naming the fields).

        For agents: pause an alert with ``{"isActive": false}`` or move its threshold.

    Args:
        alert_id (str):
        body (AlertChanges): Body of PATCH /api/alerts/{id} (the organization is the token's): the
            fields to change (the
            result is checked whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlert]
    """

    kwargs = _get_kwargs(
        alert_id=alert_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    alert_id: str,
    *,
    client: AuthenticatedClient,
    body: AlertChanges,
) -> ErrorEnvelope | OneAlert | None:
    """Change fields of an alert of the organization (the others stay; the result is checked as a
    whole, 422 naming the…

     Change fields of an alert of the organization (the others stay; the result is checked as a
        whole, 422 naming the fields).

        For agents: pause an alert with ``{"isActive": false}`` or move its threshold.

    Args:
        alert_id (str):
        body (AlertChanges): Body of PATCH /api/alerts/{id} (the organization is the token's): the
            fields to change (the
            result is checked whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlert
    """

    return (
        await asyncio_detailed(
            alert_id=alert_id,
            client=client,
            body=body,
        )
    ).parsed
