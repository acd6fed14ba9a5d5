from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_members_role_type_0 import ListMembersRoleType0
from ...models.page_of_member import PageOfMember
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    role: ListMembersRoleType0 | None | Unset = UNSET,
    team_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_role: None | str | Unset
    if isinstance(role, Unset):
        json_role = UNSET
    elif isinstance(role, str):
        json_role = role
    else:
        json_role = role
    params["role"] = json_role

    json_team_id: None | str | Unset
    if isinstance(team_id, Unset):
        json_team_id = UNSET
    else:
        json_team_id = team_id
    params["teamId"] = json_team_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/members",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfMember | None:
    if response.status_code == 200:
        response_200 = PageOfMember.from_dict(response.json())

        return response_200

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
) -> Response[ErrorEnvelope | PageOfMember]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    role: ListMembersRoleType0 | None | Unset = UNSET,
    team_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfMember]:
    """The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

     The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

        For agents: a member is a person (``userId``, ``email``, ``roles``, ``status``); ``shopIds`` are
        their own assigned shops and ``teamIds`` the teams whose shops add to them. Filter with ``q``
    (name
        or e-mail), ``role`` or ``teamId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): in the name or e-mail, case-insensitive
        role (ListMembersRoleType0 | None | Unset):
        team_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfMember]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        role=role,
        team_id=team_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    role: ListMembersRoleType0 | None | Unset = UNSET,
    team_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfMember | None:
    """The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

     The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

        For agents: a member is a person (``userId``, ``email``, ``roles``, ``status``); ``shopIds`` are
        their own assigned shops and ``teamIds`` the teams whose shops add to them. Filter with ``q``
    (name
        or e-mail), ``role`` or ``teamId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): in the name or e-mail, case-insensitive
        role (ListMembersRoleType0 | None | Unset):
        team_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfMember
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        role=role,
        team_id=team_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    role: ListMembersRoleType0 | None | Unset = UNSET,
    team_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfMember]:
    """The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

     The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

        For agents: a member is a person (``userId``, ``email``, ``roles``, ``status``); ``shopIds`` are
        their own assigned shops and ``teamIds`` the teams whose shops add to them. Filter with ``q``
    (name
        or e-mail), ``role`` or ``teamId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): in the name or e-mail, case-insensitive
        role (ListMembersRoleType0 | None | Unset):
        team_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfMember]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        role=role,
        team_id=team_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    role: ListMembersRoleType0 | None | Unset = UNSET,
    team_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfMember | None:
    """The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

     The organization's members (INVITED, ACTIVE and REMOVED) by name: ``{success, data, page, pageSize,
    total}``.

        For agents: a member is a person (``userId``, ``email``, ``roles``, ``status``); ``shopIds`` are
        their own assigned shops and ``teamIds`` the teams whose shops add to them. Filter with ``q``
    (name
        or e-mail), ``role`` or ``teamId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): in the name or e-mail, case-insensitive
        role (ListMembersRoleType0 | None | Unset):
        team_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfMember
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            role=role,
            team_id=team_id,
        )
    ).parsed
