from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.items_of_size_curve import ItemsOfSizeCurve
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    brand_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_brand_id: None | str | Unset
    if isinstance(brand_id, Unset):
        json_brand_id = UNSET
    else:
        json_brand_id = brand_id
    params["brandId"] = json_brand_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/size-curves",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ItemsOfSizeCurve | None:
    if response.status_code == 200:
        response_200 = ItemsOfSizeCurve.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ItemsOfSizeCurve]:
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
    brand_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | ItemsOfSizeCurve]:
    """Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

     Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

        For agents: a brand's curve is the one updated last; its ``shares`` (size -> percent) say how a
        buy of the brand should spread over sizes.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        brand_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ItemsOfSizeCurve]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        brand_id=brand_id,
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
    brand_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | ItemsOfSizeCurve | None:
    """Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

     Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

        For agents: a brand's curve is the one updated last; its ``shares`` (size -> percent) say how a
        buy of the brand should spread over sizes.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        brand_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ItemsOfSizeCurve
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        brand_id=brand_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    brand_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | ItemsOfSizeCurve]:
    """Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

     Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

        For agents: a brand's curve is the one updated last; its ``shares`` (size -> percent) say how a
        buy of the brand should spread over sizes.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        brand_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ItemsOfSizeCurve]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        brand_id=brand_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    brand_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | ItemsOfSizeCurve | None:
    """Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

     Size curves in creation order, optionally of one brand: ``{success, items, total, page, pageSize}``.

        For agents: a brand's curve is the one updated last; its ``shares`` (size -> percent) say how a
        buy of the brand should spread over sizes.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        brand_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ItemsOfSizeCurve
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            brand_id=brand_id,
        )
    ).parsed
