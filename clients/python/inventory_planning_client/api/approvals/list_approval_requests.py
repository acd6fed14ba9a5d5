from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_approval_requests_status_type_0 import (
    ListApprovalRequestsStatusType0,
)
from ...models.page_of_approval_request import PageOfApprovalRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListApprovalRequestsStatusType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
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

    json_plan_id: None | str | Unset
    if isinstance(plan_id, Unset):
        json_plan_id = UNSET
    else:
        json_plan_id = plan_id
    params["planId"] = json_plan_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/approval-requests",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfApprovalRequest | None:
    if response.status_code == 200:
        response_200 = PageOfApprovalRequest.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfApprovalRequest]:
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
    status: ListApprovalRequestsStatusType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfApprovalRequest]:
    """Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

     Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListApprovalRequestsStatusType0 | None | Unset):
        plan_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfApprovalRequest]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        plan_id=plan_id,
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
    status: ListApprovalRequestsStatusType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfApprovalRequest | None:
    """Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

     Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListApprovalRequestsStatusType0 | None | Unset):
        plan_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfApprovalRequest
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        status=status,
        plan_id=plan_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListApprovalRequestsStatusType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfApprovalRequest]:
    """Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

     Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListApprovalRequestsStatusType0 | None | Unset):
        plan_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfApprovalRequest]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        plan_id=plan_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListApprovalRequestsStatusType0 | None | Unset = UNSET,
    plan_id: None | str | Unset = UNSET,
) -> ErrorEnvelope | PageOfApprovalRequest | None:
    """Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

     Approval requests newest first (the approvals queue: ``status=PENDING``), optionally of one plan.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListApprovalRequestsStatusType0 | None | Unset):
        plan_id (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfApprovalRequest
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            status=status,
            plan_id=plan_id,
        )
    ).parsed
