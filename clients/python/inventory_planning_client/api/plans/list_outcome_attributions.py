from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_outcome_attributions_plan_type_type_0 import (
    ListOutcomeAttributionsPlanTypeType0,
)
from ...models.list_outcome_attributions_window import (
    ListOutcomeAttributionsWindow,
)
from ...models.page_of_outcome_attribution import PageOfOutcomeAttribution
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    plan_type: ListOutcomeAttributionsPlanTypeType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    window: ListOutcomeAttributionsWindow | Unset = "J30",
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_plan_type: None | str | Unset
    if isinstance(plan_type, Unset):
        json_plan_type = UNSET
    elif isinstance(plan_type, str):
        json_plan_type = plan_type
    else:
        json_plan_type = plan_type
    params["planType"] = json_plan_type

    json_plan_id: None | str | Unset
    if isinstance(plan_id, Unset):
        json_plan_id = UNSET
    else:
        json_plan_id = plan_id
    params["planId"] = json_plan_id

    json_window: str | Unset = UNSET
    if not isinstance(window, Unset):
        json_window = window

    params["window"] = json_window

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/intelligence/outcome-attributions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfOutcomeAttribution | None:
    if response.status_code == 200:
        response_200 = PageOfOutcomeAttribution.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfOutcomeAttribution]:
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
    plan_type: ListOutcomeAttributionsPlanTypeType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    window: ListOutcomeAttributionsWindow | Unset = "J30",
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfOutcomeAttribution]:
    """Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
    newest first, over…

     Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
        newest first, over the window: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        plan_type (ListOutcomeAttributionsPlanTypeType0 | None | Unset):
        plan_id (None | str | Unset):
        window (ListOutcomeAttributionsWindow | Unset): the last 7, 30 or 90 days (default J30)
            Default: 'J30'.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfOutcomeAttribution]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        plan_type=plan_type,
        plan_id=plan_id,
        window=window,
        variant_id=variant_id,
        shop_id=shop_id,
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
    plan_type: ListOutcomeAttributionsPlanTypeType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    window: ListOutcomeAttributionsWindow | Unset = "J30",
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfOutcomeAttribution | None:
    """Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
    newest first, over…

     Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
        newest first, over the window: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        plan_type (ListOutcomeAttributionsPlanTypeType0 | None | Unset):
        plan_id (None | str | Unset):
        window (ListOutcomeAttributionsWindow | Unset): the last 7, 30 or 90 days (default J30)
            Default: 'J30'.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfOutcomeAttribution
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        plan_type=plan_type,
        plan_id=plan_id,
        window=window,
        variant_id=variant_id,
        shop_id=shop_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    plan_type: ListOutcomeAttributionsPlanTypeType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    window: ListOutcomeAttributionsWindow | Unset = "J30",
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfOutcomeAttribution]:
    """Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
    newest first, over…

     Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
        newest first, over the window: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        plan_type (ListOutcomeAttributionsPlanTypeType0 | None | Unset):
        plan_id (None | str | Unset):
        window (ListOutcomeAttributionsWindow | Unset): the last 7, 30 or 90 days (default J30)
            Default: 'J30'.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfOutcomeAttribution]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        plan_type=plan_type,
        plan_id=plan_id,
        window=window,
        variant_id=variant_id,
        shop_id=shop_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    plan_type: ListOutcomeAttributionsPlanTypeType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
    window: ListOutcomeAttributionsWindow | Unset = "J30",
    variant_id: None | str | Unset = UNSET,
    shop_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfOutcomeAttribution | None:
    """Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
    newest first, over…

     Which plan items came from a decision vector (``decisionVectorId``), a workflow or a person,
        newest first, over the window: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        plan_type (ListOutcomeAttributionsPlanTypeType0 | None | Unset):
        plan_id (None | str | Unset):
        window (ListOutcomeAttributionsWindow | Unset): the last 7, 30 or 90 days (default J30)
            Default: 'J30'.
        variant_id (None | str | Unset):
        shop_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfOutcomeAttribution
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            plan_type=plan_type,
            plan_id=plan_id,
            window=window,
            variant_id=variant_id,
            shop_id=shop_id,
        )
    ).parsed
