from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_product_period import GetProductPeriod
from ...models.one_product_performance import OneProductPerformance
from ...types import UNSET, Response, Unset


def _get_kwargs(
    product_id: str,
    *,
    period: GetProductPeriod | Unset = "LAST_30_DAYS",
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_period: str | Unset = UNSET
    if not isinstance(period, Unset):
        json_period = period

    params["period"] = json_period

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/products/{product_id}".format(
            product_id=quote(str(product_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneProductPerformance | None:
    if response.status_code == 200:
        response_200 = OneProductPerformance.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneProductPerformance]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    product_id: str,
    *,
    client: AuthenticatedClient,
    period: GetProductPeriod | Unset = "LAST_30_DAYS",
) -> Response[ErrorEnvelope | OneProductPerformance]:
    """One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
    KPIs are null…

     One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
        KPIs are null without analytics.view, over a shop-scoped caller's shops only
    (docs/decisions/0024).

    Args:
        product_id (str):
        period (GetProductPeriod | Unset): the KPIs' period, ending yesterday (the service clock;
            default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneProductPerformance]
    """

    kwargs = _get_kwargs(
        product_id=product_id,
        period=period,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    product_id: str,
    *,
    client: AuthenticatedClient,
    period: GetProductPeriod | Unset = "LAST_30_DAYS",
) -> ErrorEnvelope | OneProductPerformance | None:
    """One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
    KPIs are null…

     One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
        KPIs are null without analytics.view, over a shop-scoped caller's shops only
    (docs/decisions/0024).

    Args:
        product_id (str):
        period (GetProductPeriod | Unset): the KPIs' period, ending yesterday (the service clock;
            default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneProductPerformance
    """

    return sync_detailed(
        product_id=product_id,
        client=client,
        period=period,
    ).parsed


async def asyncio_detailed(
    product_id: str,
    *,
    client: AuthenticatedClient,
    period: GetProductPeriod | Unset = "LAST_30_DAYS",
) -> Response[ErrorEnvelope | OneProductPerformance]:
    """One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
    KPIs are null…

     One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
        KPIs are null without analytics.view, over a shop-scoped caller's shops only
    (docs/decisions/0024).

    Args:
        product_id (str):
        period (GetProductPeriod | Unset): the KPIs' period, ending yesterday (the service clock;
            default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneProductPerformance]
    """

    kwargs = _get_kwargs(
        product_id=product_id,
        period=period,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    product_id: str,
    *,
    client: AuthenticatedClient,
    period: GetProductPeriod | Unset = "LAST_30_DAYS",
) -> ErrorEnvelope | OneProductPerformance | None:
    """One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
    KPIs are null…

     One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
        KPIs are null without analytics.view, over a shop-scoped caller's shops only
    (docs/decisions/0024).

    Args:
        product_id (str):
        period (GetProductPeriod | Unset): the KPIs' period, ending yesterday (the service clock;
            default LAST_30_DAYS) Default: 'LAST_30_DAYS'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneProductPerformance
    """

    return (
        await asyncio_detailed(
            product_id=product_id,
            client=client,
            period=period,
        )
    ).parsed
