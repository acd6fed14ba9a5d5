from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_plan import OnePlan
from ...models.pre_season_plan_create import PreSeasonPlanCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PreSeasonPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/pre-season-plans",
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
    body: PreSeasonPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnePlan]:
    """Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
    optionally for one…

     Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
        optionally for one ``collectionId`` and ``brandId``, sold from ``sellingStartDate`` to
        ``sellingEndDate``; 422 naming ``collectionId`` / ``brandId`` / ``budgetEnvelopeId`` /
        ``ruleGroupId`` when not the organization's.

        For agents: a pre-season plan's lines are variant x size x quantity (pieces, no shop) with an
        optional negotiated ``unitCost``: add them with addPlanItem (``planType: PRE_SEASON``), or ask
        createPreSeasonScenario for a generated proposal (it needs the selling dates) and apply it.
        Validating (``status: VALIDATED``) may need an approver; SENT locks the commitment.

    Args:
        idempotency_key (str | Unset):
        body (PreSeasonPlanCreate): POST /api/pre-season-plans: ``{name, season, collectionId?,
            brandId?, sellingStartDate?,
            sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's
            dates are
            ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both).

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
    body: PreSeasonPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnePlan | None:
    """Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
    optionally for one…

     Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
        optionally for one ``collectionId`` and ``brandId``, sold from ``sellingStartDate`` to
        ``sellingEndDate``; 422 naming ``collectionId`` / ``brandId`` / ``budgetEnvelopeId`` /
        ``ruleGroupId`` when not the organization's.

        For agents: a pre-season plan's lines are variant x size x quantity (pieces, no shop) with an
        optional negotiated ``unitCost``: add them with addPlanItem (``planType: PRE_SEASON``), or ask
        createPreSeasonScenario for a generated proposal (it needs the selling dates) and apply it.
        Validating (``status: VALIDATED``) may need an approver; SENT locks the commitment.

    Args:
        idempotency_key (str | Unset):
        body (PreSeasonPlanCreate): POST /api/pre-season-plans: ``{name, season, collectionId?,
            brandId?, sellingStartDate?,
            sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's
            dates are
            ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both).

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
    body: PreSeasonPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnePlan]:
    """Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
    optionally for one…

     Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
        optionally for one ``collectionId`` and ``brandId``, sold from ``sellingStartDate`` to
        ``sellingEndDate``; 422 naming ``collectionId`` / ``brandId`` / ``budgetEnvelopeId`` /
        ``ruleGroupId`` when not the organization's.

        For agents: a pre-season plan's lines are variant x size x quantity (pieces, no shop) with an
        optional negotiated ``unitCost``: add them with addPlanItem (``planType: PRE_SEASON``), or ask
        createPreSeasonScenario for a generated proposal (it needs the selling dates) and apply it.
        Validating (``status: VALIDATED``) may need an approver; SENT locks the commitment.

    Args:
        idempotency_key (str | Unset):
        body (PreSeasonPlanCreate): POST /api/pre-season-plans: ``{name, season, collectionId?,
            brandId?, sellingStartDate?,
            sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's
            dates are
            ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both).

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
    body: PreSeasonPlanCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnePlan | None:
    """Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
    optionally for one…

     Create a DRAFT pre-season plan for a ``season`` (201): the season's buy from suppliers,
        optionally for one ``collectionId`` and ``brandId``, sold from ``sellingStartDate`` to
        ``sellingEndDate``; 422 naming ``collectionId`` / ``brandId`` / ``budgetEnvelopeId`` /
        ``ruleGroupId`` when not the organization's.

        For agents: a pre-season plan's lines are variant x size x quantity (pieces, no shop) with an
        optional negotiated ``unitCost``: add them with addPlanItem (``planType: PRE_SEASON``), or ask
        createPreSeasonScenario for a generated proposal (it needs the selling dates) and apply it.
        Validating (``status: VALIDATED``) may need an approver; SENT locks the commitment.

    Args:
        idempotency_key (str | Unset):
        body (PreSeasonPlanCreate): POST /api/pre-season-plans: ``{name, season, collectionId?,
            brandId?, sellingStartDate?,
            sellingEndDate?, budgetEnvelopeId?, description?, ruleGroupId?}``; the selling window's
            dates are
            ``YYYY-MM-DD``, ``sellingEndDate`` >= ``sellingStartDate`` (a scenario needs both).

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
