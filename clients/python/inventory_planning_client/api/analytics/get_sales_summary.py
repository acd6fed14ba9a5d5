import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_sales_summary_groupby import GetSalesSummaryGroupby
from ...models.get_sales_summary_sortby import GetSalesSummarySortby
from ...models.get_sales_summary_sortdir import GetSalesSummarySortdir
from ...models.meta_page_of_sales_summary_row import MetaPageOfSalesSummaryRow
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: datetime.date,
    to: datetime.date,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetSalesSummaryGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetSalesSummarySortby | Unset = "grossSales",
    sort_dir: GetSalesSummarySortdir | Unset = "desc",
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to = to.isoformat()
    params["to"] = json_to

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/sales/summary",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | MetaPageOfSalesSummaryRow | None:
    if response.status_code == 200:
        response_200 = MetaPageOfSalesSummaryRow.from_dict(response.json())

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
) -> Response[ErrorEnvelope | MetaPageOfSalesSummaryRow]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetSalesSummaryGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetSalesSummarySortby | Unset = "grossSales",
    sort_dir: GetSalesSummarySortdir | Unset = "desc",
) -> Response[ErrorEnvelope | MetaPageOfSalesSummaryRow]:
    """Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
    (null when the group…

     Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
        (null when the group spans several currencies), units in pieces.
        ``{success, data: [...], meta: {page, pageSize, total}}``.

    Args:
        from_ (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end
            of its range, a range covers at most 3660 days, both ends included (from and to)
        to (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end of
            its range, a range covers at most 3660 days, both ends included (from and to)
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetSalesSummaryGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetSalesSummarySortby | Unset):  Default: 'grossSales'.
        sort_dir (GetSalesSummarySortdir | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | MetaPageOfSalesSummaryRow]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetSalesSummaryGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetSalesSummarySortby | Unset = "grossSales",
    sort_dir: GetSalesSummarySortdir | Unset = "desc",
) -> ErrorEnvelope | MetaPageOfSalesSummaryRow | None:
    """Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
    (null when the group…

     Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
        (null when the group spans several currencies), units in pieces.
        ``{success, data: [...], meta: {page, pageSize, total}}``.

    Args:
        from_ (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end
            of its range, a range covers at most 3660 days, both ends included (from and to)
        to (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end of
            its range, a range covers at most 3660 days, both ends included (from and to)
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetSalesSummaryGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetSalesSummarySortby | Unset):  Default: 'grossSales'.
        sort_dir (GetSalesSummarySortdir | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | MetaPageOfSalesSummaryRow
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetSalesSummaryGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetSalesSummarySortby | Unset = "grossSales",
    sort_dir: GetSalesSummarySortdir | Unset = "desc",
) -> Response[ErrorEnvelope | MetaPageOfSalesSummaryRow]:
    """Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
    (null when the group…

     Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
        (null when the group spans several currencies), units in pieces.
        ``{success, data: [...], meta: {page, pageSize, total}}``.

    Args:
        from_ (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end
            of its range, a range covers at most 3660 days, both ends included (from and to)
        to (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end of
            its range, a range covers at most 3660 days, both ends included (from and to)
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetSalesSummaryGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetSalesSummarySortby | Unset):  Default: 'grossSales'.
        sort_dir (GetSalesSummarySortdir | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | MetaPageOfSalesSummaryRow]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        page=page,
        page_size=page_size,
        group_by=group_by,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        sort_by=sort_by,
        sort_dir=sort_dir,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    from_: datetime.date,
    to: datetime.date,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    group_by: GetSalesSummaryGroupby | Unset = "brand",
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    sort_by: GetSalesSummarySortby | Unset = "grossSales",
    sort_dir: GetSalesSummarySortdir | Unset = "desc",
) -> ErrorEnvelope | MetaPageOfSalesSummaryRow | None:
    """Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
    (null when the group…

     Sales grouped by shop, brand or product over [from, to]; grossSales and margin in currencyId
        (null when the group spans several currencies), units in pieces.
        ``{success, data: [...], meta: {page, pageSize, total}}``.

    Args:
        from_ (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end
            of its range, a range covers at most 3660 days, both ends included (from and to)
        to (datetime.date): YYYY-MM-DD, inclusive; 1900-01-01..2999-12-31; with the other end of
            its range, a range covers at most 3660 days, both ends included (from and to)
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        group_by (GetSalesSummaryGroupby | Unset):  Default: 'brand'.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        sort_by (GetSalesSummarySortby | Unset):  Default: 'grossSales'.
        sort_dir (GetSalesSummarySortdir | Unset):  Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | MetaPageOfSalesSummaryRow
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
            page=page,
            page_size=page_size,
            group_by=group_by,
            shop_ids=shop_ids,
            brand_ids=brand_ids,
            sort_by=sort_by,
            sort_dir=sort_dir,
        )
    ).parsed
