from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.plan_change_updated_items import PlanChangeUpdatedItems
from ...models.plan_item_update import PlanItemUpdate
from ...models.restock_item_changes import RestockItemChanges
from ...models.update_plan_items_plan_type import UpdatePlanItemsPlanType
from ...types import Response


def _get_kwargs(
    plan_type: UpdatePlanItemsPlanType,
    plan_id: str,
    *,
    body: PlanItemUpdate | RestockItemChanges,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/plans/{plan_type}/{plan_id}/items".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    if isinstance(body, RestockItemChanges):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    plan_type: UpdatePlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanItemUpdate | RestockItemChanges,
) -> Response[ErrorEnvelope | PlanChangeUpdatedItems]:
    """Change the lines of a DRAFT plan. Two forms:

     Change the lines of a DRAFT plan. Two forms:

        - every type: one line by ``itemId``: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?,
          side?, reason?}`` with the fields the type has (RESTOCK quantity, discount; MARKDOWN
          discountPercent; REBALANCE quantity; another field is a 422 naming it). The line is recomputed
          and goes through the ``<TYPE>_PRE_ADD_ITEM`` rules as an addition does (BLOCK: 422
          BUSINESS_RULE_VIOLATION; WARN: ``businessRuleWarnings``); it is TO_REVIEW again.
          ``{updated: 1 | 0, item}``.
        - RESTOCK also: set quantities of one shop's lines, ``{shopId, changes: {variantId: {sizeId:
          quantity}}, reason?}``; 0 removes the line. All lines change together or none (at most 90).
          Other types: 422.

        For agents: ``itemId`` is the ``id`` of a line from listPlanItems; send only the fields to
    change.
        Read ``businessRuleWarnings`` back to the person. A 409 means the plan is no longer DRAFT.

    Args:
        plan_type (UpdatePlanItemsPlanType): plan type
        plan_id (str): plan id
        body (PlanItemUpdate | RestockItemChanges):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeUpdatedItems]
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
    plan_type: UpdatePlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanItemUpdate | RestockItemChanges,
) -> ErrorEnvelope | PlanChangeUpdatedItems | None:
    """Change the lines of a DRAFT plan. Two forms:

     Change the lines of a DRAFT plan. Two forms:

        - every type: one line by ``itemId``: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?,
          side?, reason?}`` with the fields the type has (RESTOCK quantity, discount; MARKDOWN
          discountPercent; REBALANCE quantity; another field is a 422 naming it). The line is recomputed
          and goes through the ``<TYPE>_PRE_ADD_ITEM`` rules as an addition does (BLOCK: 422
          BUSINESS_RULE_VIOLATION; WARN: ``businessRuleWarnings``); it is TO_REVIEW again.
          ``{updated: 1 | 0, item}``.
        - RESTOCK also: set quantities of one shop's lines, ``{shopId, changes: {variantId: {sizeId:
          quantity}}, reason?}``; 0 removes the line. All lines change together or none (at most 90).
          Other types: 422.

        For agents: ``itemId`` is the ``id`` of a line from listPlanItems; send only the fields to
    change.
        Read ``businessRuleWarnings`` back to the person. A 409 means the plan is no longer DRAFT.

    Args:
        plan_type (UpdatePlanItemsPlanType): plan type
        plan_id (str): plan id
        body (PlanItemUpdate | RestockItemChanges):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeUpdatedItems
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    plan_type: UpdatePlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanItemUpdate | RestockItemChanges,
) -> Response[ErrorEnvelope | PlanChangeUpdatedItems]:
    """Change the lines of a DRAFT plan. Two forms:

     Change the lines of a DRAFT plan. Two forms:

        - every type: one line by ``itemId``: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?,
          side?, reason?}`` with the fields the type has (RESTOCK quantity, discount; MARKDOWN
          discountPercent; REBALANCE quantity; another field is a 422 naming it). The line is recomputed
          and goes through the ``<TYPE>_PRE_ADD_ITEM`` rules as an addition does (BLOCK: 422
          BUSINESS_RULE_VIOLATION; WARN: ``businessRuleWarnings``); it is TO_REVIEW again.
          ``{updated: 1 | 0, item}``.
        - RESTOCK also: set quantities of one shop's lines, ``{shopId, changes: {variantId: {sizeId:
          quantity}}, reason?}``; 0 removes the line. All lines change together or none (at most 90).
          Other types: 422.

        For agents: ``itemId`` is the ``id`` of a line from listPlanItems; send only the fields to
    change.
        Read ``businessRuleWarnings`` back to the person. A 409 means the plan is no longer DRAFT.

    Args:
        plan_type (UpdatePlanItemsPlanType): plan type
        plan_id (str): plan id
        body (PlanItemUpdate | RestockItemChanges):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeUpdatedItems]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: UpdatePlanItemsPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanItemUpdate | RestockItemChanges,
) -> ErrorEnvelope | PlanChangeUpdatedItems | None:
    """Change the lines of a DRAFT plan. Two forms:

     Change the lines of a DRAFT plan. Two forms:

        - every type: one line by ``itemId``: ``{itemId, quantity?, discount?, discountPercent?,
    reasonCode?,
          side?, reason?}`` with the fields the type has (RESTOCK quantity, discount; MARKDOWN
          discountPercent; REBALANCE quantity; another field is a 422 naming it). The line is recomputed
          and goes through the ``<TYPE>_PRE_ADD_ITEM`` rules as an addition does (BLOCK: 422
          BUSINESS_RULE_VIOLATION; WARN: ``businessRuleWarnings``); it is TO_REVIEW again.
          ``{updated: 1 | 0, item}``.
        - RESTOCK also: set quantities of one shop's lines, ``{shopId, changes: {variantId: {sizeId:
          quantity}}, reason?}``; 0 removes the line. All lines change together or none (at most 90).
          Other types: 422.

        For agents: ``itemId`` is the ``id`` of a line from listPlanItems; send only the fields to
    change.
        Read ``businessRuleWarnings`` back to the person. A 409 means the plan is no longer DRAFT.

    Args:
        plan_type (UpdatePlanItemsPlanType): plan type
        plan_id (str): plan id
        body (PlanItemUpdate | RestockItemChanges):

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
            client=client,
            body=body,
        )
    ).parsed
