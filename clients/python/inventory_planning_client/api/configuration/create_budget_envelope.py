from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.budget_envelope_create import BudgetEnvelopeCreate
from ...models.error_envelope import ErrorEnvelope
from ...models.one_budget_envelope import OneBudgetEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BudgetEnvelopeCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/budget-envelopes",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    if response.status_code == 201:
        response_201 = OneBudgetEnvelope.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION…

     Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
        BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

        Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
        period already has an envelope for this scope and value.

    Args:
        idempotency_key (str | Unset):
        body (BudgetEnvelopeCreate): Body of POST /api/budget-envelopes.

            ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null
            or
            absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy
            family code,
            1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or
            numeric
            string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
            document states the scope rule too (``if``/``then``/``else``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneBudgetEnvelope]
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
    body: BudgetEnvelopeCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION…

     Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
        BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

        Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
        period already has an envelope for this scope and value.

    Args:
        idempotency_key (str | Unset):
        body (BudgetEnvelopeCreate): Body of POST /api/budget-envelopes.

            ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null
            or
            absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy
            family code,
            1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or
            numeric
            string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
            document states the scope rule too (``if``/``then``/``else``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneBudgetEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION…

     Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
        BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

        Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
        period already has an envelope for this scope and value.

    Args:
        idempotency_key (str | Unset):
        body (BudgetEnvelopeCreate): Body of POST /api/budget-envelopes.

            ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null
            or
            absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy
            family code,
            1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or
            numeric
            string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
            document states the scope rule too (``if``/``then``/``else``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneBudgetEnvelope]
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
    body: BudgetEnvelopeCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    """Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
    BRAND or COLLECTION…

     Create a budget envelope (201) for an existing planning period and a scope: TOTAL (no value),
        BRAND or COLLECTION (an id of the organization) or DEPARTMENT (a code).

        Errors: 422 for an unknown period, brand or collection; 409 BUDGET_ENVELOPE_DUPLICATE when the
        period already has an envelope for this scope and value.

    Args:
        idempotency_key (str | Unset):
        body (BudgetEnvelopeCreate): Body of POST /api/budget-envelopes.

            ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null
            or
            absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy
            family code,
            1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or
            numeric
            string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
            document states the scope rule too (``if``/``then``/``else``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneBudgetEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
