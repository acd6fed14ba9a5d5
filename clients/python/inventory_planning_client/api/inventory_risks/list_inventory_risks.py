import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_inventory_risks_status_type_0 import (
    ListInventoryRisksStatusType0,
)
from ...models.list_inventory_risks_type import ListInventoryRisksType
from ...models.run_page_of_inventory_risk import RunPageOfInventoryRisk
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    status: ListInventoryRisksStatusType0 | None | Unset = UNSET,
    period: int | Unset = 30,
    type_: ListInventoryRisksType | Unset = "STOCKOUT",
    as_of: datetime.date | None | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

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

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    params["period"] = period

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_

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
        "url": "/api/inventory/risks",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | RunPageOfInventoryRisk | None:
    if response.status_code == 200:
        response_200 = RunPageOfInventoryRisk.from_dict(response.json())

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
) -> Response[ErrorEnvelope | RunPageOfInventoryRisk]:
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
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    status: ListInventoryRisksStatusType0 | None | Unset = UNSET,
    period: int | Unset = 30,
    type_: ListInventoryRisksType | Unset = "STOCKOUT",
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfInventoryRisk]:
    """Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
    OVERSTOCK by excess…

     Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
        OVERSTOCK by excess value, SLOW_MOVER (dead stock) by immobilized value, DISPLACED by the
    shortage
        elsewhere; ``status`` is the tier of the type's score. A shop of ``shopIds`` that is not the
        caller's is a 404, and so is an ``asOf`` without a risks run.

        For agents: "what is about to run out" is ``type=STOCKOUT`` (with ``status=critical`` for the
        urgent ones), "what sits unsold" is OVERSTOCK or SLOW_MOVER. Days of supply are days (stock on
    hand
        / average daily units sold over ``period`` days); quantities are pieces; values are in the
        shop's currency. The rows come from the last nightly run (``meta.runDate``, ``meta.stale``).
    Next:
        listRecommendations for what to do about them, then a plan (createRestockPlan,
    createMarkdownPlan
        or createRebalancePlan) and its lines (addPlanItem).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        status (ListInventoryRisksStatusType0 | None | Unset): the tier of the type
        period (int | Unset): velocity window in days, snapped to 7, 30, 90 or 365 Default: 30.
        type_ (ListInventoryRisksType | Unset): default STOCKOUT Default: 'STOCKOUT'.
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the risks run to read (404 when there is
            none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfInventoryRisk]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        status=status,
        period=period,
        type_=type_,
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
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    status: ListInventoryRisksStatusType0 | None | Unset = UNSET,
    period: int | Unset = 30,
    type_: ListInventoryRisksType | Unset = "STOCKOUT",
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfInventoryRisk | None:
    """Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
    OVERSTOCK by excess…

     Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
        OVERSTOCK by excess value, SLOW_MOVER (dead stock) by immobilized value, DISPLACED by the
    shortage
        elsewhere; ``status`` is the tier of the type's score. A shop of ``shopIds`` that is not the
        caller's is a 404, and so is an ``asOf`` without a risks run.

        For agents: "what is about to run out" is ``type=STOCKOUT`` (with ``status=critical`` for the
        urgent ones), "what sits unsold" is OVERSTOCK or SLOW_MOVER. Days of supply are days (stock on
    hand
        / average daily units sold over ``period`` days); quantities are pieces; values are in the
        shop's currency. The rows come from the last nightly run (``meta.runDate``, ``meta.stale``).
    Next:
        listRecommendations for what to do about them, then a plan (createRestockPlan,
    createMarkdownPlan
        or createRebalancePlan) and its lines (addPlanItem).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        status (ListInventoryRisksStatusType0 | None | Unset): the tier of the type
        period (int | Unset): velocity window in days, snapped to 7, 30, 90 or 365 Default: 30.
        type_ (ListInventoryRisksType | Unset): default STOCKOUT Default: 'STOCKOUT'.
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the risks run to read (404 when there is
            none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfInventoryRisk
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        status=status,
        period=period,
        type_=type_,
        as_of=as_of,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    status: ListInventoryRisksStatusType0 | None | Unset = UNSET,
    period: int | Unset = 30,
    type_: ListInventoryRisksType | Unset = "STOCKOUT",
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfInventoryRisk]:
    """Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
    OVERSTOCK by excess…

     Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
        OVERSTOCK by excess value, SLOW_MOVER (dead stock) by immobilized value, DISPLACED by the
    shortage
        elsewhere; ``status`` is the tier of the type's score. A shop of ``shopIds`` that is not the
        caller's is a 404, and so is an ``asOf`` without a risks run.

        For agents: "what is about to run out" is ``type=STOCKOUT`` (with ``status=critical`` for the
        urgent ones), "what sits unsold" is OVERSTOCK or SLOW_MOVER. Days of supply are days (stock on
    hand
        / average daily units sold over ``period`` days); quantities are pieces; values are in the
        shop's currency. The rows come from the last nightly run (``meta.runDate``, ``meta.stale``).
    Next:
        listRecommendations for what to do about them, then a plan (createRestockPlan,
    createMarkdownPlan
        or createRebalancePlan) and its lines (addPlanItem).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        status (ListInventoryRisksStatusType0 | None | Unset): the tier of the type
        period (int | Unset): velocity window in days, snapped to 7, 30, 90 or 365 Default: 30.
        type_ (ListInventoryRisksType | Unset): default STOCKOUT Default: 'STOCKOUT'.
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the risks run to read (404 when there is
            none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfInventoryRisk]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        shop_ids=shop_ids,
        brand_ids=brand_ids,
        status=status,
        period=period,
        type_=type_,
        as_of=as_of,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    shop_ids: None | str | Unset = UNSET,
    brand_ids: None | str | Unset = UNSET,
    status: ListInventoryRisksStatusType0 | None | Unset = UNSET,
    period: int | Unset = 30,
    type_: ListInventoryRisksType | Unset = "STOCKOUT",
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfInventoryRisk | None:
    """Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
    OVERSTOCK by excess…

     Risk rows ranked: STOCKOUT by days of supply ascending (one row per variant over the shops),
        OVERSTOCK by excess value, SLOW_MOVER (dead stock) by immobilized value, DISPLACED by the
    shortage
        elsewhere; ``status`` is the tier of the type's score. A shop of ``shopIds`` that is not the
        caller's is a 404, and so is an ``asOf`` without a risks run.

        For agents: "what is about to run out" is ``type=STOCKOUT`` (with ``status=critical`` for the
        urgent ones), "what sits unsold" is OVERSTOCK or SLOW_MOVER. Days of supply are days (stock on
    hand
        / average daily units sold over ``period`` days); quantities are pieces; values are in the
        shop's currency. The rows come from the last nightly run (``meta.runDate``, ``meta.stale``).
    Next:
        listRecommendations for what to do about them, then a plan (createRestockPlan,
    createMarkdownPlan
        or createRebalancePlan) and its lines (addPlanItem).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        shop_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        brand_ids (None | str | Unset): comma-separated ids, at most 100, each 1..64 characters
        status (ListInventoryRisksStatusType0 | None | Unset): the tier of the type
        period (int | Unset): velocity window in days, snapped to 7, 30, 90 or 365 Default: 30.
        type_ (ListInventoryRisksType | Unset): default STOCKOUT Default: 'STOCKOUT'.
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the risks run to read (404 when there is
            none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfInventoryRisk
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            shop_ids=shop_ids,
            brand_ids=brand_ids,
            status=status,
            period=period,
            type_=type_,
            as_of=as_of,
        )
    ).parsed
