from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_size_curve_import import OneSizeCurveImport
from ...models.size_curve_import_body import SizeCurveImportBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SizeCurveImportBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/size-curves/import",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneSizeCurveImport | None:
    if response.status_code == 201:
        response_201 = OneSizeCurveImport.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneSizeCurveImport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SizeCurveImportBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneSizeCurveImport]:
    """Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
    curve per brand…

     Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
        curve per brand; rejected rows are counted by reason and listed (``rowsRejected``,
        ``rejectedByReason``, ``rejectedRows``), and a brand whose rows do not add up to 100 is rejected
    whole.

        For agents: read ``rejectedRows`` back to the person; each names its line and reason.

    Args:
        idempotency_key (str | Unset):
        body (SizeCurveImportBody): Body of POST /api/size-curves/import: ``{csv, name?}``;
            ``csv`` the file's text with a header
            row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name
            (default
            ``Imported <date>``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneSizeCurveImport]
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
    body: SizeCurveImportBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneSizeCurveImport | None:
    """Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
    curve per brand…

     Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
        curve per brand; rejected rows are counted by reason and listed (``rowsRejected``,
        ``rejectedByReason``, ``rejectedRows``), and a brand whose rows do not add up to 100 is rejected
    whole.

        For agents: read ``rejectedRows`` back to the person; each names its line and reason.

    Args:
        idempotency_key (str | Unset):
        body (SizeCurveImportBody): Body of POST /api/size-curves/import: ``{csv, name?}``;
            ``csv`` the file's text with a header
            row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name
            (default
            ``Imported <date>``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneSizeCurveImport
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SizeCurveImportBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneSizeCurveImport]:
    """Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
    curve per brand…

     Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
        curve per brand; rejected rows are counted by reason and listed (``rowsRejected``,
        ``rejectedByReason``, ``rejectedRows``), and a brand whose rows do not add up to 100 is rejected
    whole.

        For agents: read ``rejectedRows`` back to the person; each names its line and reason.

    Args:
        idempotency_key (str | Unset):
        body (SizeCurveImportBody): Body of POST /api/size-curves/import: ``{csv, name?}``;
            ``csv`` the file's text with a header
            row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name
            (default
            ``Imported <date>``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneSizeCurveImport]
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
    body: SizeCurveImportBody,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneSizeCurveImport | None:
    """Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
    curve per brand…

     Import curves from CSV text (201): ``{csv, name?}`` with a header ``brandCode,size,percent``; one
        curve per brand; rejected rows are counted by reason and listed (``rowsRejected``,
        ``rejectedByReason``, ``rejectedRows``), and a brand whose rows do not add up to 100 is rejected
    whole.

        For agents: read ``rejectedRows`` back to the person; each names its line and reason.

    Args:
        idempotency_key (str | Unset):
        body (SizeCurveImportBody): Body of POST /api/size-curves/import: ``{csv, name?}``;
            ``csv`` the file's text with a header
            row ``brandCode,size,percent`` (at most 1,000,000 characters), ``name`` the curves' name
            (default
            ``Imported <date>``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneSizeCurveImport
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
