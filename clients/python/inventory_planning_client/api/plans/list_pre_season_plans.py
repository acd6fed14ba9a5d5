from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_pre_season_plans_status_type_0 import (
    ListPreSeasonPlansStatusType0,
)
from ...models.page_of_plan import PageOfPlan
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListPreSeasonPlansStatusType0 | None | Unset = UNSET,
    season: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_season: None | str | Unset
    if isinstance(season, Unset):
        json_season = UNSET
    else:
        json_season = season
    params["season"] = json_season

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/pre-season-plans",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfPlan | None:
    if response.status_code == 200:
        response_200 = PageOfPlan.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfPlan]:
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
    status: ListPreSeasonPlansStatusType0 | None | Unset = UNSET,
    season: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlan]:
    """Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

     Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListPreSeasonPlansStatusType0 | None | Unset): only plans in this status
        season (None | str | Unset):
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlan]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        season=season,
        brand_id=brand_id,
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
    status: ListPreSeasonPlansStatusType0 | None | Unset = UNSET,
    season: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlan | None:
    """Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

     Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListPreSeasonPlansStatusType0 | None | Unset): only plans in this status
        season (None | str | Unset):
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlan
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        status=status,
        season=season,
        brand_id=brand_id,
        collection_id=collection_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListPreSeasonPlansStatusType0 | None | Unset = UNSET,
    season: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlan]:
    """Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

     Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListPreSeasonPlansStatusType0 | None | Unset): only plans in this status
        season (None | str | Unset):
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlan]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        season=season,
        brand_id=brand_id,
        collection_id=collection_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListPreSeasonPlansStatusType0 | None | Unset = UNSET,
    season: None | str | Unset = UNSET,
    brand_id: None | str | Unset = UNSET,
    collection_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlan | None:
    """Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

     Pre-season plans newest first with their totals; filters ``status``, ``season``, ``brandId``,
    ``collectionId``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListPreSeasonPlansStatusType0 | None | Unset): only plans in this status
        season (None | str | Unset):
        brand_id (None | str | Unset):
        collection_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlan
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            status=status,
            season=season,
            brand_id=brand_id,
            collection_id=collection_id,
        )
    ).parsed
