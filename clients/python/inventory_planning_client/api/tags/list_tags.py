from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_tags_kind_type_0 import ListTagsKindType0
from ...models.list_tags_target_type_0 import ListTagsTargetType0
from ...models.page_of_tag import PageOfTag
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    kind: ListTagsKindType0 | None | Unset = UNSET,
    target: ListTagsTargetType0 | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    elif isinstance(kind, str):
        json_kind = kind
    else:
        json_kind = kind
    params["kind"] = json_kind

    json_target: None | str | Unset
    if isinstance(target, Unset):
        json_target = UNSET
    elif isinstance(target, str):
        json_target = target
    else:
        json_target = target
    params["target"] = json_target

    json_name_includes: None | str | Unset
    if isinstance(name_includes, Unset):
        json_name_includes = UNSET
    else:
        json_name_includes = name_includes
    params["nameIncludes"] = json_name_includes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/tags",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfTag | None:
    if response.status_code == 200:
        response_200 = PageOfTag.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfTag]:
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
    kind: ListTagsKindType0 | None | Unset = UNSET,
    target: ListTagsTargetType0 | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfTag]:
    """The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

     The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        kind (ListTagsKindType0 | None | Unset):
        target (ListTagsTargetType0 | None | Unset): tags that may be put on this entity type
        name_includes (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfTag]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        kind=kind,
        target=target,
        name_includes=name_includes,
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
    kind: ListTagsKindType0 | None | Unset = UNSET,
    target: ListTagsTargetType0 | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfTag | None:
    """The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

     The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        kind (ListTagsKindType0 | None | Unset):
        target (ListTagsTargetType0 | None | Unset): tags that may be put on this entity type
        name_includes (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfTag
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        kind=kind,
        target=target,
        name_includes=name_includes,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    kind: ListTagsKindType0 | None | Unset = UNSET,
    target: ListTagsTargetType0 | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfTag]:
    """The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

     The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        kind (ListTagsKindType0 | None | Unset):
        target (ListTagsTargetType0 | None | Unset): tags that may be put on this entity type
        name_includes (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfTag]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        kind=kind,
        target=target,
        name_includes=name_includes,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    kind: ListTagsKindType0 | None | Unset = UNSET,
    target: ListTagsTargetType0 | None | Unset = UNSET,
    name_includes: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfTag | None:
    """The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

     The organization's tags in creation order: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        kind (ListTagsKindType0 | None | Unset):
        target (ListTagsTargetType0 | None | Unset): tags that may be put on this entity type
        name_includes (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfTag
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            kind=kind,
            target=target,
            name_includes=name_includes,
        )
    ).parsed
