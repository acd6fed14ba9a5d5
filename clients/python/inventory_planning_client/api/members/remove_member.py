from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_member import OneMember
from ...types import Response


def _get_kwargs(
    user_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/members/{user_id}".format(
            user_id=quote(str(user_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneMember | None:
    if response.status_code == 200:
        response_200 = OneMember.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneMember]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneMember]:
    """Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
    created, and every…

     Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
        created, and every token those created, revoked with ``revokedReason`` CREATOR_REMOVED (SPEC
    rule
        7); their next request with a session or any of those tokens is a 401. 409 LAST_ADMIN for the
        organization's last ORGANIZATION_ADMIN.

        For agents: this cannot be undone (a new invitation starts a new membership); confirm with a
    person first.

    Args:
        user_id (str): the member's user id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneMember | None:
    """Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
    created, and every…

     Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
        created, and every token those created, revoked with ``revokedReason`` CREATOR_REMOVED (SPEC
    rule
        7); their next request with a session or any of those tokens is a 401. 409 LAST_ADMIN for the
        organization's last ORGANIZATION_ADMIN.

        For agents: this cannot be undone (a new invitation starts a new membership); confirm with a
    person first.

    Args:
        user_id (str): the member's user id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMember
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneMember]:
    """Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
    created, and every…

     Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
        created, and every token those created, revoked with ``revokedReason`` CREATOR_REMOVED (SPEC
    rule
        7); their next request with a session or any of those tokens is a 401. 409 LAST_ADMIN for the
        organization's last ORGANIZATION_ADMIN.

        For agents: this cannot be undone (a new invitation starts a new membership); confirm with a
    person first.

    Args:
        user_id (str): the member's user id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneMember | None:
    """Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
    created, and every…

     Remove a member: REMOVED (kept for the audit), and in the same transaction every token they
        created, and every token those created, revoked with ``revokedReason`` CREATOR_REMOVED (SPEC
    rule
        7); their next request with a session or any of those tokens is a 401. 409 LAST_ADMIN for the
        organization's last ORGANIZATION_ADMIN.

        For agents: this cannot be undone (a new invitation starts a new membership); confirm with a
    person first.

    Args:
        user_id (str): the member's user id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMember
    """

    return (
        await asyncio_detailed(
            user_id=user_id,
            client=client,
        )
    ).parsed
