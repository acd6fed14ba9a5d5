from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_plan_item_plan_type import AddPlanItemPlanType
from ...models.error_envelope import ErrorEnvelope
from ...models.markdown_item_add_typed import MarkdownItemAddTyped
from ...models.plan_change_added_item import PlanChangeAddedItem
from ...models.pre_season_item_add_typed import PreSeasonItemAddTyped
from ...models.rebalance_item_add_typed import RebalanceItemAddTyped
from ...models.restock_item_add_typed import RestockItemAddTyped
from ...models.supplier_exchange_item_add_typed import SupplierExchangeItemAddTyped
from ...models.supplier_return_item_add_typed import SupplierReturnItemAddTyped
from ...types import UNSET, Response, Unset


def _get_kwargs(
    plan_type: AddPlanItemPlanType,
    plan_id: str,
    *,
    body: MarkdownItemAddTyped
    | PreSeasonItemAddTyped
    | RebalanceItemAddTyped
    | RestockItemAddTyped
    | SupplierExchangeItemAddTyped
    | SupplierReturnItemAddTyped,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/plans/{plan_type}/{plan_id}/items".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    if isinstance(body, RestockItemAddTyped):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MarkdownItemAddTyped):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RebalanceItemAddTyped):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SupplierReturnItemAddTyped):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SupplierExchangeItemAddTyped):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangeAddedItem | None:
    if response.status_code == 201:
        response_201 = PlanChangeAddedItem.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PlanChangeAddedItem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: AddPlanItemPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownItemAddTyped
    | PreSeasonItemAddTyped
    | RebalanceItemAddTyped
    | RestockItemAddTyped
    | SupplierExchangeItemAddTyped
    | SupplierReturnItemAddTyped,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeAddedItem]:
    """Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

     Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

        The same variant x size (x shop) again updates that line (``created`` false). BLOCK rules at
        ``<TYPE>_PRE_ADD_ITEM`` refuse it (422 BUSINESS_RULE_VIOLATION); WARN rules answer in
        ``businessRuleWarnings``. An approval waiting on the plan expires.

        For agents: ``variantId`` from listInventoryRisks or listRecommendations, ``sizeId`` the size as
        the catalogue names it (e.g. "M"; GET /api/inventory-items?variantId= lists them), ``shopId``
    from
        listShops; ``quantity`` is pieces (RESTOCK, REBALANCE, supplier plans, PRE_SEASON: no shop,
    optional
        ``unitCost``), ``discountPercent`` 0-100 (MARKDOWN). A supplier return line (SUPPLIER_RETURN) or
        exchange line (SUPPLIER_EXCHANGE, with ``side`` RETURN | RECEIVE) takes ``reasonCode``,
    ``unitCost``
        and ``sourceItemRef``; 422 INSUFFICIENT_STOCK when it returns more than the shop holds.
        Read ``businessRuleWarnings`` back to the person: they are the organization's rules speaking.

    Args:
        plan_type (AddPlanItemPlanType): plan type
        plan_id (str): plan id
        idempotency_key (str | Unset):
        body (MarkdownItemAddTyped | PreSeasonItemAddTyped | RebalanceItemAddTyped |
            RestockItemAddTyped | SupplierExchangeItemAddTyped | SupplierReturnItemAddTyped):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeAddedItem]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: AddPlanItemPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownItemAddTyped
    | PreSeasonItemAddTyped
    | RebalanceItemAddTyped
    | RestockItemAddTyped
    | SupplierExchangeItemAddTyped
    | SupplierReturnItemAddTyped,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeAddedItem | None:
    """Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

     Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

        The same variant x size (x shop) again updates that line (``created`` false). BLOCK rules at
        ``<TYPE>_PRE_ADD_ITEM`` refuse it (422 BUSINESS_RULE_VIOLATION); WARN rules answer in
        ``businessRuleWarnings``. An approval waiting on the plan expires.

        For agents: ``variantId`` from listInventoryRisks or listRecommendations, ``sizeId`` the size as
        the catalogue names it (e.g. "M"; GET /api/inventory-items?variantId= lists them), ``shopId``
    from
        listShops; ``quantity`` is pieces (RESTOCK, REBALANCE, supplier plans, PRE_SEASON: no shop,
    optional
        ``unitCost``), ``discountPercent`` 0-100 (MARKDOWN). A supplier return line (SUPPLIER_RETURN) or
        exchange line (SUPPLIER_EXCHANGE, with ``side`` RETURN | RECEIVE) takes ``reasonCode``,
    ``unitCost``
        and ``sourceItemRef``; 422 INSUFFICIENT_STOCK when it returns more than the shop holds.
        Read ``businessRuleWarnings`` back to the person: they are the organization's rules speaking.

    Args:
        plan_type (AddPlanItemPlanType): plan type
        plan_id (str): plan id
        idempotency_key (str | Unset):
        body (MarkdownItemAddTyped | PreSeasonItemAddTyped | RebalanceItemAddTyped |
            RestockItemAddTyped | SupplierExchangeItemAddTyped | SupplierReturnItemAddTyped):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeAddedItem
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    plan_type: AddPlanItemPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownItemAddTyped
    | PreSeasonItemAddTyped
    | RebalanceItemAddTyped
    | RestockItemAddTyped
    | SupplierExchangeItemAddTyped
    | SupplierReturnItemAddTyped,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PlanChangeAddedItem]:
    """Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

     Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

        The same variant x size (x shop) again updates that line (``created`` false). BLOCK rules at
        ``<TYPE>_PRE_ADD_ITEM`` refuse it (422 BUSINESS_RULE_VIOLATION); WARN rules answer in
        ``businessRuleWarnings``. An approval waiting on the plan expires.

        For agents: ``variantId`` from listInventoryRisks or listRecommendations, ``sizeId`` the size as
        the catalogue names it (e.g. "M"; GET /api/inventory-items?variantId= lists them), ``shopId``
    from
        listShops; ``quantity`` is pieces (RESTOCK, REBALANCE, supplier plans, PRE_SEASON: no shop,
    optional
        ``unitCost``), ``discountPercent`` 0-100 (MARKDOWN). A supplier return line (SUPPLIER_RETURN) or
        exchange line (SUPPLIER_EXCHANGE, with ``side`` RETURN | RECEIVE) takes ``reasonCode``,
    ``unitCost``
        and ``sourceItemRef``; 422 INSUFFICIENT_STOCK when it returns more than the shop holds.
        Read ``businessRuleWarnings`` back to the person: they are the organization's rules speaking.

    Args:
        plan_type (AddPlanItemPlanType): plan type
        plan_id (str): plan id
        idempotency_key (str | Unset):
        body (MarkdownItemAddTyped | PreSeasonItemAddTyped | RebalanceItemAddTyped |
            RestockItemAddTyped | SupplierExchangeItemAddTyped | SupplierReturnItemAddTyped):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangeAddedItem]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: AddPlanItemPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownItemAddTyped
    | PreSeasonItemAddTyped
    | RebalanceItemAddTyped
    | RestockItemAddTyped
    | SupplierExchangeItemAddTyped
    | SupplierReturnItemAddTyped,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | PlanChangeAddedItem | None:
    """Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

     Add an item to a DRAFT plan; the body is the type's line with ``planType`` equal to the path's.

        The same variant x size (x shop) again updates that line (``created`` false). BLOCK rules at
        ``<TYPE>_PRE_ADD_ITEM`` refuse it (422 BUSINESS_RULE_VIOLATION); WARN rules answer in
        ``businessRuleWarnings``. An approval waiting on the plan expires.

        For agents: ``variantId`` from listInventoryRisks or listRecommendations, ``sizeId`` the size as
        the catalogue names it (e.g. "M"; GET /api/inventory-items?variantId= lists them), ``shopId``
    from
        listShops; ``quantity`` is pieces (RESTOCK, REBALANCE, supplier plans, PRE_SEASON: no shop,
    optional
        ``unitCost``), ``discountPercent`` 0-100 (MARKDOWN). A supplier return line (SUPPLIER_RETURN) or
        exchange line (SUPPLIER_EXCHANGE, with ``side`` RETURN | RECEIVE) takes ``reasonCode``,
    ``unitCost``
        and ``sourceItemRef``; 422 INSUFFICIENT_STOCK when it returns more than the shop holds.
        Read ``businessRuleWarnings`` back to the person: they are the organization's rules speaking.

    Args:
        plan_type (AddPlanItemPlanType): plan type
        plan_id (str): plan id
        idempotency_key (str | Unset):
        body (MarkdownItemAddTyped | PreSeasonItemAddTyped | RebalanceItemAddTyped |
            RestockItemAddTyped | SupplierExchangeItemAddTyped | SupplierReturnItemAddTyped):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangeAddedItem
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
