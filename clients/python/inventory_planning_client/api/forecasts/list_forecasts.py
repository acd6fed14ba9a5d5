import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_forecasts_granularity import ListForecastsGranularity
from ...models.run_page_of_forecast_record import RunPageOfForecastRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    variant_ids: None | str | Unset = UNSET,
    size_taxonomy_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    shop_ids: None | str | Unset = UNSET,
    granularity: ListForecastsGranularity | Unset = "DAY",
    horizon: int | Unset = 30,
    date_from: datetime.date | None | Unset = UNSET,
    date_to: datetime.date | None | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_variant_id: None | str | Unset
    if isinstance(variant_id, Unset):
        json_variant_id = UNSET
    else:
        json_variant_id = variant_id
    params["variantId"] = json_variant_id

    json_variant_ids: None | str | Unset
    if isinstance(variant_ids, Unset):
        json_variant_ids = UNSET
    else:
        json_variant_ids = variant_ids
    params["variantIds"] = json_variant_ids

    json_size_taxonomy_id: None | str | Unset
    if isinstance(size_taxonomy_id, Unset):
        json_size_taxonomy_id = UNSET
    else:
        json_size_taxonomy_id = size_taxonomy_id
    params["sizeTaxonomyId"] = json_size_taxonomy_id

    json_shop_id: None | str | Unset
    if isinstance(shop_id, Unset):
        json_shop_id = UNSET
    else:
        json_shop_id = shop_id
    params["shopId"] = json_shop_id

    json_shop_ids: None | str | Unset
    if isinstance(shop_ids, Unset):
        json_shop_ids = UNSET
    else:
        json_shop_ids = shop_ids
    params["shopIds"] = json_shop_ids

    json_granularity: str | Unset = UNSET
    if not isinstance(granularity, Unset):
        json_granularity = granularity

    params["granularity"] = json_granularity

    params["horizon"] = horizon

    json_date_from: None | str | Unset
    if isinstance(date_from, Unset):
        json_date_from = UNSET
    elif isinstance(date_from, datetime.date):
        json_date_from = date_from.isoformat()
    else:
        json_date_from = date_from
    params["dateFrom"] = json_date_from

    json_date_to: None | str | Unset
    if isinstance(date_to, Unset):
        json_date_to = UNSET
    elif isinstance(date_to, datetime.date):
        json_date_to = date_to.isoformat()
    else:
        json_date_to = date_to
    params["dateTo"] = json_date_to

    json_as_of: None | str | Unset
    if isinstance(as_of, Unset):
        json_as_of = UNSET
    elif isinstance(as_of, datetime.date):
        json_as_of = as_of.isoformat()
    else:
        json_as_of = as_of
    params["asOf"] = json_as_of

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/forecasts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | RunPageOfForecastRecord | None:
    if response.status_code == 200:
        response_200 = RunPageOfForecastRecord.from_dict(response.json())

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
) -> Response[ErrorEnvelope | RunPageOfForecastRecord]:
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
    variant_id: None | str | Unset = UNSET,
    variant_ids: None | str | Unset = UNSET,
    size_taxonomy_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    shop_ids: None | str | Unset = UNSET,
    granularity: ListForecastsGranularity | Unset = "DAY",
    horizon: int | Unset = 30,
    date_from: datetime.date | None | Unset = UNSET,
    date_to: datetime.date | None | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfForecastRecord]:
    """Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
    ``variantIds``…

     Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
        ``variantIds``, ``shopId`` over ``shopIds``; ``dateFrom`` and ``dateTo`` replace the start
    (today)
        and the end (today + horizon) independently, so a ``dateTo`` alone in the past gives no rows.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        variant_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        size_taxonomy_id (None | str | Unset):
        shop_id (None | str | Unset):
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        granularity (ListForecastsGranularity | Unset): default DAY Default: 'DAY'.
        horizon (int | Unset): days from today; sets the upper cutoff (default 30) Default: 30.
        date_from (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateTo)
        date_to (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today+horizon;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateFrom)
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the forecasts run to read (its asOf; 404
            when there is none) and the day the default dates start; default the latest run on or
            before today, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfForecastRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        variant_ids=variant_ids,
        size_taxonomy_id=size_taxonomy_id,
        shop_id=shop_id,
        shop_ids=shop_ids,
        granularity=granularity,
        horizon=horizon,
        date_from=date_from,
        date_to=date_to,
        as_of=as_of,
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
    variant_id: None | str | Unset = UNSET,
    variant_ids: None | str | Unset = UNSET,
    size_taxonomy_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    shop_ids: None | str | Unset = UNSET,
    granularity: ListForecastsGranularity | Unset = "DAY",
    horizon: int | Unset = 30,
    date_from: datetime.date | None | Unset = UNSET,
    date_to: datetime.date | None | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfForecastRecord | None:
    """Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
    ``variantIds``…

     Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
        ``variantIds``, ``shopId`` over ``shopIds``; ``dateFrom`` and ``dateTo`` replace the start
    (today)
        and the end (today + horizon) independently, so a ``dateTo`` alone in the past gives no rows.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        variant_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        size_taxonomy_id (None | str | Unset):
        shop_id (None | str | Unset):
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        granularity (ListForecastsGranularity | Unset): default DAY Default: 'DAY'.
        horizon (int | Unset): days from today; sets the upper cutoff (default 30) Default: 30.
        date_from (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateTo)
        date_to (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today+horizon;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateFrom)
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the forecasts run to read (its asOf; 404
            when there is none) and the day the default dates start; default the latest run on or
            before today, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfForecastRecord
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        variant_ids=variant_ids,
        size_taxonomy_id=size_taxonomy_id,
        shop_id=shop_id,
        shop_ids=shop_ids,
        granularity=granularity,
        horizon=horizon,
        date_from=date_from,
        date_to=date_to,
        as_of=as_of,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    variant_ids: None | str | Unset = UNSET,
    size_taxonomy_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    shop_ids: None | str | Unset = UNSET,
    granularity: ListForecastsGranularity | Unset = "DAY",
    horizon: int | Unset = 30,
    date_from: datetime.date | None | Unset = UNSET,
    date_to: datetime.date | None | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfForecastRecord]:
    """Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
    ``variantIds``…

     Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
        ``variantIds``, ``shopId`` over ``shopIds``; ``dateFrom`` and ``dateTo`` replace the start
    (today)
        and the end (today + horizon) independently, so a ``dateTo`` alone in the past gives no rows.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        variant_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        size_taxonomy_id (None | str | Unset):
        shop_id (None | str | Unset):
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        granularity (ListForecastsGranularity | Unset): default DAY Default: 'DAY'.
        horizon (int | Unset): days from today; sets the upper cutoff (default 30) Default: 30.
        date_from (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateTo)
        date_to (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today+horizon;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateFrom)
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the forecasts run to read (its asOf; 404
            when there is none) and the day the default dates start; default the latest run on or
            before today, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfForecastRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        variant_ids=variant_ids,
        size_taxonomy_id=size_taxonomy_id,
        shop_id=shop_id,
        shop_ids=shop_ids,
        granularity=granularity,
        horizon=horizon,
        date_from=date_from,
        date_to=date_to,
        as_of=as_of,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    variant_ids: None | str | Unset = UNSET,
    size_taxonomy_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    shop_ids: None | str | Unset = UNSET,
    granularity: ListForecastsGranularity | Unset = "DAY",
    horizon: int | Unset = 30,
    date_from: datetime.date | None | Unset = UNSET,
    date_to: datetime.date | None | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfForecastRecord | None:
    """Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
    ``variantIds``…

     Short-horizon forecasts from today (``asOf``: from the run's day): ``variantId`` wins over
        ``variantIds``, ``shopId`` over ``shopIds``; ``dateFrom`` and ``dateTo`` replace the start
    (today)
        and the end (today + horizon) independently, so a ``dateTo`` alone in the past gives no rows.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        variant_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        size_taxonomy_id (None | str | Unset):
        shop_id (None | str | Unset):
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        granularity (ListForecastsGranularity | Unset): default DAY Default: 'DAY'.
        horizon (int | Unset): days from today; sets the upper cutoff (default 30) Default: 30.
        date_from (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateTo)
        date_to (datetime.date | None | Unset): YYYY-MM-DD, inclusive; default today+horizon;
            1900-01-01..2999-12-31; with the other end of its range, a range covers at most 3660 days,
            both ends included (between this and dateFrom)
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the forecasts run to read (its asOf; 404
            when there is none) and the day the default dates start; default the latest run on or
            before today, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfForecastRecord
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            variant_id=variant_id,
            variant_ids=variant_ids,
            size_taxonomy_id=size_taxonomy_id,
            shop_id=shop_id,
            shop_ids=shop_ids,
            granularity=granularity,
            horizon=horizon,
            date_from=date_from,
            date_to=date_to,
            as_of=as_of,
        )
    ).parsed
