from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_own_file_ingestions_file_type_type_0 import (
    ListOwnFileIngestionsFileTypeType0,
)
from ...models.list_own_file_ingestions_status_type_0 import (
    ListOwnFileIngestionsStatusType0,
)
from ...models.page_of_file_ingestion_record import PageOfFileIngestionRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListOwnFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListOwnFileIngestionsFileTypeType0 | None | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/file-ingestions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfFileIngestionRecord | None:
    if response.status_code == 200:
        response_200 = PageOfFileIngestionRecord.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

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
) -> Response[ErrorEnvelope | PageOfFileIngestionRecord]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListOwnFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListOwnFileIngestionsFileTypeType0 | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfFileIngestionRecord]:
    """The caller's organization's files, newest first, with their status, load statistics and
    rejection reasons…

     The caller's organization's files, newest first, with their status, load statistics and
        rejection reasons: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListOwnFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListOwnFileIngestionsFileTypeType0 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfFileIngestionRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        file_type=file_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListOwnFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListOwnFileIngestionsFileTypeType0 | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfFileIngestionRecord | None:
    """The caller's organization's files, newest first, with their status, load statistics and
    rejection reasons…

     The caller's organization's files, newest first, with their status, load statistics and
        rejection reasons: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListOwnFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListOwnFileIngestionsFileTypeType0 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfFileIngestionRecord
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        status=status,
        file_type=file_type,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListOwnFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListOwnFileIngestionsFileTypeType0 | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfFileIngestionRecord]:
    """The caller's organization's files, newest first, with their status, load statistics and
    rejection reasons…

     The caller's organization's files, newest first, with their status, load statistics and
        rejection reasons: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListOwnFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListOwnFileIngestionsFileTypeType0 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfFileIngestionRecord]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        status=status,
        file_type=file_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    status: ListOwnFileIngestionsStatusType0 | None | Unset = UNSET,
    file_type: ListOwnFileIngestionsFileTypeType0 | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfFileIngestionRecord | None:
    """The caller's organization's files, newest first, with their status, load statistics and
    rejection reasons…

     The caller's organization's files, newest first, with their status, load statistics and
        rejection reasons: ``{success, data, page, pageSize, total}``.

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        status (ListOwnFileIngestionsStatusType0 | None | Unset): UPLOADED, INGESTED, ERROR or
            DELETED
        file_type (ListOwnFileIngestionsFileTypeType0 | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfFileIngestionRecord
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            status=status,
            file_type=file_type,
        )
    ).parsed
