from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.onedictstr_any import OnedictstrAny
from ...models.rule_body import RuleBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset_id: str,
    *,
    body: RuleBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/business-logic-rulesets/{ruleset_id}/rules".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OnedictstrAny | None:
    if response.status_code == 201:
        response_201 = OnedictstrAny.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OnedictstrAny]:
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
    body: RuleBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnedictstrAny]:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

     Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

        Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
        409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.

    Args:
        ruleset_id (str): record id
        idempotency_key (str | Unset):
        body (RuleBody): Body of POST /api/business-logic-rulesets/{id}/rules and PUT
            .../rules/{ruleId}: a Rule
            (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path
            (PUT).

            A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``,
            so it
            can be used in a path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnedictstrAny]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RuleBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnedictstrAny | None:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

     Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

        Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
        409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.

    Args:
        ruleset_id (str): record id
        idempotency_key (str | Unset):
        body (RuleBody): Body of POST /api/business-logic-rulesets/{id}/rules and PUT
            .../rules/{ruleId}: a Rule
            (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path
            (PUT).

            A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``,
            so it
            can be used in a path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnedictstrAny
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RuleBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OnedictstrAny]:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

     Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

        Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
        409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.

    Args:
        ruleset_id (str): record id
        idempotency_key (str | Unset):
        body (RuleBody): Body of POST /api/business-logic-rulesets/{id}/rules and PUT
            .../rules/{ruleId}: a Rule
            (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path
            (PUT).

            A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``,
            so it
            can be used in a path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OnedictstrAny]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    *,
    client: AuthenticatedClient,
    body: RuleBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OnedictstrAny | None:
    """Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

     Add a rule (201 with the rule). ``id`` is optional (a UUID is assigned); at most 100 rules.

        Errors: 404 ruleset; 409 RULE_ID_DUPLICATE when the ruleset has a rule with that id;
        409 RULE_LIMIT_REACHED at 100 rules; 422 for an invalid rule.

    Args:
        ruleset_id (str): record id
        idempotency_key (str | Unset):
        body (RuleBody): Body of POST /api/business-logic-rulesets/{id}/rules and PUT
            .../rules/{ruleId}: a Rule
            (docs/business-rules.md) whose ``id`` the server assigns (POST) or takes from the path
            (PUT).

            A client-chosen id (e.g. ``MIN_MARKDOWN_RATE``) is 1..255 letters, digits and ``_ . : -``,
            so it
            can be used in a path.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OnedictstrAny
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
