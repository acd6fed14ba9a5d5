from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.log_page import LogPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    run_id: str,
    *,
    organization_id: str,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["organizationId"] = organization_id

    params["page"] = page

    params["pageSize"] = page_size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/data-platform/sandbox-ingest-runs/{run_id}/logs".format(
            run_id=quote(str(run_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | LogPage | None:
    if response.status_code == 200:
        response_200 = LogPage.from_dict(response.json())

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
) -> Response[ErrorEnvelope | LogPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
) -> Response[ErrorEnvelope | LogPage]:
    """A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

     A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

    Args:
        run_id (str):
        organization_id (str): the tenant
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | LogPage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        organization_id=organization_id,
        page=page,
        page_size=page_size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    run_id: str,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
) -> ErrorEnvelope | LogPage | None:
    """A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

     A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

    Args:
        run_id (str):
        organization_id (str): the tenant
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | LogPage
    """

    return sync_detailed(
        run_id=run_id,
        client=client,
        organization_id=organization_id,
        page=page,
        page_size=page_size,
    ).parsed


async def asyncio_detailed(
    run_id: str,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
) -> Response[ErrorEnvelope | LogPage]:
    """A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

     A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

    Args:
        run_id (str):
        organization_id (str): the tenant
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | LogPage]
    """

    kwargs = _get_kwargs(
        run_id=run_id,
        organization_id=organization_id,
        page=page,
        page_size=page_size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    run_id: str,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    page: int | Unset = 1,
    page_size: int | Unset = 100,
) -> ErrorEnvelope | LogPage | None:
    """A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

     A page of the run's logs, oldest first, with the total and the entries dropped at the cap.

    Args:
        run_id (str):
        organization_id (str): the tenant
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | LogPage
    """

    return (
        await asyncio_detailed(
            run_id=run_id,
            client=client,
            organization_id=organization_id,
            page=page,
            page_size=page_size,
        )
    ).parsed
