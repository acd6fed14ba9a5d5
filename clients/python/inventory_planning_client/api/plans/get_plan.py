from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_plan_plan_type import GetPlanPlanType
from ...models.one_plan import OnePlan
from ...types import Response


def _get_kwargs(
    plan_type: GetPlanPlanType,
    plan_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/plans/{plan_type}/{plan_id}".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OnePlan | None:
    if response.status_code == 200:
        response_200 = OnePlan.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OnePlan]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: GetPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OnePlan]:
    """One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

     One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

        For agents: read it back after adding lines or changing its status: ``status`` (DRAFT,
    VALIDATED,
        SENT, RECEIVED, CLOSED; PRE_SEASON: DRAFT, VALIDATED, SENT, CLOSED), ``itemCount``,
        ``totalQuantity`` (pieces), ``totalValue`` (money), and ``pendingApprovalRequestId`` when a
        validation waits for an approver.

    Args:
        plan_type (GetPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: GetPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OnePlan | None:
    """One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

     One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

        For agents: read it back after adding lines or changing its status: ``status`` (DRAFT,
    VALIDATED,
        SENT, RECEIVED, CLOSED; PRE_SEASON: DRAFT, VALIDATED, SENT, CLOSED), ``itemCount``,
        ``totalQuantity`` (pieces), ``totalValue`` (money), and ``pendingApprovalRequestId`` when a
        validation waits for an approver.

    Args:
        plan_type (GetPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlan
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    plan_type: GetPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OnePlan]:
    """One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

     One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

        For agents: read it back after adding lines or changing its status: ``status`` (DRAFT,
    VALIDATED,
        SENT, RECEIVED, CLOSED; PRE_SEASON: DRAFT, VALIDATED, SENT, CLOSED), ``itemCount``,
        ``totalQuantity`` (pieces), ``totalValue`` (money), and ``pendingApprovalRequestId`` when a
        validation waits for an approver.

    Args:
        plan_type (GetPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: GetPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OnePlan | None:
    """One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

     One plan with its totals; 404 PLAN_NOT_FOUND when unknown, of another type or organization.

        For agents: read it back after adding lines or changing its status: ``status`` (DRAFT,
    VALIDATED,
        SENT, RECEIVED, CLOSED; PRE_SEASON: DRAFT, VALIDATED, SENT, CLOSED), ``itemCount``,
        ``totalQuantity`` (pieces), ``totalValue`` (money), and ``pendingApprovalRequestId`` when a
        validation waits for an approver.

    Args:
        plan_type (GetPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlan
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
        )
    ).parsed
