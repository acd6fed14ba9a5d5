from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_plan import OnePlan
from ...models.restock_plan_create import RestockPlanCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RestockPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/restock-plans",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OnePlan | None:
    if response.status_code == 201:
        response_201 = OnePlan.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

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
) -> Response[ErrorEnvelope | OnePlan]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RestockPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnePlan]:
    """Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
    <brand> /…

     Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
        <brand> / <collection>". 422 naming ``brandId`` / ``collectionId`` when not the organization's.

        For agents: a restock plan orders pieces from the supplier for one brand; its lines must be
        variants of that brand (GET /api/brands, GET /api/collections give the ids). Keep the returned
        ``id``: add lines with addPlanItem (``planType: RESTOCK``), then ask updatePlan for ``status:
        VALIDATED`` when a person agrees.

    Args:
        idempotency_key (str | Unset):
        body (RestockPlanCreate): POST /api/restock-plans: ``{brandId, collectionId, name?,
            description?, supplierId?, ruleGroupId?}``.

            ``name`` is generated from the brand and collection names when omitted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlan]
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
    body: RestockPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnePlan | None:
    """Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
    <brand> /…

     Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
        <brand> / <collection>". 422 naming ``brandId`` / ``collectionId`` when not the organization's.

        For agents: a restock plan orders pieces from the supplier for one brand; its lines must be
        variants of that brand (GET /api/brands, GET /api/collections give the ids). Keep the returned
        ``id``: add lines with addPlanItem (``planType: RESTOCK``), then ask updatePlan for ``status:
        VALIDATED`` when a person agrees.

    Args:
        idempotency_key (str | Unset):
        body (RestockPlanCreate): POST /api/restock-plans: ``{brandId, collectionId, name?,
            description?, supplierId?, ruleGroupId?}``.

            ``name`` is generated from the brand and collection names when omitted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlan
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RestockPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnePlan]:
    """Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
    <brand> /…

     Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
        <brand> / <collection>". 422 naming ``brandId`` / ``collectionId`` when not the organization's.

        For agents: a restock plan orders pieces from the supplier for one brand; its lines must be
        variants of that brand (GET /api/brands, GET /api/collections give the ids). Keep the returned
        ``id``: add lines with addPlanItem (``planType: RESTOCK``), then ask updatePlan for ``status:
        VALIDATED`` when a person agrees.

    Args:
        idempotency_key (str | Unset):
        body (RestockPlanCreate): POST /api/restock-plans: ``{brandId, collectionId, name?,
            description?, supplierId?, ruleGroupId?}``.

            ``name`` is generated from the brand and collection names when omitted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlan]
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
    body: RestockPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnePlan | None:
    """Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
    <brand> /…

     Create a DRAFT restock plan for a brand and a collection (201); ``name`` defaults to "Restock
        <brand> / <collection>". 422 naming ``brandId`` / ``collectionId`` when not the organization's.

        For agents: a restock plan orders pieces from the supplier for one brand; its lines must be
        variants of that brand (GET /api/brands, GET /api/collections give the ids). Keep the returned
        ``id``: add lines with addPlanItem (``planType: RESTOCK``), then ask updatePlan for ``status:
        VALIDATED`` when a person agrees.

    Args:
        idempotency_key (str | Unset):
        body (RestockPlanCreate): POST /api/restock-plans: ``{brandId, collectionId, name?,
            description?, supplierId?, ruleGroupId?}``.

            ``name`` is generated from the brand and collection names when omitted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlan
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
