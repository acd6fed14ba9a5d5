import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_sales_lines_line_type_type_0 import (
    ListSalesLinesLineTypeType0,
)
from ...models.list_sales_lines_sortby import ListSalesLinesSortby
from ...models.list_sales_lines_sortdir import ListSalesLinesSortdir
from ...models.page_of_sale_line_record import PageOfSaleLineRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_id: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    line_type: ListSalesLinesLineTypeType0 | None | Unset = UNSET,
    date_from: datetime.date | datetime.datetime | None | Unset = UNSET,
    date_to: datetime.date | datetime.datetime | None | Unset = UNSET,
    sort_by: ListSalesLinesSortby | Unset = "saleDate",
    sort_dir: ListSalesLinesSortdir | Unset = "desc",
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_shop_id: None | str | Unset
    if isinstance(shop_id, Unset):
        json_shop_id = UNSET
    else:
        json_shop_id = shop_id
    params["shopId"] = json_shop_id

    json_brand_id: None | str | Unset
    if isinstance(brand_id, Unset):
        json_brand_id = UNSET
    else:
        json_brand_id = brand_id
    params["brandId"] = json_brand_id

    json_product_id: None | str | Unset
    if isinstance(product_id, Unset):
        json_product_id = UNSET
    else:
        json_product_id = product_id
    params["productId"] = json_product_id

    json_variant_id: None | str | Unset
    if isinstance(variant_id, Unset):
        json_variant_id = UNSET
    else:
        json_variant_id = variant_id
    params["variantId"] = json_variant_id

    json_line_type: None | str | Unset
    if isinstance(line_type, Unset):
        json_line_type = UNSET
    elif isinstance(line_type, str):
        json_line_type = line_type
    else:
        json_line_type = line_type
    params["lineType"] = json_line_type

    json_date_from: None | str | Unset
    if isinstance(date_from, Unset):
        json_date_from = UNSET
    elif isinstance(date_from, datetime.datetime):
        json_date_from = date_from.isoformat()
    elif isinstance(date_from, datetime.date):
        json_date_from = date_from.isoformat()
    else:
        json_date_from = date_from
    params["dateFrom"] = json_date_from

    json_date_to: None | str | Unset
    if isinstance(date_to, Unset):
        json_date_to = UNSET
    elif isinstance(date_to, datetime.datetime):
        json_date_to = date_to.isoformat()
    elif isinstance(date_to, datetime.date):
        json_date_to = date_to.isoformat()
    else:
        json_date_to = date_to
    params["dateTo"] = json_date_to

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
        "url": "/api/sales-lines",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfSaleLineRecord | None:
    if response.status_code == 200:
        response_200 = PageOfSaleLineRecord.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfSaleLineRecord]:
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
    shop_id: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    line_type: ListSalesLinesLineTypeType0 | None | Unset = UNSET,
    date_from: datetime.date | datetime.datetime | None | Unset = UNSET,
    date_to: datetime.date | datetime.datetime | None | Unset = UNSET,
    sort_by: ListSalesLinesSortby | Unset = "saleDate",
    sort_dir: ListSalesLinesSortdir | Unset = "desc",
) -> Response[ErrorEnvelope | PageOfSaleLineRecord]:
    """Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
    return), price and…

     Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
        return), price and cost per unit and grossSales per line in ``currency``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_id (None | str | Unset):
        brand_id (None | str | Unset):
        product_id (None | str | Unset):
        variant_id (None | str | Unset):
        line_type (ListSalesLinesLineTypeType0 | None | Unset):
        date_from (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC
            day) or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the
            other end of its range, a range covers at most 3660 days, both ends included (between this
            and dateTo)
        date_to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            dateFrom)
        sort_by (ListSalesLinesSortby | Unset):  Default: 'saleDate'.
        sort_dir (ListSalesLinesSortdir | Unset): default desc Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfSaleLineRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        shop_id=shop_id,
        brand_id=brand_id,
        product_id=product_id,
        variant_id=variant_id,
        line_type=line_type,
        date_from=date_from,
        date_to=date_to,
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
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_id: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    line_type: ListSalesLinesLineTypeType0 | None | Unset = UNSET,
    date_from: datetime.date | datetime.datetime | None | Unset = UNSET,
    date_to: datetime.date | datetime.datetime | None | Unset = UNSET,
    sort_by: ListSalesLinesSortby | Unset = "saleDate",
    sort_dir: ListSalesLinesSortdir | Unset = "desc",
) -> ErrorEnvelope | PageOfSaleLineRecord | None:
    """Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
    return), price and…

     Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
        return), price and cost per unit and grossSales per line in ``currency``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_id (None | str | Unset):
        brand_id (None | str | Unset):
        product_id (None | str | Unset):
        variant_id (None | str | Unset):
        line_type (ListSalesLinesLineTypeType0 | None | Unset):
        date_from (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC
            day) or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the
            other end of its range, a range covers at most 3660 days, both ends included (between this
            and dateTo)
        date_to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            dateFrom)
        sort_by (ListSalesLinesSortby | Unset):  Default: 'saleDate'.
        sort_dir (ListSalesLinesSortdir | Unset): default desc Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfSaleLineRecord
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        shop_id=shop_id,
        brand_id=brand_id,
        product_id=product_id,
        variant_id=variant_id,
        line_type=line_type,
        date_from=date_from,
        date_to=date_to,
        sort_by=sort_by,
        sort_dir=sort_dir,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_id: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    line_type: ListSalesLinesLineTypeType0 | None | Unset = UNSET,
    date_from: datetime.date | datetime.datetime | None | Unset = UNSET,
    date_to: datetime.date | datetime.datetime | None | Unset = UNSET,
    sort_by: ListSalesLinesSortby | Unset = "saleDate",
    sort_dir: ListSalesLinesSortdir | Unset = "desc",
) -> Response[ErrorEnvelope | PageOfSaleLineRecord]:
    """Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
    return), price and…

     Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
        return), price and cost per unit and grossSales per line in ``currency``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_id (None | str | Unset):
        brand_id (None | str | Unset):
        product_id (None | str | Unset):
        variant_id (None | str | Unset):
        line_type (ListSalesLinesLineTypeType0 | None | Unset):
        date_from (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC
            day) or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the
            other end of its range, a range covers at most 3660 days, both ends included (between this
            and dateTo)
        date_to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            dateFrom)
        sort_by (ListSalesLinesSortby | Unset):  Default: 'saleDate'.
        sort_dir (ListSalesLinesSortdir | Unset): default desc Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfSaleLineRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        shop_id=shop_id,
        brand_id=brand_id,
        product_id=product_id,
        variant_id=variant_id,
        line_type=line_type,
        date_from=date_from,
        date_to=date_to,
        sort_by=sort_by,
        sort_dir=sort_dir,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_id: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    product_id: None | str | Unset = UNSET,
    variant_id: None | str | Unset = UNSET,
    line_type: ListSalesLinesLineTypeType0 | None | Unset = UNSET,
    date_from: datetime.date | datetime.datetime | None | Unset = UNSET,
    date_to: datetime.date | datetime.datetime | None | Unset = UNSET,
    sort_by: ListSalesLinesSortby | Unset = "saleDate",
    sort_dir: ListSalesLinesSortdir | Unset = "desc",
) -> ErrorEnvelope | PageOfSaleLineRecord | None:
    """Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
    return), price and…

     Sale lines (sell-through facts), newest first by default: quantity in units (negative for a
        return), price and cost per unit and grossSales per line in ``currency``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_id (None | str | Unset):
        brand_id (None | str | Unset):
        product_id (None | str | Unset):
        variant_id (None | str | Unset):
        line_type (ListSalesLinesLineTypeType0 | None | Unset):
        date_from (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC
            day) or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the
            other end of its range, a range covers at most 3660 days, both ends included (between this
            and dateTo)
        date_to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            dateFrom)
        sort_by (ListSalesLinesSortby | Unset):  Default: 'saleDate'.
        sort_dir (ListSalesLinesSortdir | Unset): default desc Default: 'desc'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfSaleLineRecord
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            shop_id=shop_id,
            brand_id=brand_id,
            product_id=product_id,
            variant_id=variant_id,
            line_type=line_type,
            date_from=date_from,
            date_to=date_to,
            sort_by=sort_by,
            sort_dir=sort_dir,
        )
    ).parsed
