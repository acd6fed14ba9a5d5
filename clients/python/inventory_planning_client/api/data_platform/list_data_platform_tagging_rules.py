from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.tagging_rule_list import TaggingRuleList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    organization_id: str,
    is_active: bool | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["organizationId"] = organization_id

    json_is_active: bool | None | Unset
    if isinstance(is_active, Unset):
        json_is_active = UNSET
    else:
        json_is_active = is_active
    params["isActive"] = json_is_active

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/data-platform/tagging-rules",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | TaggingRuleList | None:
    if response.status_code == 200:
        response_200 = TaggingRuleList.from_dict(response.json())

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
) -> Response[ErrorEnvelope | TaggingRuleList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    is_active: bool | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | TaggingRuleList]:
    """The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

     The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        is_active (bool | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | TaggingRuleList]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        is_active=is_active,
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
    organization_id: str,
    is_active: bool | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorEnvelope | TaggingRuleList | None:
    """The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

     The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        is_active (bool | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | TaggingRuleList
    """

    return sync_detailed(
        client=client,
        organization_id=organization_id,
        is_active=is_active,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    is_active: bool | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | TaggingRuleList]:
    """The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

     The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        is_active (bool | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | TaggingRuleList]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        is_active=is_active,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    is_active: bool | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorEnvelope | TaggingRuleList | None:
    """The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

     The organization's tagging rules, oldest first: ``{success, items, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        is_active (bool | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | TaggingRuleList
    """

    return (
        await asyncio_detailed(
            client=client,
            organization_id=organization_id,
            is_active=is_active,
            limit=limit,
            offset=offset,
        )
    ).parsed
