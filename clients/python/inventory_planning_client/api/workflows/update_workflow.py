from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_workflow import OneWorkflow
from ...models.workflow_update import WorkflowUpdate
from ...types import Response


def _get_kwargs(
    workflow_id: str,
    *,
    body: WorkflowUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/workflows/{workflow_id}".format(
            workflow_id=quote(str(workflow_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneWorkflow | None:
    if response.status_code == 200:
        response_200 = OneWorkflow.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneWorkflow]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    body: WorkflowUpdate,
) -> Response[ErrorEnvelope | OneWorkflow]:
    """Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
    ``definition`` (validated…

     Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
        ``definition`` (validated again). An archived workflow is final: 409 WORKFLOW_ARCHIVED. A run in
        progress keeps the definition it started with.

    Args:
        workflow_id (str): workflow id
        body (WorkflowUpdate): PATCH /api/workflows/{id}: ``{name?, description?, status?,
            definition?}``; absent = unchanged, null refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflow]
    """

    kwargs = _get_kwargs(
        workflow_id=workflow_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    body: WorkflowUpdate,
) -> ErrorEnvelope | OneWorkflow | None:
    """Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
    ``definition`` (validated…

     Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
        ``definition`` (validated again). An archived workflow is final: 409 WORKFLOW_ARCHIVED. A run in
        progress keeps the definition it started with.

    Args:
        workflow_id (str): workflow id
        body (WorkflowUpdate): PATCH /api/workflows/{id}: ``{name?, description?, status?,
            definition?}``; absent = unchanged, null refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflow
    """

    return sync_detailed(
        workflow_id=workflow_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    body: WorkflowUpdate,
) -> Response[ErrorEnvelope | OneWorkflow]:
    """Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
    ``definition`` (validated…

     Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
        ``definition`` (validated again). An archived workflow is final: 409 WORKFLOW_ARCHIVED. A run in
        progress keeps the definition it started with.

    Args:
        workflow_id (str): workflow id
        body (WorkflowUpdate): PATCH /api/workflows/{id}: ``{name?, description?, status?,
            definition?}``; absent = unchanged, null refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflow]
    """

    kwargs = _get_kwargs(
        workflow_id=workflow_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    workflow_id: str,
    *,
    client: AuthenticatedClient,
    body: WorkflowUpdate,
) -> ErrorEnvelope | OneWorkflow | None:
    """Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
    ``definition`` (validated…

     Change ``name``, ``description``, ``status`` (draft | active | paused | archived) and/or
        ``definition`` (validated again). An archived workflow is final: 409 WORKFLOW_ARCHIVED. A run in
        progress keeps the definition it started with.

    Args:
        workflow_id (str): workflow id
        body (WorkflowUpdate): PATCH /api/workflows/{id}: ``{name?, description?, status?,
            definition?}``; absent = unchanged, null refused.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflow
    """

    return (
        await asyncio_detailed(
            workflow_id=workflow_id,
            client=client,
            body=body,
        )
    ).parsed
