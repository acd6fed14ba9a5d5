from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.approval_decision import ApprovalDecision
from ...models.error_envelope import ErrorEnvelope
from ...models.one_approval_request import OneApprovalRequest
from ...types import Response


def _get_kwargs(
    request_id: str,
    *,
    body: ApprovalDecision,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/approval-requests/{request_id}/approve".format(
            request_id=quote(str(request_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneApprovalRequest | None:
    if response.status_code == 200:
        response_200 = OneApprovalRequest.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

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
) -> Response[ErrorEnvelope | OneApprovalRequest]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    request_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalDecision,
) -> Response[ErrorEnvelope | OneApprovalRequest]:
    """Approve a PENDING request: the held status change is applied (the rules are checked again), or,
    for a held…

     Approve a PENDING request: the held status change is applied (the rules are checked again), or,
        for a held recommendation (RECOMMENDATION policy), its line is added as a direct addition would
        add it (422 when a rule or the stock refuses it now; the request stays PENDING).
        The requester cannot decide (403, four eyes); a changed plan makes the request EXPIRED (409).

    Args:
        request_id (str): approval request id
        body (ApprovalDecision): POST /api/approval-requests/{id}/approve | reject: ``{reason?}``
            (<= 500; required to reject).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApprovalRequest]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    request_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalDecision,
) -> ErrorEnvelope | OneApprovalRequest | None:
    """Approve a PENDING request: the held status change is applied (the rules are checked again), or,
    for a held…

     Approve a PENDING request: the held status change is applied (the rules are checked again), or,
        for a held recommendation (RECOMMENDATION policy), its line is added as a direct addition would
        add it (422 when a rule or the stock refuses it now; the request stays PENDING).
        The requester cannot decide (403, four eyes); a changed plan makes the request EXPIRED (409).

    Args:
        request_id (str): approval request id
        body (ApprovalDecision): POST /api/approval-requests/{id}/approve | reject: ``{reason?}``
            (<= 500; required to reject).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApprovalRequest
    """

    return sync_detailed(
        request_id=request_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    request_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalDecision,
) -> Response[ErrorEnvelope | OneApprovalRequest]:
    """Approve a PENDING request: the held status change is applied (the rules are checked again), or,
    for a held…

     Approve a PENDING request: the held status change is applied (the rules are checked again), or,
        for a held recommendation (RECOMMENDATION policy), its line is added as a direct addition would
        add it (422 when a rule or the stock refuses it now; the request stays PENDING).
        The requester cannot decide (403, four eyes); a changed plan makes the request EXPIRED (409).

    Args:
        request_id (str): approval request id
        body (ApprovalDecision): POST /api/approval-requests/{id}/approve | reject: ``{reason?}``
            (<= 500; required to reject).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApprovalRequest]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    request_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalDecision,
) -> ErrorEnvelope | OneApprovalRequest | None:
    """Approve a PENDING request: the held status change is applied (the rules are checked again), or,
    for a held…

     Approve a PENDING request: the held status change is applied (the rules are checked again), or,
        for a held recommendation (RECOMMENDATION policy), its line is added as a direct addition would
        add it (422 when a rule or the stock refuses it now; the request stays PENDING).
        The requester cannot decide (403, four eyes); a changed plan makes the request EXPIRED (409).

    Args:
        request_id (str): approval request id
        body (ApprovalDecision): POST /api/approval-requests/{id}/approve | reject: ``{reason?}``
            (<= 500; required to reject).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApprovalRequest
    """

    return (
        await asyncio_detailed(
            request_id=request_id,
            client=client,
            body=body,
        )
    ).parsed
