from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alert_fields import AlertFields
from ...models.error_envelope import ErrorEnvelope
from ...models.one_alert import OneAlert
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AlertFields,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/alerts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneAlert | None:
    if response.status_code == 201:
        response_201 = OneAlert.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneAlert]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AlertFields,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneAlert]:
    """Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
    rules), over a…

     Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
        rules), over a perimeter, against a threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with
        approachPercentage, or FORECASTED_THRESHOLD with forecastDays), at a check level, with a
    frequency
        and recipients: the data platform's record and checks (422 naming the fields). A shop-scoped
        caller names its own shops in storesIds.

        For agents: watch stock-outs or low stock and get an instance per matching group after each
        nightly run, e.g. ``{"name": "Low stock", "riskType": "STOCKOUT", "operator":
    "GREATER_OR_EQUAL",
        "threshold": 0.7}``.

    Args:
        idempotency_key (str | Unset):
        body (AlertFields): What an alert watches, where, when it fires and who hears of it
            (docs/data-platform.md "Alerts").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlert]
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
    body: AlertFields,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneAlert | None:
    """Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
    rules), over a…

     Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
        rules), over a perimeter, against a threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with
        approachPercentage, or FORECASTED_THRESHOLD with forecastDays), at a check level, with a
    frequency
        and recipients: the data platform's record and checks (422 naming the fields). A shop-scoped
        caller names its own shops in storesIds.

        For agents: watch stock-outs or low stock and get an instance per matching group after each
        nightly run, e.g. ``{"name": "Low stock", "riskType": "STOCKOUT", "operator":
    "GREATER_OR_EQUAL",
        "threshold": 0.7}``.

    Args:
        idempotency_key (str | Unset):
        body (AlertFields): What an alert watches, where, when it fires and who hears of it
            (docs/data-platform.md "Alerts").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlert
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AlertFields,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneAlert]:
    """Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
    rules), over a…

     Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
        rules), over a perimeter, against a threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with
        approachPercentage, or FORECASTED_THRESHOLD with forecastDays), at a check level, with a
    frequency
        and recipients: the data platform's record and checks (422 naming the fields). A shop-scoped
        caller names its own shops in storesIds.

        For agents: watch stock-outs or low stock and get an instance per matching group after each
        nightly run, e.g. ``{"name": "Low stock", "riskType": "STOCKOUT", "operator":
    "GREATER_OR_EQUAL",
        "threshold": 0.7}``.

    Args:
        idempotency_key (str | Unset):
        body (AlertFields): What an alert watches, where, when it fires and who hears of it
            (docs/data-platform.md "Alerts").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAlert]
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
    body: AlertFields,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneAlert | None:
    """Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
    rules), over a…

     Define an alert of the organization: a metric of the catalogue or a risk type (and/or tag
        rules), over a perimeter, against a threshold (THRESHOLD_REACHED, THRESHOLD_APPROACHING with
        approachPercentage, or FORECASTED_THRESHOLD with forecastDays), at a check level, with a
    frequency
        and recipients: the data platform's record and checks (422 naming the fields). A shop-scoped
        caller names its own shops in storesIds.

        For agents: watch stock-outs or low stock and get an instance per matching group after each
        nightly run, e.g. ``{"name": "Low stock", "riskType": "STOCKOUT", "operator":
    "GREATER_OR_EQUAL",
        "threshold": 0.7}``.

    Args:
        idempotency_key (str | Unset):
        body (AlertFields): What an alert watches, where, when it fires and who hears of it
            (docs/data-platform.md "Alerts").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAlert
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
