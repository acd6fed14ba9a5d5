from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.page_of_plan_search_row import PageOfPlanSearchRow
from ...models.search_plans_status_type_0 import SearchPlansStatusType0
from ...models.search_plans_type_type_0 import SearchPlansTypeType0
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    type_: None | SearchPlansTypeType0 | Unset = UNSET,
    status: None | SearchPlansStatusType0 | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["q"] = q

    params["page"] = page

    params["pageSize"] = page_size

    json_type_: None | str | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    elif isinstance(type_, str):
        json_type_ = type_
    else:
        json_type_ = type_
    params["type"] = json_type_

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/plans/search",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfPlanSearchRow | None:
    if response.status_code == 200:
        response_200 = PageOfPlanSearchRow.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfPlanSearchRow]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    type_: None | SearchPlansTypeType0 | Unset = UNSET,
    status: None | SearchPlansStatusType0 | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlanSearchRow]:
    """Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

     Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

    Args:
        q (str): matched against plan name and code
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        type_ (None | SearchPlansTypeType0 | Unset):
        status (None | SearchPlansStatusType0 | Unset): only plans in this status

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlanSearchRow]
    """

    kwargs = _get_kwargs(
        q=q,
        page=page,
        page_size=page_size,
        type_=type_,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    q: str,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    type_: None | SearchPlansTypeType0 | Unset = UNSET,
    status: None | SearchPlansStatusType0 | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlanSearchRow | None:
    """Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

     Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

    Args:
        q (str): matched against plan name and code
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        type_ (None | SearchPlansTypeType0 | Unset):
        status (None | SearchPlansStatusType0 | Unset): only plans in this status

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlanSearchRow
    """

    return sync_detailed(
        client=client,
        q=q,
        page=page,
        page_size=page_size,
        type_=type_,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    type_: None | SearchPlansTypeType0 | Unset = UNSET,
    status: None | SearchPlansStatusType0 | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfPlanSearchRow]:
    """Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

     Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

    Args:
        q (str): matched against plan name and code
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        type_ (None | SearchPlansTypeType0 | Unset):
        status (None | SearchPlansStatusType0 | Unset): only plans in this status

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfPlanSearchRow]
    """

    kwargs = _get_kwargs(
        q=q,
        page=page,
        page_size=page_size,
        type_=type_,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    type_: None | SearchPlansTypeType0 | Unset = UNSET,
    status: None | SearchPlansStatusType0 | Unset = UNSET,
) -> ErrorEnvelope | PageOfPlanSearchRow | None:
    """Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

     Plans whose name or code contains ``q`` (case-insensitive), newest first; ``type`` and ``status``
    narrow it.

    Args:
        q (str): matched against plan name and code
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        type_ (None | SearchPlansTypeType0 | Unset):
        status (None | SearchPlansStatusType0 | Unset): only plans in this status

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfPlanSearchRow
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            page=page,
            page_size=page_size,
            type_=type_,
            status=status,
        )
    ).parsed
