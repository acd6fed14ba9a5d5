from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_scenario_applied import OneScenarioApplied
from ...types import Response


def _get_kwargs(
    plan_id: str,
    scenario_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/pre-season-plans/{plan_id}/scenarios/{scenario_id}/apply".format(
            plan_id=quote(str(plan_id), safe=""),
            scenario_id=quote(str(scenario_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneScenarioApplied | None:
    if response.status_code == 200:
        response_200 = OneScenarioApplied.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneScenarioApplied]:
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
) -> Response[ErrorEnvelope | OneScenarioApplied]:
    """Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item…

     Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item
        (PRE_SEASON_PRE_ADD_ITEM rules, totals, audit: actor SCENARIO_GENERATOR, ``sourceRef`` the
        scenario); a line a BLOCK rule refuses is skipped and listed. ``{added, updated, skipped,
    warnings}``.

        For agents: applying changes the plan (an approval waiting on it expires); do it when the person
        you act for chose this scenario.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenarioApplied]
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
) -> ErrorEnvelope | OneScenarioApplied | None:
    """Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item…

     Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item
        (PRE_SEASON_PRE_ADD_ITEM rules, totals, audit: actor SCENARIO_GENERATOR, ``sourceRef`` the
        scenario); a line a BLOCK rule refuses is skipped and listed. ``{added, updated, skipped,
    warnings}``.

        For agents: applying changes the plan (an approval waiting on it expires); do it when the person
        you act for chose this scenario.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenarioApplied
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
) -> Response[ErrorEnvelope | OneScenarioApplied]:
    """Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item…

     Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item
        (PRE_SEASON_PRE_ADD_ITEM rules, totals, audit: actor SCENARIO_GENERATOR, ``sourceRef`` the
        scenario); a line a BLOCK rule refuses is skipped and listed. ``{added, updated, skipped,
    warnings}``.

        For agents: applying changes the plan (an approval waiting on it expires); do it when the person
        you act for chose this scenario.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneScenarioApplied]
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
) -> ErrorEnvelope | OneScenarioApplied | None:
    """Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item…

     Write a READY scenario's lines into the DRAFT plan as items, through the same path as any item
        (PRE_SEASON_PRE_ADD_ITEM rules, totals, audit: actor SCENARIO_GENERATOR, ``sourceRef`` the
        scenario); a line a BLOCK rule refuses is skipped and listed. ``{added, updated, skipped,
    warnings}``.

        For agents: applying changes the plan (an approval waiting on it expires); do it when the person
        you act for chose this scenario.

    Args:
        plan_id (str): plan id
        scenario_id (str): scenario id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneScenarioApplied
    """

    return (
        await asyncio_detailed(
            plan_id=plan_id,
            scenario_id=scenario_id,
            client=client,
        )
    ).parsed
