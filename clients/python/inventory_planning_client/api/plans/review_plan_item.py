from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.plan_change_updated_items import PlanChangeUpdatedItems
from ...models.review_plan_item_plan_type import ReviewPlanItemPlanType
from ...types import Response


def _get_kwargs(
    plan_type: ReviewPlanItemPlanType,
    plan_id: str,
    item_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/plans/{plan_type}/{plan_id}/items/{item_id}/review".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
            item_id=quote(str(item_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangeUpdatedItems | None:
    if response.status_code == 200:
        response_200 = PlanChangeUpdatedItems.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PlanChangeUpdatedItems]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: ReviewPlanItemPlanType,
    plan_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | PlanChangeUpdatedItems]:
    """Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
    ``<TYPE>_PRE_VALIDATE_ITEM``…

     Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
        ``<TYPE>_PRE_VALIDATE_ITEM`` rules (a BLOCK is 409 BUSINESS_RULE_VIOLATION, as it would block
    the
        plan's validation; WARN rules answer in ``businessRuleWarnings``). The line stays
    READY_FOR_ORDER
        while the plan is DRAFT until it changes; ``{updated: 1 | 0 (already reviewed), item}``.

        For agents: review lines one by one before asking for the plan's validation; ``item_id`` from
        listPlanItems (whose ``status`` shows the result).

    Args:
        plan_type (ReviewPlanItemPlanType): plan type
        plan_id (str): plan id
        item_id (str): plan item id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeUpdatedItems]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        item_id=item_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: ReviewPlanItemPlanType,
    plan_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | PlanChangeUpdatedItems | None:
    """Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
    ``<TYPE>_PRE_VALIDATE_ITEM``…

     Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
        ``<TYPE>_PRE_VALIDATE_ITEM`` rules (a BLOCK is 409 BUSINESS_RULE_VIOLATION, as it would block
    the
        plan's validation; WARN rules answer in ``businessRuleWarnings``). The line stays
    READY_FOR_ORDER
        while the plan is DRAFT until it changes; ``{updated: 1 | 0 (already reviewed), item}``.

        For agents: review lines one by one before asking for the plan's validation; ``item_id`` from
        listPlanItems (whose ``status`` shows the result).

    Args:
        plan_type (ReviewPlanItemPlanType): plan type
        plan_id (str): plan id
        item_id (str): plan item id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeUpdatedItems
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        item_id=item_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    plan_type: ReviewPlanItemPlanType,
    plan_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | PlanChangeUpdatedItems]:
    """Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
    ``<TYPE>_PRE_VALIDATE_ITEM``…

     Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
        ``<TYPE>_PRE_VALIDATE_ITEM`` rules (a BLOCK is 409 BUSINESS_RULE_VIOLATION, as it would block
    the
        plan's validation; WARN rules answer in ``businessRuleWarnings``). The line stays
    READY_FOR_ORDER
        while the plan is DRAFT until it changes; ``{updated: 1 | 0 (already reviewed), item}``.

        For agents: review lines one by one before asking for the plan's validation; ``item_id`` from
        listPlanItems (whose ``status`` shows the result).

    Args:
        plan_type (ReviewPlanItemPlanType): plan type
        plan_id (str): plan id
        item_id (str): plan item id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeUpdatedItems]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        item_id=item_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: ReviewPlanItemPlanType,
    plan_id: str,
    item_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | PlanChangeUpdatedItems | None:
    """Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
    ``<TYPE>_PRE_VALIDATE_ITEM``…

     Mark one line of a DRAFT plan reviewed: TO_REVIEW -> READY_FOR_ORDER through the
        ``<TYPE>_PRE_VALIDATE_ITEM`` rules (a BLOCK is 409 BUSINESS_RULE_VIOLATION, as it would block
    the
        plan's validation; WARN rules answer in ``businessRuleWarnings``). The line stays
    READY_FOR_ORDER
        while the plan is DRAFT until it changes; ``{updated: 1 | 0 (already reviewed), item}``.

        For agents: review lines one by one before asking for the plan's validation; ``item_id`` from
        listPlanItems (whose ``status`` shows the result).

    Args:
        plan_type (ReviewPlanItemPlanType): plan type
        plan_id (str): plan id
        item_id (str): plan item id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeUpdatedItems
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            item_id=item_id,
            client=client,
        )
    ).parsed
