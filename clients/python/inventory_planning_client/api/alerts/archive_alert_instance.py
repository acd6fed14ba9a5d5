from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.instance_comment import InstanceComment
from ...models.one_alert_instance import OneAlertInstance
from ...types import Response


def _get_kwargs(
    instance_id: str,
    *,
    body: InstanceComment,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/alerts/instances/{instance_id}/archive".format(
            instance_id=quote(str(instance_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneAlertInstance | None:
    if response.status_code == 200:
        response_200 = OneAlertInstance.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneAlertInstance]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstanceComment,
) -> Response[ErrorEnvelope | OneAlertInstance]:
    """Any status -> archived, with who, when and an optional comment: hidden from the default list
    (``status=archived``…

     Any status -> archived, with who, when and an optional comment: hidden from the default list
        (``status=archived`` lists it); no longer open, so a group that still matches raises a new
        instance on the next run.

        For agents: archive an instance nobody needs to see again (resolve one that was dealt with).

    Args:
        instance_id (str):
        body (InstanceComment): Body of POST /api/alerts/instances/{id}/acknowledge and /resolve.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlertInstance]
    """

    kwargs = _get_kwargs(
        instance_id=instance_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstanceComment,
) -> ErrorEnvelope | OneAlertInstance | None:
    """Any status -> archived, with who, when and an optional comment: hidden from the default list
    (``status=archived``…

     Any status -> archived, with who, when and an optional comment: hidden from the default list
        (``status=archived`` lists it); no longer open, so a group that still matches raises a new
        instance on the next run.

        For agents: archive an instance nobody needs to see again (resolve one that was dealt with).

    Args:
        instance_id (str):
        body (InstanceComment): Body of POST /api/alerts/instances/{id}/acknowledge and /resolve.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlertInstance
    """

    return sync_detailed(
        instance_id=instance_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstanceComment,
) -> Response[ErrorEnvelope | OneAlertInstance]:
    """Any status -> archived, with who, when and an optional comment: hidden from the default list
    (``status=archived``…

     Any status -> archived, with who, when and an optional comment: hidden from the default list
        (``status=archived`` lists it); no longer open, so a group that still matches raises a new
        instance on the next run.

        For agents: archive an instance nobody needs to see again (resolve one that was dealt with).

    Args:
        instance_id (str):
        body (InstanceComment): Body of POST /api/alerts/instances/{id}/acknowledge and /resolve.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlertInstance]
    """

    kwargs = _get_kwargs(
        instance_id=instance_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstanceComment,
) -> ErrorEnvelope | OneAlertInstance | None:
    """Any status -> archived, with who, when and an optional comment: hidden from the default list
    (``status=archived``…

     Any status -> archived, with who, when and an optional comment: hidden from the default list
        (``status=archived`` lists it); no longer open, so a group that still matches raises a new
        instance on the next run.

        For agents: archive an instance nobody needs to see again (resolve one that was dealt with).

    Args:
        instance_id (str):
        body (InstanceComment): Body of POST /api/alerts/instances/{id}/acknowledge and /resolve.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlertInstance
    """

    return (
        await asyncio_detailed(
            instance_id=instance_id,
            client=client,
            body=body,
        )
    ).parsed
