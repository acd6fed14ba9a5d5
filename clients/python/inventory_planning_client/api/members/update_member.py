from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.member_update import MemberUpdate
from ...models.one_member import OneMember
from ...types import Response


def _get_kwargs(
    user_id: str,
    *,
    body: MemberUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/members/{user_id}".format(
            user_id=quote(str(user_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    body: MemberUpdate,
) -> Response[ErrorEnvelope | OneMember]:
    """Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
    session and their…

     Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
        session and their tokens alike (a token never sees more than its creator now holds). 403 for a
        role beyond the caller's own; 409 LAST_ADMIN when the last ORGANIZATION_ADMIN would lose the
    role.

        For agents: send only the fields to change; ``roles`` replaces the whole list.

    Args:
        user_id (str): the member's user id
        body (MemberUpdate): PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name``
            (absent: unchanged).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MemberUpdate,
) -> ErrorEnvelope | OneMember | None:
    """Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
    session and their…

     Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
        session and their tokens alike (a token never sees more than its creator now holds). 403 for a
        role beyond the caller's own; 409 LAST_ADMIN when the last ORGANIZATION_ADMIN would lose the
    role.

        For agents: send only the fields to change; ``roles`` replaces the whole list.

    Args:
        user_id (str): the member's user id
        body (MemberUpdate): PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name``
            (absent: unchanged).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMember
    """

    return sync_detailed(
        user_id=user_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MemberUpdate,
) -> Response[ErrorEnvelope | OneMember]:
    """Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
    session and their…

     Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
        session and their tokens alike (a token never sees more than its creator now holds). 403 for a
        role beyond the caller's own; 409 LAST_ADMIN when the last ORGANIZATION_ADMIN would lose the
    role.

        For agents: send only the fields to change; ``roles`` replaces the whole list.

    Args:
        user_id (str): the member's user id
        body (MemberUpdate): PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name``
            (absent: unchanged).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MemberUpdate,
) -> ErrorEnvelope | OneMember | None:
    """Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
    session and their…

     Change a member's ``roles``, ``shopIds`` or ``name``; effective on their next request, for their
        session and their tokens alike (a token never sees more than its creator now holds). 403 for a
        role beyond the caller's own; 409 LAST_ADMIN when the last ORGANIZATION_ADMIN would lose the
    role.

        For agents: send only the fields to change; ``roles`` replaces the whole list.

    Args:
        user_id (str): the member's user id
        body (MemberUpdate): PATCH /api/members/{userId}: any of ``roles``, ``shopIds``, ``name``
            (absent: unchanged).

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
            body=body,
        )
    ).parsed
