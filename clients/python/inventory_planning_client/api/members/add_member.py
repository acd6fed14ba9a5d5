from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.member_invite import MemberInvite
from ...models.one_member import OneMember
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MemberInvite,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/members",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneMember | None:
    if response.status_code == 201:
        response_201 = OneMember.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneMember]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MemberInvite,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMember]:
    """Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
    session, ACTIVE…

     Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
        session, ACTIVE after. SHOP_MANAGER and SHOP_VIEWER need ``shopIds`` (422); a role granting a
        permission the caller does not hold is a 403; an e-mail already INVITED or ACTIVE is a 409
        MEMBER_EXISTS. A REMOVED member may be invited again (a new membership).

        For agents: invite only the person and roles a human asked for; never widen your own access this
        way (you cannot grant what you do not hold). The person signs in with the identity provider.

    Args:
        idempotency_key (str | Unset):
        body (MemberInvite): POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for
            SHOP_MANAGER, SHOP_VIEWER).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MemberInvite,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMember | None:
    """Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
    session, ACTIVE…

     Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
        session, ACTIVE after. SHOP_MANAGER and SHOP_VIEWER need ``shopIds`` (422); a role granting a
        permission the caller does not hold is a 403; an e-mail already INVITED or ACTIVE is a 409
        MEMBER_EXISTS. A REMOVED member may be invited again (a new membership).

        For agents: invite only the person and roles a human asked for; never widen your own access this
        way (you cannot grant what you do not hold). The person signs in with the identity provider.

    Args:
        idempotency_key (str | Unset):
        body (MemberInvite): POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for
            SHOP_MANAGER, SHOP_VIEWER).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMember
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MemberInvite,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMember]:
    """Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
    session, ACTIVE…

     Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
        session, ACTIVE after. SHOP_MANAGER and SHOP_VIEWER need ``shopIds`` (422); a role granting a
        permission the caller does not hold is a 403; an e-mail already INVITED or ACTIVE is a 409
        MEMBER_EXISTS. A REMOVED member may be invited again (a new membership).

        For agents: invite only the person and roles a human asked for; never widen your own access this
        way (you cannot grant what you do not hold). The person signs in with the identity provider.

    Args:
        idempotency_key (str | Unset):
        body (MemberInvite): POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for
            SHOP_MANAGER, SHOP_VIEWER).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMember]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MemberInvite,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMember | None:
    """Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
    session, ACTIVE…

     Invite a person (201): ``{email, name, roles, shopIds?}``; the member is INVITED until their first
        session, ACTIVE after. SHOP_MANAGER and SHOP_VIEWER need ``shopIds`` (422); a role granting a
        permission the caller does not hold is a 403; an e-mail already INVITED or ACTIVE is a 409
        MEMBER_EXISTS. A REMOVED member may be invited again (a new membership).

        For agents: invite only the person and roles a human asked for; never widen your own access this
        way (you cannot grant what you do not hold). The person signs in with the identity provider.

    Args:
        idempotency_key (str | Unset):
        body (MemberInvite): POST /api/members: ``{email, name, roles, shopIds?}`` (shopIds for
            SHOP_MANAGER, SHOP_VIEWER).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMember
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
