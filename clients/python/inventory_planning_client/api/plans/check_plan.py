from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.check_plan_plan_type import CheckPlanPlanType
from ...models.error_envelope import ErrorEnvelope
from ...models.one_plan_check import OnePlanCheck
from ...types import Response


def _get_kwargs(
    plan_type: CheckPlanPlanType,
    plan_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/plans/{plan_type}/{plan_id}/check".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OnePlanCheck | None:
    if response.status_code == 200:
        response_200 = OnePlanCheck.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OnePlanCheck]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: CheckPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OnePlanCheck]:
    """Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
    outcome, passed…

     Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
        outcome, passed ones included: ``{planId, planType, hook, rulesetId, blocked, outcomes:
    [{ruleId,
        ruleName, category, checkLevel, enforcement, passed, message}]}``. Nothing changes. A shop-
    scoped
        caller checks a plan whose lines are all at its shops (403 otherwise, as for the plan's
    activity).

        For agents: use it to tell the person what the organization's rules say about a plan before
        validating it; ``blocked`` true means a BLOCK rule fails now.

    Args:
        plan_type (CheckPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlanCheck]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: CheckPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OnePlanCheck | None:
    """Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
    outcome, passed…

     Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
        outcome, passed ones included: ``{planId, planType, hook, rulesetId, blocked, outcomes:
    [{ruleId,
        ruleName, category, checkLevel, enforcement, passed, message}]}``. Nothing changes. A shop-
    scoped
        caller checks a plan whose lines are all at its shops (403 otherwise, as for the plan's
    activity).

        For agents: use it to tell the person what the organization's rules say about a plan before
        validating it; ``blocked`` true means a BLOCK rule fails now.

    Args:
        plan_type (CheckPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlanCheck
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    plan_type: CheckPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OnePlanCheck]:
    """Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
    outcome, passed…

     Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
        outcome, passed ones included: ``{planId, planType, hook, rulesetId, blocked, outcomes:
    [{ruleId,
        ruleName, category, checkLevel, enforcement, passed, message}]}``. Nothing changes. A shop-
    scoped
        caller checks a plan whose lines are all at its shops (403 otherwise, as for the plan's
    activity).

        For agents: use it to tell the person what the organization's rules say about a plan before
        validating it; ``blocked`` true means a BLOCK rule fails now.

    Args:
        plan_type (CheckPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnePlanCheck]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: CheckPlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OnePlanCheck | None:
    """Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
    outcome, passed…

     Run the plan's MANUAL_CHECK rules (its ruleset, else the organization's default) and answer every
        outcome, passed ones included: ``{planId, planType, hook, rulesetId, blocked, outcomes:
    [{ruleId,
        ruleName, category, checkLevel, enforcement, passed, message}]}``. Nothing changes. A shop-
    scoped
        caller checks a plan whose lines are all at its shops (403 otherwise, as for the plan's
    activity).

        For agents: use it to tell the person what the organization's rules say about a plan before
        validating it; ``blocked`` true means a BLOCK rule fails now.

    Args:
        plan_type (CheckPlanPlanType): plan type
        plan_id (str): plan id

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnePlanCheck
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
        )
    ).parsed
