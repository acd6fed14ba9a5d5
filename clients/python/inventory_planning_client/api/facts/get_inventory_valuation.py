import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_inventory_valuation_groupby import (
    GetInventoryValuationGroupby,
)
from ...models.get_inventory_valuation_sortby import GetInventoryValuationSortby
from ...models.get_inventory_valuation_sortdir import (
    GetInventoryValuationSortdir,
)
from ...models.valuation import Valuation
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetInventoryValuationGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetInventoryValuationSortby | Unset = "stockValue",
    sort_dir: GetInventoryValuationSortdir | Unset = "desc",
    date: datetime.date | None | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_group_by: str | Unset = UNSET
    if not isinstance(group_by, Unset):
        json_group_by = group_by

    params["groupBy"] = json_group_by

    json_shop_ids: None | str | Unset
    if isinstance(shop_ids, Unset):
        json_shop_ids = UNSET
    else:
        json_shop_ids = shop_ids
    params["shopIds"] = json_shop_ids

    json_brand_ids: None | str | Unset
    if isinstance(brand_ids, Unset):
        json_brand_ids = UNSET
    else:
        json_brand_ids = brand_ids
    params["brandIds"] = json_brand_ids

    json_sort_by: str | Unset = UNSET
    if not isinstance(sort_by, Unset):
        json_sort_by = sort_by

    params["sortBy"] = json_sort_by

    json_sort_dir: str | Unset = UNSET
    if not isinstance(sort_dir, Unset):
        json_sort_dir = sort_dir

    params["sortDir"] = json_sort_dir

    json_date: None | str | Unset
    if isinstance(date, Unset):
        json_date = UNSET
    elif isinstance(date, datetime.date):
        json_date = date.isoformat()
    else:
        json_date = date
    params["date"] = json_date

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/inventory/valuation",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | Valuation | None:
    if response.status_code == 200:
        response_200 = Valuation.from_dict(response.json())

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
) -> Response[ErrorEnvelope | Valuation]:
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
    group_by: GetInventoryValuationGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetInventoryValuationSortby | Unset = "stockValue",
    sort_dir: GetInventoryValuationSortdir | Unset = "desc",
    date: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | Valuation]:
    """Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
    stock snapshot (or of…

     Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
        stock snapshot (or of ``date``), at unit cost, else at the price basis (docs/intelligence.md
    "Stock
        valuation"): ``{success, data, meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetInventoryValuationGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetInventoryValuationSortby | Unset):  Default: 'stockValue'.
        sort_dir (GetInventoryValuationSortdir | Unset): default desc Default: 'desc'.
        date (datetime.date | None | Unset): the snapshot day, YYYY-MM-DD (default: the latest)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | Valuation]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
        date=date,
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
    group_by: GetInventoryValuationGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetInventoryValuationSortby | Unset = "stockValue",
    sort_dir: GetInventoryValuationSortdir | Unset = "desc",
    date: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | Valuation | None:
    """Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
    stock snapshot (or of…

     Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
        stock snapshot (or of ``date``), at unit cost, else at the price basis (docs/intelligence.md
    "Stock
        valuation"): ``{success, data, meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetInventoryValuationGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetInventoryValuationSortby | Unset):  Default: 'stockValue'.
        sort_dir (GetInventoryValuationSortdir | Unset): default desc Default: 'desc'.
        date (datetime.date | None | Unset): the snapshot day, YYYY-MM-DD (default: the latest)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | Valuation
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
        date=date,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetInventoryValuationGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetInventoryValuationSortby | Unset = "stockValue",
    sort_dir: GetInventoryValuationSortdir | Unset = "desc",
    date: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | Valuation]:
    """Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
    stock snapshot (or of…

     Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
        stock snapshot (or of ``date``), at unit cost, else at the price basis (docs/intelligence.md
    "Stock
        valuation"): ``{success, data, meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetInventoryValuationGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetInventoryValuationSortby | Unset):  Default: 'stockValue'.
        sort_dir (GetInventoryValuationSortdir | Unset): default desc Default: 'desc'.
        date (datetime.date | None | Unset): the snapshot day, YYYY-MM-DD (default: the latest)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | Valuation]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
        date=date,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetInventoryValuationGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetInventoryValuationSortby | Unset = "stockValue",
    sort_dir: GetInventoryValuationSortdir | Unset = "desc",
    date: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | Valuation | None:
    """Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
    stock snapshot (or of…

     Stock value aggregated by shop, brand or product (REFERENCE 1.6) at the close of the latest
        stock snapshot (or of ``date``), at unit cost, else at the price basis (docs/intelligence.md
    "Stock
        valuation"): ``{success, data, meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetInventoryValuationGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetInventoryValuationSortby | Unset):  Default: 'stockValue'.
        sort_dir (GetInventoryValuationSortdir | Unset): default desc Default: 'desc'.
        date (datetime.date | None | Unset): the snapshot day, YYYY-MM-DD (default: the latest)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | Valuation
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            group_by=group_by,
            shop_ids=shop_ids,
            brand_ids=brand_ids,
            sort_by=sort_by,
            sort_dir=sort_dir,
            date=date,
        )
    ).parsed
