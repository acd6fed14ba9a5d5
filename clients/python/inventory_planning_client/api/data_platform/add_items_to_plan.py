from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_items_to_plan import AddItemsToPlan
from ...models.error_envelope import ErrorEnvelope
from ...models.one_add_items_result import OneAddItemsResult
from ...types import Response


def _get_kwargs(
    *,
    body: AddItemsToPlan,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/workflow-actions/add-items-to-plan",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneAddItemsResult | None:
    if response.status_code == 200:
        response_200 = OneAddItemsResult.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneAddItemsResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AddItemsToPlan,
) -> Response[ErrorEnvelope | OneAddItemsResult]:
    """Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
    own: a bad one is…

     Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
        own: a bad one is skipped and listed in ``errors`` as ``{index, errorCode, message, field}``;
        ``workflowRunId`` is the audit source reference of every item written; when it names a workflow
        run of the organization, the actor is that run's workflow (``WORKFLOW <workflow id>``).

    Args:
        body (AddItemsToPlan): POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC):
            ``{planType: "RESTOCK",
            organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own;
            a bad
            one is skipped and reported, never fails the whole request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAddItemsResult]
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
    body: AddItemsToPlan,
) -> ErrorEnvelope | OneAddItemsResult | None:
    """Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
    own: a bad one is…

     Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
        own: a bad one is skipped and listed in ``errors`` as ``{index, errorCode, message, field}``;
        ``workflowRunId`` is the audit source reference of every item written; when it names a workflow
        run of the organization, the actor is that run's workflow (``WORKFLOW <workflow id>``).

    Args:
        body (AddItemsToPlan): POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC):
            ``{planType: "RESTOCK",
            organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own;
            a bad
            one is skipped and reported, never fails the whole request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAddItemsResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AddItemsToPlan,
) -> Response[ErrorEnvelope | OneAddItemsResult]:
    """Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
    own: a bad one is…

     Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
        own: a bad one is skipped and listed in ``errors`` as ``{index, errorCode, message, field}``;
        ``workflowRunId`` is the audit source reference of every item written; when it names a workflow
        run of the organization, the actor is that run's workflow (``WORKFLOW <workflow id>``).

    Args:
        body (AddItemsToPlan): POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC):
            ``{planType: "RESTOCK",
            organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own;
            a bad
            one is skipped and reported, never fails the whole request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneAddItemsResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: AddItemsToPlan,
) -> ErrorEnvelope | OneAddItemsResult | None:
    """Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
    own: a bad one is…

     Add or refresh restock items of a DRAFT plan for a workflow (SPEC). Each item is checked on its
        own: a bad one is skipped and listed in ``errors`` as ``{index, errorCode, message, field}``;
        ``workflowRunId`` is the audit source reference of every item written; when it names a workflow
        run of the organization, the actor is that run's workflow (``WORKFLOW <workflow id>``).

    Args:
        body (AddItemsToPlan): POST /api/data-platform/workflow-actions/add-items-to-plan (SPEC):
            ``{planType: "RESTOCK",
            organizationId, planId, items[1..500], workflowRunId?}``. Each item is checked on its own;
            a bad
            one is skipped and reported, never fails the whole request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneAddItemsResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
