from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.change_tagging_rule import ChangeTaggingRule
from ...models.error_envelope import ErrorEnvelope
from ...models.one_tagging_rule import OneTaggingRule
from ...types import Response


def _get_kwargs(
    rule_id: str,
    *,
    body: ChangeTaggingRule,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/tagging-rules/{rule_id}".format(
            rule_id=quote(str(rule_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneTaggingRule | None:
    if response.status_code == 200:
        response_200 = OneTaggingRule.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneTaggingRule]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    rule_id: str,
    *,
    client: AuthenticatedClient,
    body: ChangeTaggingRule,
) -> Response[ErrorEnvelope | OneTaggingRule]:
    """Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
    Deactivating it…

     Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
        Deactivating it, or moving it to another tag or entity type, removes its assignments at once.

    Args:
        rule_id (str): record id
        body (ChangeTaggingRule): Body of PATCH /api/tagging-rules/{id}: the fields to change
            (conditions and scope whole). Absent:
            unchanged; null clears ``description`` and is refused for every other field (422), as on
            the other
            PATCH routes (a rule always has a name, a tag, conditions, a scope, a propagation and a
            state).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTaggingRule]
    """

    kwargs = _get_kwargs(
        rule_id=rule_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    rule_id: str,
    *,
    client: AuthenticatedClient,
    body: ChangeTaggingRule,
) -> ErrorEnvelope | OneTaggingRule | None:
    """Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
    Deactivating it…

     Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
        Deactivating it, or moving it to another tag or entity type, removes its assignments at once.

    Args:
        rule_id (str): record id
        body (ChangeTaggingRule): Body of PATCH /api/tagging-rules/{id}: the fields to change
            (conditions and scope whole). Absent:
            unchanged; null clears ``description`` and is refused for every other field (422), as on
            the other
            PATCH routes (a rule always has a name, a tag, conditions, a scope, a propagation and a
            state).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTaggingRule
    """

    return sync_detailed(
        rule_id=rule_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    rule_id: str,
    *,
    client: AuthenticatedClient,
    body: ChangeTaggingRule,
) -> Response[ErrorEnvelope | OneTaggingRule]:
    """Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
    Deactivating it…

     Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
        Deactivating it, or moving it to another tag or entity type, removes its assignments at once.

    Args:
        rule_id (str): record id
        body (ChangeTaggingRule): Body of PATCH /api/tagging-rules/{id}: the fields to change
            (conditions and scope whole). Absent:
            unchanged; null clears ``description`` and is refused for every other field (422), as on
            the other
            PATCH routes (a rule always has a name, a tag, conditions, a scope, a propagation and a
            state).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTaggingRule]
    """

    kwargs = _get_kwargs(
        rule_id=rule_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    rule_id: str,
    *,
    client: AuthenticatedClient,
    body: ChangeTaggingRule,
) -> ErrorEnvelope | OneTaggingRule | None:
    """Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
    Deactivating it…

     Change fields of a rule (conditions and scope are replaced whole; the result is checked whole).
        Deactivating it, or moving it to another tag or entity type, removes its assignments at once.

    Args:
        rule_id (str): record id
        body (ChangeTaggingRule): Body of PATCH /api/tagging-rules/{id}: the fields to change
            (conditions and scope whole). Absent:
            unchanged; null clears ``description`` and is refused for every other field (422), as on
            the other
            PATCH routes (a rule always has a name, a tag, conditions, a scope, a propagation and a
            state).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTaggingRule
    """

    return (
        await asyncio_detailed(
            rule_id=rule_id,
            client=client,
            body=body,
        )
    ).parsed
