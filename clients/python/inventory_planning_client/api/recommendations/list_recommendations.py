import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_recommendations_domain import ListRecommendationsDomain
from ...models.run_page_of_recommendation import RunPageOfRecommendation
from ...types import UNSET, Response, Unset


def _get_kwargs(
    domain: ListRecommendationsDomain,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
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

    json_shop_id: None | str | Unset
    if isinstance(shop_id, Unset):
        json_shop_id = UNSET
    else:
        json_shop_id = shop_id
    params["shopId"] = json_shop_id

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
        "url": "/api/recommendations/{domain}".format(
            domain=quote(str(domain), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | RunPageOfRecommendation | None:
    if response.status_code == 200:
        response_200 = RunPageOfRecommendation.from_dict(response.json())

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
) -> Response[ErrorEnvelope | RunPageOfRecommendation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    domain: ListRecommendationsDomain,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfRecommendation]:
    """The domain's recommendations with an action to take (allowed and not empty): quantities per
    size, a discount, or…

     The domain's recommendations with an action to take (allowed and not empty): quantities per
        size, a discount, or transfers, each with its confidence and ``why``.

        For agents: ``restock`` answers "how many pieces to order" per variant x shop and size,
        ``markdown`` "how much to discount" (percent off the retail price), ``rebalance`` "what to move
        between shops" (pieces from one shop to another). ``why`` holds the numbers behind it (demand,
        stock, lead time in days, service level): quote it when you propose the action. Filter with
        ``variantId``/``shopId`` from listInventoryRisks' rows; turn a recommendation into plan lines
    with
        addPlanItem (or POST /api/plans/from-recommendation).

    Args:
        domain (ListRecommendationsDomain): restock | markdown | rebalance
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the recommendations run to read (404
            when there is none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfRecommendation]
    """

    kwargs = _get_kwargs(
        domain=domain,
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        shop_id=shop_id,
        as_of=as_of,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    domain: ListRecommendationsDomain,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfRecommendation | None:
    """The domain's recommendations with an action to take (allowed and not empty): quantities per
    size, a discount, or…

     The domain's recommendations with an action to take (allowed and not empty): quantities per
        size, a discount, or transfers, each with its confidence and ``why``.

        For agents: ``restock`` answers "how many pieces to order" per variant x shop and size,
        ``markdown`` "how much to discount" (percent off the retail price), ``rebalance`` "what to move
        between shops" (pieces from one shop to another). ``why`` holds the numbers behind it (demand,
        stock, lead time in days, service level): quote it when you propose the action. Filter with
        ``variantId``/``shopId`` from listInventoryRisks' rows; turn a recommendation into plan lines
    with
        addPlanItem (or POST /api/plans/from-recommendation).

    Args:
        domain (ListRecommendationsDomain): restock | markdown | rebalance
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the recommendations run to read (404
            when there is none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfRecommendation
    """

    return sync_detailed(
        domain=domain,
        client=client,
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        shop_id=shop_id,
        as_of=as_of,
    ).parsed


async def asyncio_detailed(
    domain: ListRecommendationsDomain,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> Response[ErrorEnvelope | RunPageOfRecommendation]:
    """The domain's recommendations with an action to take (allowed and not empty): quantities per
    size, a discount, or…

     The domain's recommendations with an action to take (allowed and not empty): quantities per
        size, a discount, or transfers, each with its confidence and ``why``.

        For agents: ``restock`` answers "how many pieces to order" per variant x shop and size,
        ``markdown`` "how much to discount" (percent off the retail price), ``rebalance`` "what to move
        between shops" (pieces from one shop to another). ``why`` holds the numbers behind it (demand,
        stock, lead time in days, service level): quote it when you propose the action. Filter with
        ``variantId``/``shopId`` from listInventoryRisks' rows; turn a recommendation into plan lines
    with
        addPlanItem (or POST /api/plans/from-recommendation).

    Args:
        domain (ListRecommendationsDomain): restock | markdown | rebalance
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the recommendations run to read (404
            when there is none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RunPageOfRecommendation]
    """

    kwargs = _get_kwargs(
        domain=domain,
        page=page,
        page_size=page_size,
        variant_id=variant_id,
        shop_id=shop_id,
        as_of=as_of,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    domain: ListRecommendationsDomain,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
    as_of: datetime.date | None | Unset = UNSET,
) -> ErrorEnvelope | RunPageOfRecommendation | None:
    """The domain's recommendations with an action to take (allowed and not empty): quantities per
    size, a discount, or…

     The domain's recommendations with an action to take (allowed and not empty): quantities per
        size, a discount, or transfers, each with its confidence and ``why``.

        For agents: ``restock`` answers "how many pieces to order" per variant x shop and size,
        ``markdown`` "how much to discount" (percent off the retail price), ``rebalance`` "what to move
        between shops" (pieces from one shop to another). ``why`` holds the numbers behind it (demand,
        stock, lead time in days, service level): quote it when you propose the action. Filter with
        ``variantId``/``shopId`` from listInventoryRisks' rows; turn a recommendation into plan lines
    with
        addPlanItem (or POST /api/plans/from-recommendation).

    Args:
        domain (ListRecommendationsDomain): restock | markdown | rebalance
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):
        as_of (datetime.date | None | Unset): YYYY-MM-DD: the recommendations run to read (404
            when there is none); default the latest, however old

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RunPageOfRecommendation
    """

    return (
        await asyncio_detailed(
            domain=domain,
            client=client,
            page=page,
            page_size=page_size,
            variant_id=variant_id,
            shop_id=shop_id,
            as_of=as_of,
        )
    ).parsed
