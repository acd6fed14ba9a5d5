from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.data_platform_validate import DataPlatformValidate
from ...models.error_envelope import ErrorEnvelope
from ...models.plan_change_validated_plan import PlanChangeValidatedPlan
from ...models.validate_data_platform_plan_plan_type import (
    ValidateDataPlatformPlanPlanType,
)
from ...types import Response


def _get_kwargs(
    plan_type: ValidateDataPlatformPlanPlanType,
    plan_id: str,
    *,
    body: DataPlatformValidate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/plans/{plan_type}/{plan_id}/validate".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangeValidatedPlan | None:
    if response.status_code == 200:
        response_200 = PlanChangeValidatedPlan.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = PlanChangeValidatedPlan.from_dict(response.json())

        return response_202

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
) -> Response[ErrorEnvelope | PlanChangeValidatedPlan]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: ValidateDataPlatformPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: DataPlatformValidate,
) -> Response[ErrorEnvelope | PlanChangeValidatedPlan]:
    """Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
    values, rule outcomes…

     Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
        values, rule outcomes, stock-out risk scores) with its ``capturedAt``. Rules apply; an approval
        policy may hold it (202 with ``approvalRequested``).

    Args:
        plan_type (ValidateDataPlatformPlanPlanType): a plan type with a VALIDATED status (the
            supplier types have none)
        plan_id (str):
        body (DataPlatformValidate): POST /api/data-platform/plans/{type}/{id}/validate:
            ``{organizationId, decisionContextSnapshot}``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeValidatedPlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: ValidateDataPlatformPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: DataPlatformValidate,
) -> ErrorEnvelope | PlanChangeValidatedPlan | None:
    """Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
    values, rule outcomes…

     Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
        values, rule outcomes, stock-out risk scores) with its ``capturedAt``. Rules apply; an approval
        policy may hold it (202 with ``approvalRequested``).

    Args:
        plan_type (ValidateDataPlatformPlanPlanType): a plan type with a VALIDATED status (the
            supplier types have none)
        plan_id (str):
        body (DataPlatformValidate): POST /api/data-platform/plans/{type}/{id}/validate:
            ``{organizationId, decisionContextSnapshot}``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeValidatedPlan
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    plan_type: ValidateDataPlatformPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: DataPlatformValidate,
) -> Response[ErrorEnvelope | PlanChangeValidatedPlan]:
    """Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
    values, rule outcomes…

     Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
        values, rule outcomes, stock-out risk scores) with its ``capturedAt``. Rules apply; an approval
        policy may hold it (202 with ``approvalRequested``).

    Args:
        plan_type (ValidateDataPlatformPlanPlanType): a plan type with a VALIDATED status (the
            supplier types have none)
        plan_id (str):
        body (DataPlatformValidate): POST /api/data-platform/plans/{type}/{id}/validate:
            ``{organizationId, decisionContextSnapshot}``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeValidatedPlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: ValidateDataPlatformPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: DataPlatformValidate,
) -> ErrorEnvelope | PlanChangeValidatedPlan | None:
    """Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
    values, rule outcomes…

     Validate a DRAFT plan and record the decision context snapshot it was decided on (forecast
        values, rule outcomes, stock-out risk scores) with its ``capturedAt``. Rules apply; an approval
        policy may hold it (202 with ``approvalRequested``).

    Args:
        plan_type (ValidateDataPlatformPlanPlanType): a plan type with a VALIDATED status (the
            supplier types have none)
        plan_id (str):
        body (DataPlatformValidate): POST /api/data-platform/plans/{type}/{id}/validate:
            ``{organizationId, decisionContextSnapshot}``.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeValidatedPlan
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
            body=body,
        )
    ).parsed
