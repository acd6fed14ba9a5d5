from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.markdown_window_update import MarkdownWindowUpdate
from ...models.one_markdown_window import OneMarkdownWindow
from ...types import Response


def _get_kwargs(
    window_id: str,
    *,
    body: MarkdownWindowUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/markdown-calendars/{window_id}".format(
            window_id=quote(str(window_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneMarkdownWindow | None:
    if response.status_code == 200:
        response_200 = OneMarkdownWindow.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    window_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowUpdate,
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    """Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
    another…

     Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
        another organization's, 422 when the dates end before they start.

        For agents: change a window only on a person's request.

    Args:
        window_id (str): record id
        body (MarkdownWindowUpdate): Body of PATCH /api/markdown-calendars/{id}: any subset of
            :data:`EDITABLE`; absent fields stay,
            the three limits may be set to null (no limit), ``name`` and the dates may not. The window
            after
            the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``,
            ``range_errors``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMarkdownWindow]
    """

    kwargs = _get_kwargs(
        window_id=window_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    window_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowUpdate,
) -> ErrorEnvelope | OneMarkdownWindow | None:
    """Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
    another…

     Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
        another organization's, 422 when the dates end before they start.

        For agents: change a window only on a person's request.

    Args:
        window_id (str): record id
        body (MarkdownWindowUpdate): Body of PATCH /api/markdown-calendars/{id}: any subset of
            :data:`EDITABLE`; absent fields stay,
            the three limits may be set to null (no limit), ``name`` and the dates may not. The window
            after
            the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``,
            ``range_errors``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMarkdownWindow
    """

    return sync_detailed(
        window_id=window_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    window_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowUpdate,
) -> Response[ErrorEnvelope | OneMarkdownWindow]:
    """Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
    another…

     Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
        another organization's, 422 when the dates end before they start.

        For agents: change a window only on a person's request.

    Args:
        window_id (str): record id
        body (MarkdownWindowUpdate): Body of PATCH /api/markdown-calendars/{id}: any subset of
            :data:`EDITABLE`; absent fields stay,
            the three limits may be set to null (no limit), ``name`` and the dates may not. The window
            after
            the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``,
            ``range_errors``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneMarkdownWindow]
    """

    kwargs = _get_kwargs(
        window_id=window_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    window_id: str,
    *,
    client: AuthenticatedClient,
    body: MarkdownWindowUpdate,
) -> ErrorEnvelope | OneMarkdownWindow | None:
    """Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
    another…

     Change the supplied fields of a window (a limit set to null removes it); 404 when missing or
        another organization's, 422 when the dates end before they start.

        For agents: change a window only on a person's request.

    Args:
        window_id (str): record id
        body (MarkdownWindowUpdate): Body of PATCH /api/markdown-calendars/{id}: any subset of
            :data:`EDITABLE`; absent fields stay,
            the three limits may be set to null (no limit), ``name`` and the dates may not. The window
            after
            the change must still have ``endDate`` >= ``startDate`` (422 naming ``startDate``,
            ``range_errors``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneMarkdownWindow
    """

    return (
        await asyncio_detailed(
            window_id=window_id,
            client=client,
            body=body,
        )
    ).parsed
