from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_open_api_document_return import GetOpenApiDocumentReturn
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/openapi.json",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetOpenApiDocumentReturn | None:
    if response.status_code == 200:
        response_200 = GetOpenApiDocumentReturn.from_dict(response.json())

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
) -> Response[ErrorEnvelope | GetOpenApiDocumentReturn]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetOpenApiDocumentReturn]:
    """This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

     This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

        The bundled copy that ``make openapi`` writes beside the function; not cached by clients.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetOpenApiDocumentReturn]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetOpenApiDocumentReturn | None:
    """This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

     This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

        The bundled copy that ``make openapi`` writes beside the function; not cached by clients.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetOpenApiDocumentReturn
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetOpenApiDocumentReturn]:
    """This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

     This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

        The bundled copy that ``make openapi`` writes beside the function; not cached by clients.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetOpenApiDocumentReturn]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetOpenApiDocumentReturn | None:
    """This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

     This service's OpenAPI 3.1 document (the one /api/docs shows), to any caller with a token.

        The bundled copy that ``make openapi`` writes beside the function; not cached by clients.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetOpenApiDocumentReturn
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
