from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.ingestion_spec_body import IngestionSpecBody
from ...models.one_ingestion_spec import OneIngestionSpec
from ...types import UNSET, Response, Unset


def _get_kwargs(
    organization_id: str,
    *,
    body: IngestionSpecBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/organizations/{organization_id}/ingestion-specs".format(
            organization_id=quote(str(organization_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneIngestionSpec | None:
    if response.status_code == 201:
        response_201 = OneIngestionSpec.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneIngestionSpec]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: IngestionSpecBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneIngestionSpec]:
    """Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

     Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

    Args:
        organization_id (str): the tenant
        idempotency_key (str | Unset):
        body (IngestionSpecBody): Body of POST/PUT .../ingestion-specs: a retailer's headers
            mapped onto a canonical dataset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneIngestionSpec]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: IngestionSpecBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneIngestionSpec | None:
    """Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

     Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

    Args:
        organization_id (str): the tenant
        idempotency_key (str | Unset):
        body (IngestionSpecBody): Body of POST/PUT .../ingestion-specs: a retailer's headers
            mapped onto a canonical dataset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneIngestionSpec
    """

    return sync_detailed(
        organization_id=organization_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: IngestionSpecBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneIngestionSpec]:
    """Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

     Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

    Args:
        organization_id (str): the tenant
        idempotency_key (str | Unset):
        body (IngestionSpecBody): Body of POST/PUT .../ingestion-specs: a retailer's headers
            mapped onto a canonical dataset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneIngestionSpec]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    organization_id: str,
    *,
    client: AuthenticatedClient,
    body: IngestionSpecBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneIngestionSpec | None:
    """Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

     Map a retailer's headers onto a canonical dataset; files dropped afterwards are read with it.

    Args:
        organization_id (str): the tenant
        idempotency_key (str | Unset):
        body (IngestionSpecBody): Body of POST/PUT .../ingestion-specs: a retailer's headers
            mapped onto a canonical dataset.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneIngestionSpec
    """

    return (
        await asyncio_detailed(
            organization_id=organization_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
