from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alert_list import AlertList
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    is_active: bool | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_is_active: bool | None | Unset
    if isinstance(is_active, Unset):
        json_is_active = UNSET
    else:
        json_is_active = is_active
    params["isActive"] = json_is_active

    json_name_includes: None | str | Unset
    if isinstance(name_includes, Unset):
        json_name_includes = UNSET
    else:
        json_name_includes = name_includes
    params["nameIncludes"] = json_name_includes

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/alerts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AlertList | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = AlertList.from_dict(response.json())

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
) -> Response[AlertList | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    is_active: bool | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[AlertList | ErrorEnvelope]:
    """The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
    offset, total}``; a…

     The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
        offset, total}``; a shop-scoped caller sees those over its shops only.

        For agents: the alert definitions (what is watched, where, the threshold); their matches are
        GET /api/alerts/instances.

    Args:
        is_active (bool | None | Unset):
        name_includes (None | str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlertList | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        is_active=is_active,
        name_includes=name_includes,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    is_active: bool | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> AlertList | ErrorEnvelope | None:
    """The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
    offset, total}``; a…

     The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
        offset, total}``; a shop-scoped caller sees those over its shops only.

        For agents: the alert definitions (what is watched, where, the threshold); their matches are
        GET /api/alerts/instances.

    Args:
        is_active (bool | None | Unset):
        name_includes (None | str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlertList | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        is_active=is_active,
        name_includes=name_includes,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    is_active: bool | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[AlertList | ErrorEnvelope]:
    """The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
    offset, total}``; a…

     The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
        offset, total}``; a shop-scoped caller sees those over its shops only.

        For agents: the alert definitions (what is watched, where, the threshold); their matches are
        GET /api/alerts/instances.

    Args:
        is_active (bool | None | Unset):
        name_includes (None | str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AlertList | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        is_active=is_active,
        name_includes=name_includes,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    is_active: bool | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> AlertList | ErrorEnvelope | None:
    """The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
    offset, total}``; a…

     The organization's alerts (the token's organization), oldest first: ``{success, items, limit,
        offset, total}``; a shop-scoped caller sees those over its shops only.

        For agents: the alert definitions (what is watched, where, the threshold); their matches are
        GET /api/alerts/instances.

    Args:
        is_active (bool | None | Unset):
        name_includes (None | str | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AlertList | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            is_active=is_active,
            name_includes=name_includes,
            limit=limit,
            offset=offset,
        )
    ).parsed
