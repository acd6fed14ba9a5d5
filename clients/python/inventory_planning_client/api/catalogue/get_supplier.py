from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_supplier import OneSupplier
from ...types import Response


def _get_kwargs(
    supplier_id: str,
) -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/suppliers/{supplier_id}".format(
            supplier_id=quote(str(supplier_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneSupplier | None:
    if response.status_code == 200:
        response_200 = OneSupplier.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneSupplier]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    supplier_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneSupplier]:
    """One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
    organization's.

     One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
        organization's.

        For agents: read it to name the supplier of a return or exchange plan back to the person.

    Args:
        supplier_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneSupplier]
    """

    kwargs = _get_kwargs(
        supplier_id=supplier_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    supplier_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneSupplier | None:
    """One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
    organization's.

     One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
        organization's.

        For agents: read it to name the supplier of a return or exchange plan back to the person.

    Args:
        supplier_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneSupplier
    """

    return sync_detailed(
        supplier_id=supplier_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    supplier_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | OneSupplier]:
    """One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
    organization's.

     One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
        organization's.

        For agents: read it to name the supplier of a return or exchange plan back to the person.

    Args:
        supplier_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneSupplier]
    """

    kwargs = _get_kwargs(
        supplier_id=supplier_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    supplier_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | OneSupplier | None:
    """One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
    organization's.

     One supplier with its number of ProductVariants; 404 SUPPLIER_NOT_FOUND when unknown or another
        organization's.

        For agents: read it to name the supplier of a return or exchange plan back to the person.

    Args:
        supplier_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneSupplier
    """

    return (
        await asyncio_detailed(
            supplier_id=supplier_id,
            client=client,
        )
    ).parsed
