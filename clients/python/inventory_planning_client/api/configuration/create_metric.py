from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.metric_create import MetricCreate
from ...models.one_metric import OneMetric
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MetricCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/intelligence-layer/metrics",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneMetric | None:
    if response.status_code == 201:
        response_201 = OneMetric.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneMetric]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MetricCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMetric]:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

     Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

        Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
        cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
        409 METRIC_LIMIT_REACHED at 500 ORG metrics.

    Args:
        idempotency_key (str | Unset):
        body (MetricCreate): Body of POST /api/intelligence-layer/metrics: ``{key, displayName,
            grain, body}``.

            ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in
            the
            organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7
            distinct
            levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the
            organization
            comes from the token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMetric]
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
    body: MetricCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMetric | None:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

     Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

        Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
        cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
        409 METRIC_LIMIT_REACHED at 500 ORG metrics.

    Args:
        idempotency_key (str | Unset):
        body (MetricCreate): Body of POST /api/intelligence-layer/metrics: ``{key, displayName,
            grain, body}``.

            ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in
            the
            organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7
            distinct
            levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the
            organization
            comes from the token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMetric
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MetricCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMetric]:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

     Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

        Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
        cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
        409 METRIC_LIMIT_REACHED at 500 ORG metrics.

    Args:
        idempotency_key (str | Unset):
        body (MetricCreate): Body of POST /api/intelligence-layer/metrics: ``{key, displayName,
            grain, body}``.

            ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in
            the
            organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7
            distinct
            levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the
            organization
            comes from the token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMetric]
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
    body: MetricCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMetric | None:
    """Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

     Create an ORG metric (201 with its definition): ``{key, displayName, grain, body}``.

        Errors: 422 for a malformed body, a key already used (GLOBAL keys included), a grain the source
        cannot give, an unknown referenced metric or a reference cycle (``fieldErrors`` name the field);
        409 METRIC_LIMIT_REACHED at 500 ORG metrics.

    Args:
        idempotency_key (str | Unset):
        body (MetricCreate): Body of POST /api/intelligence-layer/metrics: ``{key, displayName,
            grain, body}``.

            ``key`` (UPPER_SNAKE, 1..64) names the metric in formulas and composites and is unique in
            the
            organization's catalogue (GLOBAL keys included); ``displayName`` 1..255; ``grain`` 1..7
            distinct
            levels; ``body`` one of the five forms of docs/metrics.md. Scope is ORG and the
            organization
            comes from the token.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMetric
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
