from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.enrich_product import EnrichProduct
from ...models.enrichment_queued import EnrichmentQueued
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    *,
    body: EnrichProduct,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/enrich-product",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EnrichmentQueued | ErrorEnvelope | None:
    if response.status_code == 202:
        response_202 = EnrichmentQueued.from_dict(response.json())

        return response_202

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
) -> Response[EnrichmentQueued | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EnrichProduct,
) -> Response[EnrichmentQueued | ErrorEnvelope]:
    """Queue the enrichment of one product (description, category tags, its delivered image):
    ``{success, message…

     Queue the enrichment of one product (description, category tags, its delivered image):
        ``{success, message, messageId, timestamp}``. GET /api/products/{id} shows its status and
    result.

    Args:
        body (EnrichProduct): Body of POST /api/enrich-product (SPEC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnrichmentQueued | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: EnrichProduct,
) -> EnrichmentQueued | ErrorEnvelope | None:
    """Queue the enrichment of one product (description, category tags, its delivered image):
    ``{success, message…

     Queue the enrichment of one product (description, category tags, its delivered image):
        ``{success, message, messageId, timestamp}``. GET /api/products/{id} shows its status and
    result.

    Args:
        body (EnrichProduct): Body of POST /api/enrich-product (SPEC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnrichmentQueued | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: EnrichProduct,
) -> Response[EnrichmentQueued | ErrorEnvelope]:
    """Queue the enrichment of one product (description, category tags, its delivered image):
    ``{success, message…

     Queue the enrichment of one product (description, category tags, its delivered image):
        ``{success, message, messageId, timestamp}``. GET /api/products/{id} shows its status and
    result.

    Args:
        body (EnrichProduct): Body of POST /api/enrich-product (SPEC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EnrichmentQueued | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: EnrichProduct,
) -> EnrichmentQueued | ErrorEnvelope | None:
    """Queue the enrichment of one product (description, category tags, its delivered image):
    ``{success, message…

     Queue the enrichment of one product (description, category tags, its delivered image):
        ``{success, message, messageId, timestamp}``. GET /api/products/{id} shows its status and
    result.

    Args:
        body (EnrichProduct): Body of POST /api/enrich-product (SPEC).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EnrichmentQueued | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
