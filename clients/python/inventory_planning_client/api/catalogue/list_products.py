from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_products_period import ListProductsPeriod
from ...models.list_products_sortby import ListProductsSortby
from ...models.list_products_sortdirection import ListProductsSortdirection
from ...models.page_of_product_performance import PageOfProductPerformance
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
    sort_by: ListProductsSortby | Unset = "name",
    sort_direction: ListProductsSortdirection | Unset = "asc",
    period: ListProductsPeriod | Unset = "LAST_30_DAYS",
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

    json_collection_id: None | str | Unset
    if isinstance(collection_id, Unset):
        json_collection_id = UNSET
    else:
        json_collection_id = collection_id
    params["collectionId"] = json_collection_id

    json_sort_by: str | Unset = UNSET
    if not isinstance(sort_by, Unset):
        json_sort_by = sort_by

    params["sortBy"] = json_sort_by

    json_sort_direction: str | Unset = UNSET
    if not isinstance(sort_direction, Unset):
        json_sort_direction = sort_direction

    params["sortDirection"] = json_sort_direction

    json_period: str | Unset = UNSET
    if not isinstance(period, Unset):
        json_period = period

    params["period"] = json_period

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/products",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfProductPerformance | None:
    if response.status_code == 200:
        response_200 = PageOfProductPerformance.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfProductPerformance]:
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
    collection_id: None | str | Unset = UNSET,
    sort_by: ListProductsSortby | Unset = "name",
    sort_direction: ListProductsSortdirection | Unset = "asc",
    period: ListProductsPeriod | Unset = "LAST_30_DAYS",
) -> Response[ErrorEnvelope | PageOfProductPerformance]:
    """Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

     Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

        ``sortBy=name`` lists the catalogue by name (``q``: name substring or code prefix); a
    performance
        key (totalNetSales, totalGrossSales, totalUnitsSold) ranks the products that sold in the period.
        404 for an unknown brand or collection. The KPIs are figures (docs/decisions/0024): null without
        analytics.view (a performance ``sortBy`` is then 403 FORBIDDEN), over a shop-scoped caller's
    shops
        only (its ranking too).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):
        sort_by (ListProductsSortby | Unset): default name Default: 'name'.
        sort_direction (ListProductsSortdirection | Unset):  Default: 'asc'.
        period (ListProductsPeriod | Unset): the KPIs' period, ending yesterday (the service
            clock; default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfProductPerformance]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        collection_id=collection_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
        period=period,
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
    collection_id: None | str | Unset = UNSET,
    sort_by: ListProductsSortby | Unset = "name",
    sort_direction: ListProductsSortdirection | Unset = "asc",
    period: ListProductsPeriod | Unset = "LAST_30_DAYS",
) -> ErrorEnvelope | PageOfProductPerformance | None:
    """Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

     Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

        ``sortBy=name`` lists the catalogue by name (``q``: name substring or code prefix); a
    performance
        key (totalNetSales, totalGrossSales, totalUnitsSold) ranks the products that sold in the period.
        404 for an unknown brand or collection. The KPIs are figures (docs/decisions/0024): null without
        analytics.view (a performance ``sortBy`` is then 403 FORBIDDEN), over a shop-scoped caller's
    shops
        only (its ranking too).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):
        sort_by (ListProductsSortby | Unset): default name Default: 'name'.
        sort_direction (ListProductsSortdirection | Unset):  Default: 'asc'.
        period (ListProductsPeriod | Unset): the KPIs' period, ending yesterday (the service
            clock; default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfProductPerformance
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        collection_id=collection_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
        period=period,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
    sort_by: ListProductsSortby | Unset = "name",
    sort_direction: ListProductsSortdirection | Unset = "asc",
    period: ListProductsPeriod | Unset = "LAST_30_DAYS",
) -> Response[ErrorEnvelope | PageOfProductPerformance]:
    """Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

     Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

        ``sortBy=name`` lists the catalogue by name (``q``: name substring or code prefix); a
    performance
        key (totalNetSales, totalGrossSales, totalUnitsSold) ranks the products that sold in the period.
        404 for an unknown brand or collection. The KPIs are figures (docs/decisions/0024): null without
        analytics.view (a performance ``sortBy`` is then 403 FORBIDDEN), over a shop-scoped caller's
    shops
        only (its ranking too).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):
        sort_by (ListProductsSortby | Unset): default name Default: 'name'.
        sort_direction (ListProductsSortdirection | Unset):  Default: 'asc'.
        period (ListProductsPeriod | Unset): the KPIs' period, ending yesterday (the service
            clock; default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfProductPerformance]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        q=q,
        brand_id=brand_id,
        collection_id=collection_id,
        sort_by=sort_by,
        sort_direction=sort_direction,
        period=period,
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
    collection_id: None | str | Unset = UNSET,
    sort_by: ListProductsSortby | Unset = "name",
    sort_direction: ListProductsSortdirection | Unset = "asc",
    period: ListProductsPeriod | Unset = "LAST_30_DAYS",
) -> ErrorEnvelope | PageOfProductPerformance | None:
    """Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

     Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

        ``sortBy=name`` lists the catalogue by name (``q``: name substring or code prefix); a
    performance
        key (totalNetSales, totalGrossSales, totalUnitsSold) ranks the products that sold in the period.
        404 for an unknown brand or collection. The KPIs are figures (docs/decisions/0024): null without
        analytics.view (a performance ``sortBy`` is then 403 FORBIDDEN), over a shop-scoped caller's
    shops
        only (its ranking too).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): case-insensitive text filter
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):
        sort_by (ListProductsSortby | Unset): default name Default: 'name'.
        sort_direction (ListProductsSortdirection | Unset):  Default: 'asc'.
        period (ListProductsPeriod | Unset): the KPIs' period, ending yesterday (the service
            clock; default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfProductPerformance
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            brand_id=brand_id,
            collection_id=collection_id,
            sort_by=sort_by,
            sort_direction=sort_direction,
            period=period,
        )
    ).parsed
