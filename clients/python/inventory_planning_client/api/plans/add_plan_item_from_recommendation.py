from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.from_recommendation import FromRecommendation
from ...models.plan_change_from_recommendation_result import PlanChangeFromRecommendationResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FromRecommendation,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/plans/from-recommendation",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangeFromRecommendationResult | None:
    if response.status_code == 201:
        response_201 = PlanChangeFromRecommendationResult.from_dict(response.json())

        return response_201

    if response.status_code == 202:
        response_202 = PlanChangeFromRecommendationResult.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PlanChangeFromRecommendationResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: FromRecommendation,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeFromRecommendationResult]:
    """Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
    item: ``quantity``…

     Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
        item: ``quantity`` for restock (into ``planId``, or a new plan of the vector's brand and
        collection) and rebalance (``shopId`` is the source, the plan's outgoing shop),
    ``discountPercent``
        for markdown. Brand, collection and size come from the vector; rules and audit run as for a
    direct
        addition. ``{itemId, planId, planType, wasCreated}``.

        An active approval policy of family RECOMMENDATION whose metric on the line is above its
        threshold holds it: 202 with ``approvalRequested`` and ``itemId`` null; approving the request
        (POST /api/approval-requests/{id}/approve, four eyes) adds the line.

        For agents: on a 202, tell the person the line waits for an approver; do not retry the call.

    Args:
        idempotency_key (str | Unset):
        body (FromRecommendation): SPEC POST /api/plans/from-recommendation: ``{domain, shopId,
            variantId, quantity?, discountPercent?,
            planId?}``. ``quantity`` (pieces) is required for restock and rebalance,
            ``discountPercent`` for
            markdown, ``planId`` for rebalance and markdown (restock without one creates a plan).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeFromRecommendationResult]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: FromRecommendation,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeFromRecommendationResult | None:
    """Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
    item: ``quantity``…

     Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
        item: ``quantity`` for restock (into ``planId``, or a new plan of the vector's brand and
        collection) and rebalance (``shopId`` is the source, the plan's outgoing shop),
    ``discountPercent``
        for markdown. Brand, collection and size come from the vector; rules and audit run as for a
    direct
        addition. ``{itemId, planId, planType, wasCreated}``.

        An active approval policy of family RECOMMENDATION whose metric on the line is above its
        threshold holds it: 202 with ``approvalRequested`` and ``itemId`` null; approving the request
        (POST /api/approval-requests/{id}/approve, four eyes) adds the line.

        For agents: on a 202, tell the person the line waits for an approver; do not retry the call.

    Args:
        idempotency_key (str | Unset):
        body (FromRecommendation): SPEC POST /api/plans/from-recommendation: ``{domain, shopId,
            variantId, quantity?, discountPercent?,
            planId?}``. ``quantity`` (pieces) is required for restock and rebalance,
            ``discountPercent`` for
            markdown, ``planId`` for rebalance and markdown (restock without one creates a plan).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeFromRecommendationResult
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: FromRecommendation,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeFromRecommendationResult]:
    """Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
    item: ``quantity``…

     Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
        item: ``quantity`` for restock (into ``planId``, or a new plan of the vector's brand and
        collection) and rebalance (``shopId`` is the source, the plan's outgoing shop),
    ``discountPercent``
        for markdown. Brand, collection and size come from the vector; rules and audit run as for a
    direct
        addition. ``{itemId, planId, planType, wasCreated}``.

        An active approval policy of family RECOMMENDATION whose metric on the line is above its
        threshold holds it: 202 with ``approvalRequested`` and ``itemId`` null; approving the request
        (POST /api/approval-requests/{id}/approve, four eyes) adds the line.

        For agents: on a 202, tell the person the line waits for an approver; do not retry the call.

    Args:
        idempotency_key (str | Unset):
        body (FromRecommendation): SPEC POST /api/plans/from-recommendation: ``{domain, shopId,
            variantId, quantity?, discountPercent?,
            planId?}``. ``quantity`` (pieces) is required for restock and rebalance,
            ``discountPercent`` for
            markdown, ``planId`` for rebalance and markdown (restock without one creates a plan).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeFromRecommendationResult]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: FromRecommendation,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeFromRecommendationResult | None:
    """Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
    item: ``quantity``…

     Turn a recommendation (a decision vector: GET /api/intelligence/decision-vectors) into a plan
        item: ``quantity`` for restock (into ``planId``, or a new plan of the vector's brand and
        collection) and rebalance (``shopId`` is the source, the plan's outgoing shop),
    ``discountPercent``
        for markdown. Brand, collection and size come from the vector; rules and audit run as for a
    direct
        addition. ``{itemId, planId, planType, wasCreated}``.

        An active approval policy of family RECOMMENDATION whose metric on the line is above its
        threshold holds it: 202 with ``approvalRequested`` and ``itemId`` null; approving the request
        (POST /api/approval-requests/{id}/approve, four eyes) adds the line.

        For agents: on a 202, tell the person the line waits for an approver; do not retry the call.

    Args:
        idempotency_key (str | Unset):
        body (FromRecommendation): SPEC POST /api/plans/from-recommendation: ``{domain, shopId,
            variantId, quantity?, discountPercent?,
            planId?}``. ``quantity`` (pieces) is required for restock and rebalance,
            ``discountPercent`` for
            markdown, ``planId`` for rebalance and markdown (restock without one creates a plan).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeFromRecommendationResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
