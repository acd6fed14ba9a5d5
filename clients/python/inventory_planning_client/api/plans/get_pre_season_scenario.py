from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_scenario import OneScenario
from ...types import Response


def _get_kwargs(
    plan_id: str,
    scenario_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/pre-season-plans/{plan_id}/scenarios/{scenario_id}".format(
            plan_id=quote(str(plan_id), safe=""),
            scenario_id=quote(str(scenario_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneScenario | None:
    if response.status_code == 200:
        response_200 = OneScenario.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneScenario]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_id: str,
    scenario_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneScenario]:
    """One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
    expectedUnitsSold…

     One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
        expectedUnitsSold, expectedSellThroughPct, expectedRevenue, basis) and ``totals``, and the
    season
        variants left out (``unplanned``, each with its reason); or FAILED with ``errorCode``.

        For agents: read ``totals`` (pieces, cost, expected revenue and sell-through) and ``unplanned``
        back to the person before applying; a new product without a comparable is listed, not guessed.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenario]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        scenario_id=scenario_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_id: str,
    scenario_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneScenario | None:
    """One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
    expectedUnitsSold…

     One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
        expectedUnitsSold, expectedSellThroughPct, expectedRevenue, basis) and ``totals``, and the
    season
        variants left out (``unplanned``, each with its reason); or FAILED with ``errorCode``.

        For agents: read ``totals`` (pieces, cost, expected revenue and sell-through) and ``unplanned``
        back to the person before applying; a new product without a comparable is listed, not guessed.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenario
    """

    return sync_detailed(
        plan_id=plan_id,
        scenario_id=scenario_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    plan_id: str,
    scenario_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneScenario]:
    """One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
    expectedUnitsSold…

     One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
        expectedUnitsSold, expectedSellThroughPct, expectedRevenue, basis) and ``totals``, and the
    season
        variants left out (``unplanned``, each with its reason); or FAILED with ``errorCode``.

        For agents: read ``totals`` (pieces, cost, expected revenue and sell-through) and ``unplanned``
        back to the person before applying; a new product without a comparable is listed, not guessed.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenario]
    """

    kwargs = _get_kwargs(
        plan_id=plan_id,
        scenario_id=scenario_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_id: str,
    scenario_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneScenario | None:
    """One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
    expectedUnitsSold…

     One scenario: CREATING; READY with ``lines`` (variant x size: quantity, unitCost,
        expectedUnitsSold, expectedSellThroughPct, expectedRevenue, basis) and ``totals``, and the
    season
        variants left out (``unplanned``, each with its reason); or FAILED with ``errorCode``.

        For agents: read ``totals`` (pieces, cost, expected revenue and sell-through) and ``unplanned``
        back to the person before applying; a new product without a comparable is listed, not guessed.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenario
    """

    return (
        await asyncio_detailed(
            plan_id=plan_id,
            scenario_id=scenario_id,
            client=client,
        )
    ).parsed
