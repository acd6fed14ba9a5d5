from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.page_of_product_variant import PageOfProductVariant
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    supplier_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_q: None | str | Unset
    if isinstance(q, Unset):
        json_q = UNSET
    else:
        json_q = q
    params["q"] = json_q

    json_brand_id: None | str | Unset
    if isinstance(brand_id, Unset):
        json_brand_id = UNSET
    else:
        json_brand_id = brand_id
    params["brandId"] = json_brand_id

    json_supplier_id: None | str | Unset
    if isinstance(supplier_id, Unset):
        json_supplier_id = UNSET
    else:
        json_supplier_id = supplier_id
    params["supplierId"] = json_supplier_id

    json_product_id: None | str | Unset
    if isinstance(product_id, Unset):
        json_product_id = UNSET
    else:
        json_product_id = product_id
    params["productId"] = json_product_id

    json_collection_id: None | str | Unset
    if isinstance(collection_id, Unset):
        json_collection_id = UNSET
    else:
        json_collection_id = collection_id
    params["collectionId"] = json_collection_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/variants",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfProductVariant | None:
    if response.status_code == 200:
        response_200 = PageOfProductVariant.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfProductVariant]:
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
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    supplier_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfProductVariant]:
    """ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

     ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

        For agents: a ProductVariant is a product in one colour (its SKU); sizes live on its inventory
        items. Resolve a name the person uses ("the navy dress") here with ``q``, then use the variant's
        ``id`` in listInventoryRisks' and listRecommendations' filters and in plan lines
    (``variantId``).
        ``tags`` are the names of the tags on it (GET /api/tags).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        supplier_id (None | str | Unset):
        product_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfProductVariant]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        supplier_id=supplier_id,
        product_id=product_id,
        collection_id=collection_id,
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
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    supplier_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfProductVariant | None:
    """ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

     ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

        For agents: a ProductVariant is a product in one colour (its SKU); sizes live on its inventory
        items. Resolve a name the person uses ("the navy dress") here with ``q``, then use the variant's
        ``id`` in listInventoryRisks' and listRecommendations' filters and in plan lines
    (``variantId``).
        ``tags`` are the names of the tags on it (GET /api/tags).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        supplier_id (None | str | Unset):
        product_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfProductVariant
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        supplier_id=supplier_id,
        product_id=product_id,
        collection_id=collection_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    supplier_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfProductVariant]:
    """ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

     ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

        For agents: a ProductVariant is a product in one colour (its SKU); sizes live on its inventory
        items. Resolve a name the person uses ("the navy dress") here with ``q``, then use the variant's
        ``id`` in listInventoryRisks' and listRecommendations' filters and in plan lines
    (``variantId``).
        ``tags`` are the names of the tags on it (GET /api/tags).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        supplier_id (None | str | Unset):
        product_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfProductVariant]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        supplier_id=supplier_id,
        product_id=product_id,
        collection_id=collection_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    supplier_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfProductVariant | None:
    """ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

     ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand
    or collection.

        For agents: a ProductVariant is a product in one colour (its SKU); sizes live on its inventory
        items. Resolve a name the person uses ("the navy dress") here with ``q``, then use the variant's
        ``id`` in listInventoryRisks' and listRecommendations' filters and in plan lines
    (``variantId``).
        ``tags`` are the names of the tags on it (GET /api/tags).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        supplier_id (None | str | Unset):
        product_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfProductVariant
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            brand_id=brand_id,
            supplier_id=supplier_id,
            product_id=product_id,
            collection_id=collection_id,
        )
    ).parsed
