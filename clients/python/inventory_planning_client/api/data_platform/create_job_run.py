from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_job_run import OneJobRun
from ...models.start_job_run import StartJobRun
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: StartJobRun,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/data-platform/job-runs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneJobRun | None:
    if response.status_code == 201:
        response_201 = OneJobRun.from_dict(response.json())

        return response_201

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
) -> Response[ErrorEnvelope | OneJobRun]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: StartJobRun,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneJobRun]:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
    ``replay`` takes…

     Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
        ``replay`` takes ``from`` and ``to`` (required; its asOf is ``to``), ``reviewPeriodDays`` and
        ``policies``; another job given one of them, or a replay given ``asOf``, is a 422; so is
        ``pre-season-scenario`` (its runs are started by POST /api/pre-season-plans/{id}/scenarios).

    Args:
        idempotency_key (str | Unset):
        body (StartJobRun): Body of POST /api/data-platform/job-runs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneJobRun]
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
    body: StartJobRun,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneJobRun | None:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
    ``replay`` takes…

     Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
        ``replay`` takes ``from`` and ``to`` (required; its asOf is ``to``), ``reviewPeriodDays`` and
        ``policies``; another job given one of them, or a replay given ``asOf``, is a 422; so is
        ``pre-season-scenario`` (its runs are started by POST /api/pre-season-plans/{id}/scenarios).

    Args:
        idempotency_key (str | Unset):
        body (StartJobRun): Body of POST /api/data-platform/job-runs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneJobRun
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StartJobRun,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneJobRun]:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
    ``replay`` takes…

     Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
        ``replay`` takes ``from`` and ``to`` (required; its asOf is ``to``), ``reviewPeriodDays`` and
        ``policies``; another job given one of them, or a replay given ``asOf``, is a 422; so is
        ``pre-season-scenario`` (its runs are started by POST /api/pre-season-plans/{id}/scenarios).

    Args:
        idempotency_key (str | Unset):
        body (StartJobRun): Body of POST /api/data-platform/job-runs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneJobRun]
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
    body: StartJobRun,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneJobRun | None:
    """Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
    ``replay`` takes…

     Start a job run for one organization: ``{id, status: PENDING, ...}``; poll GET .../job-runs/{id}.
        ``replay`` takes ``from`` and ``to`` (required; its asOf is ``to``), ``reviewPeriodDays`` and
        ``policies``; another job given one of them, or a replay given ``asOf``, is a 422; so is
        ``pre-season-scenario`` (its runs are started by POST /api/pre-season-plans/{id}/scenarios).

    Args:
        idempotency_key (str | Unset):
        body (StartJobRun): Body of POST /api/data-platform/job-runs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneJobRun
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
