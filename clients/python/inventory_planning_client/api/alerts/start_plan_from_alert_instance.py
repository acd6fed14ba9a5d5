from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.instance_plan import InstancePlan
from ...models.plan_change_instance_plan_result import PlanChangeInstancePlanResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    instance_id: str,
    *,
    body: InstancePlan,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/alerts/instances/{instance_id}/plan".format(
            instance_id=quote(str(instance_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangeInstancePlanResult | None:
    if response.status_code == 201:
        response_201 = PlanChangeInstancePlanResult.from_dict(response.json())

        return response_201

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
) -> Response[ErrorEnvelope | PlanChangeInstancePlanResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstancePlan,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeInstancePlanResult]:
    """Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
    or a low stock…

     Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
        or a low stock (CURRENT_STOCK_LEVEL, DAYS_OF_STOCK LOWER_*) starts a RESTOCK plan (``quantity``
        per item), an overstock or slow-mover risk or a high stock a MARKDOWN plan (``discountPercent``,
        ``startDate``, ``endDate``); another alert has no plan type (422 naming instanceId). The
        instance's variant x shop entities become the items through the usual path (rules, audit),
        ``source`` alert-instance and ``sourceRef`` the instance; those that cannot are in ``skipped``.
        A retried request answers the same plan (``wasCreated`` false).

        For agents: act on an alert instance (GET /api/alerts/instances) by planning it: read the plan
        back at GET /api/restock-plans/{planId} or /api/markdown-plans/{planId}.

    Args:
        instance_id (str):
        idempotency_key (str | Unset):
        body (InstancePlan): Body of POST /api/alerts/instances/{id}/plan: what the plan's items
            need beyond the instance's
            entities. RESTOCK: ``quantity`` (pieces per item); MARKDOWN: ``discountPercent``,
            ``startDate`` and
            ``endDate`` (the price window); ``shopId``: the shop of entities over every shop (a
            STOCKOUT row).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeInstancePlanResult]
    """

    kwargs = _get_kwargs(
        instance_id=instance_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstancePlan,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeInstancePlanResult | None:
    """Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
    or a low stock…

     Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
        or a low stock (CURRENT_STOCK_LEVEL, DAYS_OF_STOCK LOWER_*) starts a RESTOCK plan (``quantity``
        per item), an overstock or slow-mover risk or a high stock a MARKDOWN plan (``discountPercent``,
        ``startDate``, ``endDate``); another alert has no plan type (422 naming instanceId). The
        instance's variant x shop entities become the items through the usual path (rules, audit),
        ``source`` alert-instance and ``sourceRef`` the instance; those that cannot are in ``skipped``.
        A retried request answers the same plan (``wasCreated`` false).

        For agents: act on an alert instance (GET /api/alerts/instances) by planning it: read the plan
        back at GET /api/restock-plans/{planId} or /api/markdown-plans/{planId}.

    Args:
        instance_id (str):
        idempotency_key (str | Unset):
        body (InstancePlan): Body of POST /api/alerts/instances/{id}/plan: what the plan's items
            need beyond the instance's
            entities. RESTOCK: ``quantity`` (pieces per item); MARKDOWN: ``discountPercent``,
            ``startDate`` and
            ``endDate`` (the price window); ``shopId``: the shop of entities over every shop (a
            STOCKOUT row).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeInstancePlanResult
    """

    return sync_detailed(
        instance_id=instance_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstancePlan,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeInstancePlanResult]:
    """Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
    or a low stock…

     Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
        or a low stock (CURRENT_STOCK_LEVEL, DAYS_OF_STOCK LOWER_*) starts a RESTOCK plan (``quantity``
        per item), an overstock or slow-mover risk or a high stock a MARKDOWN plan (``discountPercent``,
        ``startDate``, ``endDate``); another alert has no plan type (422 naming instanceId). The
        instance's variant x shop entities become the items through the usual path (rules, audit),
        ``source`` alert-instance and ``sourceRef`` the instance; those that cannot are in ``skipped``.
        A retried request answers the same plan (``wasCreated`` false).

        For agents: act on an alert instance (GET /api/alerts/instances) by planning it: read the plan
        back at GET /api/restock-plans/{planId} or /api/markdown-plans/{planId}.

    Args:
        instance_id (str):
        idempotency_key (str | Unset):
        body (InstancePlan): Body of POST /api/alerts/instances/{id}/plan: what the plan's items
            need beyond the instance's
            entities. RESTOCK: ``quantity`` (pieces per item); MARKDOWN: ``discountPercent``,
            ``startDate`` and
            ``endDate`` (the price window); ``shopId``: the shop of entities over every shop (a
            STOCKOUT row).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeInstancePlanResult]
    """

    kwargs = _get_kwargs(
        instance_id=instance_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    instance_id: str,
    *,
    client: AuthenticatedClient,
    body: InstancePlan,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeInstancePlanResult | None:
    """Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
    or a low stock…

     Start a plan of the alert's family from an instance (needs signals.view too): a stock-out risk
        or a low stock (CURRENT_STOCK_LEVEL, DAYS_OF_STOCK LOWER_*) starts a RESTOCK plan (``quantity``
        per item), an overstock or slow-mover risk or a high stock a MARKDOWN plan (``discountPercent``,
        ``startDate``, ``endDate``); another alert has no plan type (422 naming instanceId). The
        instance's variant x shop entities become the items through the usual path (rules, audit),
        ``source`` alert-instance and ``sourceRef`` the instance; those that cannot are in ``skipped``.
        A retried request answers the same plan (``wasCreated`` false).

        For agents: act on an alert instance (GET /api/alerts/instances) by planning it: read the plan
        back at GET /api/restock-plans/{planId} or /api/markdown-plans/{planId}.

    Args:
        instance_id (str):
        idempotency_key (str | Unset):
        body (InstancePlan): Body of POST /api/alerts/instances/{id}/plan: what the plan's items
            need beyond the instance's
            entities. RESTOCK: ``quantity`` (pieces per item); MARKDOWN: ``discountPercent``,
            ``startDate`` and
            ``endDate`` (the price window); ``shopId``: the shop of entities over every shop (a
            STOCKOUT row).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeInstancePlanResult
    """

    return (
        await asyncio_detailed(
            instance_id=instance_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
