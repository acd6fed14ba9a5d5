from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_tag import OneTag
from ...models.tag_update import TagUpdate
from ...types import Response


def _get_kwargs(
    tag_id: str,
    *,
    body: TagUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/tags/{tag_id}".format(
            tag_id=quote(str(tag_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorEnvelope | OneTag | None:
    if response.status_code == 200:
        response_200 = OneTag.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneTag]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagUpdate,
) -> Response[ErrorEnvelope | OneTag]:
    """Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

     Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

    Args:
        tag_id (str): tag id
        body (TagUpdate): PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``,
            ``kind``, ``targets`` (absent:
            unchanged; ``description`` and ``color`` may be null). A kind or targets change that would
            strand
            existing assignments is a 409 (TAG_HAS_ASSIGNMENTS).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTag]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagUpdate,
) -> ErrorEnvelope | OneTag | None:
    """Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

     Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

    Args:
        tag_id (str): tag id
        body (TagUpdate): PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``,
            ``kind``, ``targets`` (absent:
            unchanged; ``description`` and ``color`` may be null). A kind or targets change that would
            strand
            existing assignments is a 409 (TAG_HAS_ASSIGNMENTS).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTag
    """

    return sync_detailed(
        tag_id=tag_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagUpdate,
) -> Response[ErrorEnvelope | OneTag]:
    """Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

     Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

    Args:
        tag_id (str): tag id
        body (TagUpdate): PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``,
            ``kind``, ``targets`` (absent:
            unchanged; ``description`` and ``color`` may be null). A kind or targets change that would
            strand
            existing assignments is a 409 (TAG_HAS_ASSIGNMENTS).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTag]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagUpdate,
) -> ErrorEnvelope | OneTag | None:
    """Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

     Change the supplied fields; a kind or targets change may only widen while entities carry the tag.

    Args:
        tag_id (str): tag id
        body (TagUpdate): PATCH /api/tags/{id}: any of ``name``, ``description``, ``color``,
            ``kind``, ``targets`` (absent:
            unchanged; ``description`` and ``color`` may be null). A kind or targets change that would
            strand
            existing assignments is a 409 (TAG_HAS_ASSIGNMENTS).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTag
    """

    return (
        await asyncio_detailed(
            tag_id=tag_id,
            client=client,
            body=body,
        )
    ).parsed
