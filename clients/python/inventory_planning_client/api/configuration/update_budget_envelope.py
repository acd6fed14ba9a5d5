from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.budget_envelope_update import BudgetEnvelopeUpdate
from ...models.error_envelope import ErrorEnvelope
from ...models.one_budget_envelope import OneBudgetEnvelope
from ...types import Response


def _get_kwargs(
    envelope_id: str,
    *,
    body: BudgetEnvelopeUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/budget-envelopes/{envelope_id}".format(
            envelope_id=quote(str(envelope_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    if response.status_code == 200:
        response_200 = OneBudgetEnvelope.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    envelope_id: str,
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeUpdate,
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422…

     Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
        other field is a 422 (delete and recreate to change the period or scope). 404 as above.

    Args:
        envelope_id (str): record id
        body (BudgetEnvelopeUpdate): Body of PUT /api/budget-envelopes/{id}: ``{amount?,
            currency?}``; nothing else may change
            (to change the period or the scope, delete the envelope and create another).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneBudgetEnvelope]
    """

    kwargs = _get_kwargs(
        envelope_id=envelope_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    envelope_id: str,
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeUpdate,
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422…

     Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
        other field is a 422 (delete and recreate to change the period or scope). 404 as above.

    Args:
        envelope_id (str): record id
        body (BudgetEnvelopeUpdate): Body of PUT /api/budget-envelopes/{id}: ``{amount?,
            currency?}``; nothing else may change
            (to change the period or the scope, delete the envelope and create another).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneBudgetEnvelope
    """

    return sync_detailed(
        envelope_id=envelope_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    envelope_id: str,
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeUpdate,
) -> Response[ErrorEnvelope | OneBudgetEnvelope]:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422…

     Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
        other field is a 422 (delete and recreate to change the period or scope). 404 as above.

    Args:
        envelope_id (str): record id
        body (BudgetEnvelopeUpdate): Body of PUT /api/budget-envelopes/{id}: ``{amount?,
            currency?}``; nothing else may change
            (to change the period or the scope, delete the envelope and create another).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneBudgetEnvelope]
    """

    kwargs = _get_kwargs(
        envelope_id=envelope_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    envelope_id: str,
    *,
    client: AuthenticatedClient,
    body: BudgetEnvelopeUpdate,
) -> ErrorEnvelope | OneBudgetEnvelope | None:
    """Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
    other field is a 422…

     Change ``amount`` (number or numeric string, returned as a number) and/or ``currency``; any
        other field is a 422 (delete and recreate to change the period or scope). 404 as above.

    Args:
        envelope_id (str): record id
        body (BudgetEnvelopeUpdate): Body of PUT /api/budget-envelopes/{id}: ``{amount?,
            currency?}``; nothing else may change
            (to change the period or the scope, delete the envelope and create another).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneBudgetEnvelope
    """

    return (
        await asyncio_detailed(
            envelope_id=envelope_id,
            client=client,
            body=body,
        )
    ).parsed
