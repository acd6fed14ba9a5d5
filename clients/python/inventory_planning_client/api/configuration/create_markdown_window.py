from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.markdown_window_create import MarkdownWindowCreate
from ...models.one_markdown_window import OneMarkdownWindow
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MarkdownWindowCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/markdown-calendars",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneMarkdownWindow | None:
    if response.status_code == 201:
        response_201 = OneMarkdownWindow.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    """Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?…

     Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?,
        maxMarkdownsPerItem?}``, dates ``YYYY-MM-DD`` both included.

        For agents: a window allows markdowns between its dates within its limits; create one only when
    a
        person asks for a markdown period.

    Args:
        idempotency_key (str | Unset):
        body (MarkdownWindowCreate): Body of POST /api/markdown-calendars: ``{name 1..255,
            startDate, endDate (YYYY-MM-DD, endDate >=
            startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
            Unknown fields are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMarkdownWindow]
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
    body: MarkdownWindowCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMarkdownWindow | None:
    """Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?…

     Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?,
        maxMarkdownsPerItem?}``, dates ``YYYY-MM-DD`` both included.

        For agents: a window allows markdowns between its dates within its limits; create one only when
    a
        person asks for a markdown period.

    Args:
        idempotency_key (str | Unset):
        body (MarkdownWindowCreate): Body of POST /api/markdown-calendars: ``{name 1..255,
            startDate, endDate (YYYY-MM-DD, endDate >=
            startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
            Unknown fields are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMarkdownWindow
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    """Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?…

     Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?,
        maxMarkdownsPerItem?}``, dates ``YYYY-MM-DD`` both included.

        For agents: a window allows markdowns between its dates within its limits; create one only when
    a
        person asks for a markdown period.

    Args:
        idempotency_key (str | Unset):
        body (MarkdownWindowCreate): Body of POST /api/markdown-calendars: ``{name 1..255,
            startDate, endDate (YYYY-MM-DD, endDate >=
            startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
            Unknown fields are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMarkdownWindow]
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
    body: MarkdownWindowCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneMarkdownWindow | None:
    """Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?…

     Create a markdown window (201): ``{name, startDate, endDate, maxDiscountPct?, minMarginPct?,
        maxMarkdownsPerItem?}``, dates ``YYYY-MM-DD`` both included.

        For agents: a window allows markdowns between its dates within its limits; create one only when
    a
        person asks for a markdown period.

    Args:
        idempotency_key (str | Unset):
        body (MarkdownWindowCreate): Body of POST /api/markdown-calendars: ``{name 1..255,
            startDate, endDate (YYYY-MM-DD, endDate >=
            startDate), maxDiscountPct? 0..100, minMarginPct? -100..100, maxMarkdownsPerItem? >= 1}``.
            Unknown fields are refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMarkdownWindow
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
