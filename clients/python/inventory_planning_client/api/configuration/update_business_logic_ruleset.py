from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_ruleset_summary import OneRulesetSummary
from ...models.ruleset_update import RulesetUpdate
from ...types import Response


def _get_kwargs(
    ruleset_id: str,
    *,
    body: RulesetUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/business-logic-rulesets/{ruleset_id}".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneRulesetSummary | None:
    if response.status_code == 200:
        response_200 = OneRulesetSummary.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneRulesetSummary]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RulesetUpdate,
) -> Response[ErrorEnvelope | OneRulesetSummary]:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
    organization's…

     Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
        organization's default (the previous one loses the flag; ``false`` is a 422: make another the
        default). Rules are not changed here.

        For agents: plans that name no ruleset (``ruleGroupId``) use the default from their next change
        or check; plans that name one keep it.

    Args:
        ruleset_id (str): record id
        body (RulesetUpdate): Body of PATCH /api/business-logic-rulesets/{id}: ``{name?,
            description?, tags?, isDefault?}``
            (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's
            default
            (the previous default loses the flag in the same write); ``false`` is refused: make
            another the
            default instead, so the organization always keeps one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneRulesetSummary]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RulesetUpdate,
) -> ErrorEnvelope | OneRulesetSummary | None:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
    organization's…

     Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
        organization's default (the previous one loses the flag; ``false`` is a 422: make another the
        default). Rules are not changed here.

        For agents: plans that name no ruleset (``ruleGroupId``) use the default from their next change
        or check; plans that name one keep it.

    Args:
        ruleset_id (str): record id
        body (RulesetUpdate): Body of PATCH /api/business-logic-rulesets/{id}: ``{name?,
            description?, tags?, isDefault?}``
            (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's
            default
            (the previous default loses the flag in the same write); ``false`` is refused: make
            another the
            default instead, so the organization always keeps one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneRulesetSummary
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RulesetUpdate,
) -> Response[ErrorEnvelope | OneRulesetSummary]:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
    organization's…

     Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
        organization's default (the previous one loses the flag; ``false`` is a 422: make another the
        default). Rules are not changed here.

        For agents: plans that name no ruleset (``ruleGroupId``) use the default from their next change
        or check; plans that name one keep it.

    Args:
        ruleset_id (str): record id
        body (RulesetUpdate): Body of PATCH /api/business-logic-rulesets/{id}: ``{name?,
            description?, tags?, isDefault?}``
            (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's
            default
            (the previous default loses the flag in the same write); ``false`` is refused: make
            another the
            default instead, so the organization always keeps one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneRulesetSummary]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RulesetUpdate,
) -> ErrorEnvelope | OneRulesetSummary | None:
    """Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
    organization's…

     Change ``name``, ``description`` and/or ``tags``; ``isDefault: true`` makes this ruleset the
        organization's default (the previous one loses the flag; ``false`` is a 422: make another the
        default). Rules are not changed here.

        For agents: plans that name no ruleset (``ruleGroupId``) use the default from their next change
        or check; plans that name one keep it.

    Args:
        ruleset_id (str): record id
        body (RulesetUpdate): Body of PATCH /api/business-logic-rulesets/{id}: ``{name?,
            description?, tags?, isDefault?}``
            (limits of ``RulesetCreate``). ``isDefault: true`` makes this ruleset the organization's
            default
            (the previous default loses the flag in the same write); ``false`` is refused: make
            another the
            default instead, so the organization always keeps one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneRulesetSummary
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            client=client,
            body=body,
        )
    ).parsed
