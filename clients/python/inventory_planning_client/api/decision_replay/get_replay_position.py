from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_replay_position import OneReplayPosition
from ...types import Response


def _get_kwargs(
    replay_id: str,
    variant_id: str,
    size_id: str,
    shop_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/intelligence/replays/{replay_id}/positions/{variant_id}/{size_id}/{shop_id}".format(
            replay_id=quote(str(replay_id), safe=""),
            variant_id=quote(str(variant_id), safe=""),
            size_id=quote(str(size_id), safe=""),
            shop_id=quote(str(shop_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneReplayPosition | None:
    if response.status_code == 200:
        response_200 = OneReplayPosition.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneReplayPosition]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    replay_id: str,
    variant_id: str,
    size_id: str,
    shop_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneReplayPosition]:
    """A kept position's day-by-day trace under every policy of the replay (the positions of
    ``topLostPositions``); 404…

     A kept position's day-by-day trace under every policy of the replay (the positions of
        ``topLostPositions``); 404 for a position the replay did not keep.

    Args:
        replay_id (str):
        variant_id (str):
        size_id (str):
        shop_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneReplayPosition]
    """

    kwargs = _get_kwargs(
        replay_id=replay_id,
        variant_id=variant_id,
        size_id=size_id,
        shop_id=shop_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    replay_id: str,
    variant_id: str,
    size_id: str,
    shop_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneReplayPosition | None:
    """A kept position's day-by-day trace under every policy of the replay (the positions of
    ``topLostPositions``); 404…

     A kept position's day-by-day trace under every policy of the replay (the positions of
        ``topLostPositions``); 404 for a position the replay did not keep.

    Args:
        replay_id (str):
        variant_id (str):
        size_id (str):
        shop_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneReplayPosition
    """

    return sync_detailed(
        replay_id=replay_id,
        variant_id=variant_id,
        size_id=size_id,
        shop_id=shop_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    replay_id: str,
    variant_id: str,
    size_id: str,
    shop_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneReplayPosition]:
    """A kept position's day-by-day trace under every policy of the replay (the positions of
    ``topLostPositions``); 404…

     A kept position's day-by-day trace under every policy of the replay (the positions of
        ``topLostPositions``); 404 for a position the replay did not keep.

    Args:
        replay_id (str):
        variant_id (str):
        size_id (str):
        shop_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneReplayPosition]
    """

    kwargs = _get_kwargs(
        replay_id=replay_id,
        variant_id=variant_id,
        size_id=size_id,
        shop_id=shop_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    replay_id: str,
    variant_id: str,
    size_id: str,
    shop_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneReplayPosition | None:
    """A kept position's day-by-day trace under every policy of the replay (the positions of
    ``topLostPositions``); 404…

     A kept position's day-by-day trace under every policy of the replay (the positions of
        ``topLostPositions``); 404 for a position the replay did not keep.

    Args:
        replay_id (str):
        variant_id (str):
        size_id (str):
        shop_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneReplayPosition
    """

    return (
        await asyncio_detailed(
            replay_id=replay_id,
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            client=client,
        )
    ).parsed
