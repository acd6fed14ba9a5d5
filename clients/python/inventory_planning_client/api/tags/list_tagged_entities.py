from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_tagged_entities_entity_type_type_0 import (
    ListTaggedEntitiesEntityTypeType0,
)
from ...models.page_of_tagged_entity import PageOfTaggedEntity
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tag_id: str,
    *,
    entity_type: ListTaggedEntitiesEntityTypeType0 | None | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_entity_type: None | str | Unset
    if isinstance(entity_type, Unset):
        json_entity_type = UNSET
    elif isinstance(entity_type, str):
        json_entity_type = entity_type
    else:
        json_entity_type = entity_type
    params["entityType"] = json_entity_type

    params["page"] = page

    params["pageSize"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/tags/{tag_id}/entities".format(
            tag_id=quote(str(tag_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfTaggedEntity | None:
    if response.status_code == 200:
        response_200 = PageOfTaggedEntity.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfTaggedEntity]:
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
    entity_type: ListTaggedEntitiesEntityTypeType0 | None | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> Response[ErrorEnvelope | PageOfTaggedEntity]:
    """The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
    holding each…

     The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
        holding each assignment (MANUAL, RULE#<ruleId>).

    Args:
        tag_id (str): tag id
        entity_type (ListTaggedEntitiesEntityTypeType0 | None | Unset):
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfTaggedEntity]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        entity_type=entity_type,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    entity_type: ListTaggedEntitiesEntityTypeType0 | None | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> ErrorEnvelope | PageOfTaggedEntity | None:
    """The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
    holding each…

     The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
        holding each assignment (MANUAL, RULE#<ruleId>).

    Args:
        tag_id (str): tag id
        entity_type (ListTaggedEntitiesEntityTypeType0 | None | Unset):
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfTaggedEntity
    """

    return sync_detailed(
        tag_id=tag_id,
        client=client,
        entity_type=entity_type,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    entity_type: ListTaggedEntitiesEntityTypeType0 | None | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> Response[ErrorEnvelope | PageOfTaggedEntity]:
    """The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
    holding each…

     The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
        holding each assignment (MANUAL, RULE#<ruleId>).

    Args:
        tag_id (str): tag id
        entity_type (ListTaggedEntitiesEntityTypeType0 | None | Unset):
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfTaggedEntity]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        entity_type=entity_type,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    entity_type: ListTaggedEntitiesEntityTypeType0 | None | Unset = UNSET,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
) -> ErrorEnvelope | PageOfTaggedEntity | None:
    """The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
    holding each…

     The entities carrying the tag, by entity type then id, with a label (name or SKU) and the sources
        holding each assignment (MANUAL, RULE#<ruleId>).

    Args:
        tag_id (str): tag id
        entity_type (ListTaggedEntitiesEntityTypeType0 | None | Unset):
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfTaggedEntity
    """

    return (
        await asyncio_detailed(
            tag_id=tag_id,
            client=client,
            entity_type=entity_type,
            page=page,
            page_size=page_size,
        )
    ).parsed
