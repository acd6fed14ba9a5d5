from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_file_ingestion_record import OneFileIngestionRecord
from ...models.organization_only import OrganizationOnly
from ...types import Response


def _get_kwargs(
    file_id: str,
    *,
    body: OrganizationOnly,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/file-ingestions/{file_id}/reprocess".format(
            file_id=quote(str(file_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneFileIngestionRecord | None:
    if response.status_code == 202:
        response_202 = OneFileIngestionRecord.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneFileIngestionRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    file_id: str,
    *,
    client: AuthenticatedClient,
    body: OrganizationOnly,
) -> Response[ErrorEnvelope | OneFileIngestionRecord]:
    """Load the stored file again (after an ingestion spec was added, for example): 202 with the
    record…

     Load the stored file again (after an ingestion spec was added, for example): 202 with the
        record (``reprocessRequestedAt`` set); the worker's attempt then shows in ``attempts``,
        ``status``, ``stats`` and ``error``. The facts of the first load are replaced, not doubled.

    Args:
        file_id (str):
        body (OrganizationOnly): A body naming only the organization (internal routes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneFileIngestionRecord]
    """

    kwargs = _get_kwargs(
        file_id=file_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    file_id: str,
    *,
    client: AuthenticatedClient,
    body: OrganizationOnly,
) -> ErrorEnvelope | OneFileIngestionRecord | None:
    """Load the stored file again (after an ingestion spec was added, for example): 202 with the
    record…

     Load the stored file again (after an ingestion spec was added, for example): 202 with the
        record (``reprocessRequestedAt`` set); the worker's attempt then shows in ``attempts``,
        ``status``, ``stats`` and ``error``. The facts of the first load are replaced, not doubled.

    Args:
        file_id (str):
        body (OrganizationOnly): A body naming only the organization (internal routes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneFileIngestionRecord
    """

    return sync_detailed(
        file_id=file_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    file_id: str,
    *,
    client: AuthenticatedClient,
    body: OrganizationOnly,
) -> Response[ErrorEnvelope | OneFileIngestionRecord]:
    """Load the stored file again (after an ingestion spec was added, for example): 202 with the
    record…

     Load the stored file again (after an ingestion spec was added, for example): 202 with the
        record (``reprocessRequestedAt`` set); the worker's attempt then shows in ``attempts``,
        ``status``, ``stats`` and ``error``. The facts of the first load are replaced, not doubled.

    Args:
        file_id (str):
        body (OrganizationOnly): A body naming only the organization (internal routes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneFileIngestionRecord]
    """

    kwargs = _get_kwargs(
        file_id=file_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    file_id: str,
    *,
    client: AuthenticatedClient,
    body: OrganizationOnly,
) -> ErrorEnvelope | OneFileIngestionRecord | None:
    """Load the stored file again (after an ingestion spec was added, for example): 202 with the
    record…

     Load the stored file again (after an ingestion spec was added, for example): 202 with the
        record (``reprocessRequestedAt`` set); the worker's attempt then shows in ``attempts``,
        ``status``, ``stats`` and ``error``. The facts of the first load are replaced, not doubled.

    Args:
        file_id (str):
        body (OrganizationOnly): A body naming only the organization (internal routes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneFileIngestionRecord
    """

    return (
        await asyncio_detailed(
            file_id=file_id,
            client=client,
            body=body,
        )
    ).parsed
