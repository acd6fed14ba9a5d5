from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    replay_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/intelligence/replays/{replay_id}/report".format(
            replay_id=quote(str(replay_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorEnvelope | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorEnvelope | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    replay_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | str]:
    """A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
    with the totals…

     A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
        with the totals of every policy variant and their money, fill rate against average stock as an
    SVG
        chart (min-max's variants joined: its frontier), fill rate and units ordered by week, the top
    lost
        positions. 409 REPLAY_NOT_READY until the replay is SUCCESS.

    Args:
        replay_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        replay_id=replay_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    replay_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | str | None:
    """A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
    with the totals…

     A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
        with the totals of every policy variant and their money, fill rate against average stock as an
    SVG
        chart (min-max's variants joined: its frontier), fill rate and units ordered by week, the top
    lost
        positions. 409 REPLAY_NOT_READY until the replay is SUCCESS.

    Args:
        replay_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | str
    """

    return sync_detailed(
        replay_id=replay_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    replay_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | str]:
    """A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
    with the totals…

     A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
        with the totals of every policy variant and their money, fill rate against average stock as an
    SVG
        chart (min-max's variants joined: its frontier), fill rate and units ordered by week, the top
    lost
        positions. 409 REPLAY_NOT_READY until the replay is SUCCESS.

    Args:
        replay_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        replay_id=replay_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    replay_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | str | None:
    """A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
    with the totals…

     A finished replay's report: one self-contained HTML page (no external script, stylesheet or font)
        with the totals of every policy variant and their money, fill rate against average stock as an
    SVG
        chart (min-max's variants joined: its frontier), fill rate and units ordered by week, the top
    lost
        positions. 409 REPLAY_NOT_READY until the replay is SUCCESS.

    Args:
        replay_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | str
    """

    return (
        await asyncio_detailed(
            replay_id=replay_id,
            client=client,
        )
    ).parsed
