from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.file_ingestion_list import FileIngestionList
from ...models.list_file_ingestions_file_type_type_0 import (
    ListFileIngestionsFileTypeType0,
)
from ...models.list_file_ingestions_status_type_0 import (
    ListFileIngestionsStatusType0,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    organization_id: str,
    status: ListFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListFileIngestionsFileTypeType0 | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["organizationId"] = organization_id

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_file_type: None | str | Unset
    if isinstance(file_type, Unset):
        json_file_type = UNSET
    elif isinstance(file_type, str):
        json_file_type = file_type
    else:
        json_file_type = file_type
    params["fileType"] = json_file_type

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/data-platform/file-ingestions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | FileIngestionList | None:
    if response.status_code == 200:
        response_200 = FileIngestionList.from_dict(response.json())

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
) -> Response[ErrorEnvelope | FileIngestionList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListFileIngestionsFileTypeType0 | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | FileIngestionList]:
    """The organization's records, newest first: ``{success, data, limit, offset, total}``.

     The organization's records, newest first: ``{success, data, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        status (ListFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListFileIngestionsFileTypeType0 | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | FileIngestionList]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        status=status,
        file_type=file_type,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListFileIngestionsFileTypeType0 | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorEnvelope | FileIngestionList | None:
    """The organization's records, newest first: ``{success, data, limit, offset, total}``.

     The organization's records, newest first: ``{success, data, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        status (ListFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListFileIngestionsFileTypeType0 | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | FileIngestionList
    """

    return sync_detailed(
        client=client,
        organization_id=organization_id,
        status=status,
        file_type=file_type,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListFileIngestionsFileTypeType0 | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | FileIngestionList]:
    """The organization's records, newest first: ``{success, data, limit, offset, total}``.

     The organization's records, newest first: ``{success, data, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        status (ListFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListFileIngestionsFileTypeType0 | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | FileIngestionList]
    """

    kwargs = _get_kwargs(
        organization_id=organization_id,
        status=status,
        file_type=file_type,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListFileIngestionsFileTypeType0 | None | Unset = UNSET,
    limit: int | Unset = 50,
    offset: int | Unset = 0,
) -> ErrorEnvelope | FileIngestionList | None:
    """The organization's records, newest first: ``{success, data, limit, offset, total}``.

     The organization's records, newest first: ``{success, data, limit, offset, total}``.

    Args:
        organization_id (str): the tenant
        status (ListFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListFileIngestionsFileTypeType0 | None | Unset):
        limit (int | Unset):  Default: 50.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | FileIngestionList
    """

    return (
        await asyncio_detailed(
            client=client,
            organization_id=organization_id,
            status=status,
            file_type=file_type,
            limit=limit,
            offset=offset,
        )
    ).parsed
