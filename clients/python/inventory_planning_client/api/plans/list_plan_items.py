from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_plan_items_plan_type import ListPlanItemsPlanType
from ...models.list_plan_items_side_type_0 import ListPlanItemsSideType0
from ...models.page_of_plan_item import PageOfPlanItem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    plan_type: ListPlanItemsPlanType,
    plan_id: str,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    side: ListPlanItemsSideType0 | None | Unset = UNSET,
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

    json_side: None | str | Unset
    if isinstance(side, Unset):
        json_side = UNSET
    elif isinstance(side, str):
        json_side = side
    else:
        json_side = side
    params["side"] = json_side

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/plans/{plan_type}/{plan_id}/items".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfPlanItem | None:
    if response.status_code == 200:
        response_200 = PageOfPlanItem.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfPlanItem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: ListPlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    side: ListPlanItemsSideType0 | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlanItem]:
    """A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
    ``side``…

     A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
        ``side`` keeps a supplier exchange's RETURN or RECEIVE lines.

    Args:
        plan_type (ListPlanItemsPlanType): plan type
        plan_id (str): plan id
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): matched against SKU, variant, product and size labels
        side (ListPlanItemsSideType0 | None | Unset): SUPPLIER_EXCHANGE: one side's lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlanItem]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        page=page,
        page_size=page_size,
        q=q,
        side=side,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: ListPlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    side: ListPlanItemsSideType0 | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlanItem | None:
    """A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
    ``side``…

     A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
        ``side`` keeps a supplier exchange's RETURN or RECEIVE lines.

    Args:
        plan_type (ListPlanItemsPlanType): plan type
        plan_id (str): plan id
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): matched against SKU, variant, product and size labels
        side (ListPlanItemsSideType0 | None | Unset): SUPPLIER_EXCHANGE: one side's lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlanItem
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
        page=page,
        page_size=page_size,
        q=q,
        side=side,
    ).parsed


async def asyncio_detailed(
    plan_type: ListPlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    side: ListPlanItemsSideType0 | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlanItem]:
    """A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
    ``side``…

     A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
        ``side`` keeps a supplier exchange's RETURN or RECEIVE lines.

    Args:
        plan_type (ListPlanItemsPlanType): plan type
        plan_id (str): plan id
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): matched against SKU, variant, product and size labels
        side (ListPlanItemsSideType0 | None | Unset): SUPPLIER_EXCHANGE: one side's lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlanItem]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        page=page,
        page_size=page_size,
        q=q,
        side=side,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: ListPlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    q: None | str | Unset = UNSET,
    side: ListPlanItemsSideType0 | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlanItem | None:
    """A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
    ``side``…

     A page of the plan's items with their values and status: ``{success, data, total, page, pageSize}``;
        ``side`` keeps a supplier exchange's RETURN or RECEIVE lines.

    Args:
        plan_type (ListPlanItemsPlanType): plan type
        plan_id (str): plan id
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        q (None | str | Unset): matched against SKU, variant, product and size labels
        side (ListPlanItemsSideType0 | None | Unset): SUPPLIER_EXCHANGE: one side's lines

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlanItem
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
            page=page,
            page_size=page_size,
            q=q,
            side=side,
        )
    ).parsed
