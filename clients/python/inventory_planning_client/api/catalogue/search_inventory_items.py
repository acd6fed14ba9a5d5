from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.inventory_item_search_result import InventoryItemSearchResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    limit: int | Unset = 10,
    ids: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_search: None | str | Unset
    if isinstance(search, Unset):
        json_search = UNSET
    else:
        json_search = search
    params["search"] = json_search

    params["limit"] = limit

    json_ids: None | str | Unset
    if isinstance(ids, Unset):
        json_ids = UNSET
    else:
        json_ids = ids
    params["ids"] = json_ids

    json_variant_id: None | str | Unset
    if isinstance(variant_id, Unset):
        json_variant_id = UNSET
    else:
        json_variant_id = variant_id
    params["variantId"] = json_variant_id

    json_product_id: None | str | Unset
    if isinstance(product_id, Unset):
        json_product_id = UNSET
    else:
        json_product_id = product_id
    params["productId"] = json_product_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/search/inventory-items",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | list[InventoryItemSearchResult] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = InventoryItemSearchResult.from_dict(response_200_item_data)

            response_200.append(response_200_item)

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
) -> Response[ErrorEnvelope | list[InventoryItemSearchResult]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    limit: int | Unset = 10,
    ids: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | list[InventoryItemSearchResult]]:
    """InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by     trigram
    similarity)…

     InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by
        trigram similarity); ``ids`` resolves exact ids; a bare array, as the variant search.

    Args:
        q (None | str | Unset): case-insensitive text filter
        search (None | str | Unset): deprecated alias of q
        limit (int | Unset): number of results, 1..100 Default: 10.
        ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        variant_id (None | str | Unset):
        product_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | list[InventoryItemSearchResult]]
    """

    kwargs = _get_kwargs(
        q=q,
        search=search,
        limit=limit,
        ids=ids,
        variant_id=variant_id,
        product_id=product_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    limit: int | Unset = 10,
    ids: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | list[InventoryItemSearchResult] | None:
    """InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by     trigram
    similarity)…

     InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by
        trigram similarity); ``ids`` resolves exact ids; a bare array, as the variant search.

    Args:
        q (None | str | Unset): case-insensitive text filter
        search (None | str | Unset): deprecated alias of q
        limit (int | Unset): number of results, 1..100 Default: 10.
        ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        variant_id (None | str | Unset):
        product_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | list[InventoryItemSearchResult]
    """

    return sync_detailed(
        client=client,
        q=q,
        search=search,
        limit=limit,
        ids=ids,
        variant_id=variant_id,
        product_id=product_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    limit: int | Unset = 10,
    ids: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | list[InventoryItemSearchResult]]:
    """InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by     trigram
    similarity)…

     InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by
        trigram similarity); ``ids`` resolves exact ids; a bare array, as the variant search.

    Args:
        q (None | str | Unset): case-insensitive text filter
        search (None | str | Unset): deprecated alias of q
        limit (int | Unset): number of results, 1..100 Default: 10.
        ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        variant_id (None | str | Unset):
        product_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | list[InventoryItemSearchResult]]
    """

    kwargs = _get_kwargs(
        q=q,
        search=search,
        limit=limit,
        ids=ids,
        variant_id=variant_id,
        product_id=product_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: None | str | Unset = UNSET,
    search: None | str | Unset = UNSET,
    limit: int | Unset = 10,
    ids: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | list[InventoryItemSearchResult] | None:
    """InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by     trigram
    similarity)…

     InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by
        trigram similarity); ``ids`` resolves exact ids; a bare array, as the variant search.

    Args:
        q (None | str | Unset): case-insensitive text filter
        search (None | str | Unset): deprecated alias of q
        limit (int | Unset): number of results, 1..100 Default: 10.
        ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        variant_id (None | str | Unset):
        product_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | list[InventoryItemSearchResult]
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            search=search,
            limit=limit,
            ids=ids,
            variant_id=variant_id,
            product_id=product_id,
        )
    ).parsed
