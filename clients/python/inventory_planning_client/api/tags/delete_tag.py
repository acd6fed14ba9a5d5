from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_tag_deleted import OneTagDeleted
from ...types import Response


def _get_kwargs(
    tag_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/tags/{tag_id}".format(
            tag_id=quote(str(tag_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneTagDeleted | None:
    if response.status_code == 200:
        response_200 = OneTagDeleted.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneTagDeleted]:
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
) -> Response[ErrorEnvelope | OneTagDeleted]:
    """Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
    TAG_IN_USE while an…

     Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
        TAG_IN_USE while an alert's tag rules name it.

    Args:
        tag_id (str): tag id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTagDeleted]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tag_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneTagDeleted | None:
    """Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
    TAG_IN_USE while an…

     Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
        TAG_IN_USE while an alert's tag rules name it.

    Args:
        tag_id (str): tag id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTagDeleted
    """

    return sync_detailed(
        tag_id=tag_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneTagDeleted]:
    """Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
    TAG_IN_USE while an…

     Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
        TAG_IN_USE while an alert's tag rules name it.

    Args:
        tag_id (str): tag id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTagDeleted]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tag_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneTagDeleted | None:
    """Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
    TAG_IN_USE while an…

     Delete a tag and its assignments (up to 1,000 at once, the rest by the job worker); 409
        TAG_IN_USE while an alert's tag rules name it.

    Args:
        tag_id (str): tag id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTagDeleted
    """

    return (
        await asyncio_detailed(
            tag_id=tag_id,
            client=client,
        )
    ).parsed
