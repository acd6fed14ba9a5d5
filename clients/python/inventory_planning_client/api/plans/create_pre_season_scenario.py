from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_scenario import OneScenario
from ...models.scenario_request import ScenarioRequest
from ...types import Response


def _get_kwargs(
    plan_id: str,
    *,
    body: ScenarioRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/pre-season-plans/{plan_id}/scenarios".format(
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneScenario | None:
    if response.status_code == 202:
        response_202 = OneScenario.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneScenario]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: ScenarioRequest,
) -> Response[ErrorEnvelope | OneScenario]:
    """Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
    last year's sales…

     Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
        last year's sales of the same selling window. Poll getPreSeasonScenario until READY or FAILED.

        For agents: ``strategy`` CONSERVATIVE | BALANCED | AGGRESSIVE sets the sell-through target (85,
        75, 65 %; ``targetSellThroughPct`` overrides it); ``budget`` (money at cost) caps the buy, else
        the plan's budget envelope's remaining open-to-buy does. The plan needs ``sellingStartDate`` and
        ``sellingEndDate`` (else the scenario is FAILED with NO_SELLING_WINDOW). A READY scenario
    changes
        nothing until applied (applyPreSeasonScenario).

    Args:
        plan_id (str): plan id
        body (ScenarioRequest): POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?,
            targetSellThroughPct?}``.

            ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65
            %)
            unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the
            buy
            (default: what the plan's budget envelope has left, else no cap).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenario]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: ScenarioRequest,
) -> ErrorEnvelope | OneScenario | None:
    """Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
    last year's sales…

     Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
        last year's sales of the same selling window. Poll getPreSeasonScenario until READY or FAILED.

        For agents: ``strategy`` CONSERVATIVE | BALANCED | AGGRESSIVE sets the sell-through target (85,
        75, 65 %; ``targetSellThroughPct`` overrides it); ``budget`` (money at cost) caps the buy, else
        the plan's budget envelope's remaining open-to-buy does. The plan needs ``sellingStartDate`` and
        ``sellingEndDate`` (else the scenario is FAILED with NO_SELLING_WINDOW). A READY scenario
    changes
        nothing until applied (applyPreSeasonScenario).

    Args:
        plan_id (str): plan id
        body (ScenarioRequest): POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?,
            targetSellThroughPct?}``.

            ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65
            %)
            unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the
            buy
            (default: what the plan's budget envelope has left, else no cap).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenario
    """

    return sync_detailed(
        plan_id=plan_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: ScenarioRequest,
) -> Response[ErrorEnvelope | OneScenario]:
    """Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
    last year's sales…

     Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
        last year's sales of the same selling window. Poll getPreSeasonScenario until READY or FAILED.

        For agents: ``strategy`` CONSERVATIVE | BALANCED | AGGRESSIVE sets the sell-through target (85,
        75, 65 %; ``targetSellThroughPct`` overrides it); ``budget`` (money at cost) caps the buy, else
        the plan's budget envelope's remaining open-to-buy does. The plan needs ``sellingStartDate`` and
        ``sellingEndDate`` (else the scenario is FAILED with NO_SELLING_WINDOW). A READY scenario
    changes
        nothing until applied (applyPreSeasonScenario).

    Args:
        plan_id (str): plan id
        body (ScenarioRequest): POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?,
            targetSellThroughPct?}``.

            ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65
            %)
            unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the
            buy
            (default: what the plan's budget envelope has left, else no cap).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenario]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: ScenarioRequest,
) -> ErrorEnvelope | OneScenario | None:
    """Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
    last year's sales…

     Generate a buying scenario for the plan (202 ``{id, status: CREATING}``); a job builds it from
        last year's sales of the same selling window. Poll getPreSeasonScenario until READY or FAILED.

        For agents: ``strategy`` CONSERVATIVE | BALANCED | AGGRESSIVE sets the sell-through target (85,
        75, 65 %; ``targetSellThroughPct`` overrides it); ``budget`` (money at cost) caps the buy, else
        the plan's budget envelope's remaining open-to-buy does. The plan needs ``sellingStartDate`` and
        ``sellingEndDate`` (else the scenario is FAILED with NO_SELLING_WINDOW). A READY scenario
    changes
        nothing until applied (applyPreSeasonScenario).

    Args:
        plan_id (str): plan id
        body (ScenarioRequest): POST /api/pre-season-plans/{id}/scenarios: ``{strategy, budget?,
            targetSellThroughPct?}``.

            ``strategy`` sets the sell-through target (CONSERVATIVE 85 %, BALANCED 75 %, AGGRESSIVE 65
            %)
            unless ``targetSellThroughPct`` (1..100) gives one; ``budget`` (currency at cost) caps the
            buy
            (default: what the plan's budget envelope has left, else no cap).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenario
    """

    return (
        await asyncio_detailed(
            plan_id=plan_id,
            client=client,
            body=body,
        )
    ).parsed
