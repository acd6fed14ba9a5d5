from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.done import Done
from ...models.error_envelope import ErrorEnvelope
from ...models.metric_patch import MetricPatch
from ...types import Response


def _get_kwargs(
    metric_id: str,
    *,
    body: MetricPatch,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/intelligence-layer/metrics/{metric_id}".format(
            metric_id=quote(str(metric_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Done | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = Done.from_dict(response.json())

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
) -> Response[Done | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    metric_id: str,
    *,
    client: AuthenticatedClient,
    body: MetricPatch,
) -> Response[Done | ErrorEnvelope]:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

     Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

        The patched definition is validated like a new one, against the catalogue with this metric
        replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
        404 when the metric does not exist, is GLOBAL, or is another organization's.

    Args:
        metric_id (str): record id
        body (MetricPatch): Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?,
            grain?, body?}``.

            ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
            ``scope`` cannot change; null values are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Done | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        metric_id=metric_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    metric_id: str,
    *,
    client: AuthenticatedClient,
    body: MetricPatch,
) -> Done | ErrorEnvelope | None:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

     Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

        The patched definition is validated like a new one, against the catalogue with this metric
        replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
        404 when the metric does not exist, is GLOBAL, or is another organization's.

    Args:
        metric_id (str): record id
        body (MetricPatch): Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?,
            grain?, body?}``.

            ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
            ``scope`` cannot change; null values are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Done | ErrorEnvelope
    """

    return sync_detailed(
        metric_id=metric_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    metric_id: str,
    *,
    client: AuthenticatedClient,
    body: MetricPatch,
) -> Response[Done | ErrorEnvelope]:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

     Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

        The patched definition is validated like a new one, against the catalogue with this metric
        replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
        404 when the metric does not exist, is GLOBAL, or is another organization's.

    Args:
        metric_id (str): record id
        body (MetricPatch): Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?,
            grain?, body?}``.

            ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
            ``scope`` cannot change; null values are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Done | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        metric_id=metric_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    metric_id: str,
    *,
    client: AuthenticatedClient,
    body: MetricPatch,
) -> Done | ErrorEnvelope | None:
    """Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

     Patch ``displayName``, ``grain`` and/or ``body`` (replaced whole) of an ORG metric: ``{success:
    true}``.

        The patched definition is validated like a new one, against the catalogue with this metric
        replaced (so a PATCH closing a cycle, or narrowing a grain another metric uses, is a 422).
        404 when the metric does not exist, is GLOBAL, or is another organization's.

    Args:
        metric_id (str): record id
        body (MetricPatch): Body of PATCH /api/intelligence-layer/metrics/{id}: ``{displayName?,
            grain?, body?}``.

            ``body`` replaces the stored body whole (a complete valid body, never merged). ``key`` and
            ``scope`` cannot change; null values are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Done | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            metric_id=metric_id,
            client=client,
            body=body,
        )
    ).parsed
