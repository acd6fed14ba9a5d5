from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_org_list_entry_listtype import CreateOrgListEntryListtype
from ...models.error_envelope import ErrorEnvelope
from ...models.one_org_list_entry import OneOrgListEntry
from ...models.org_list_entry_create import OrgListEntryCreate
from ...types import UNSET, Response, Unset


def _get_kwargs(
    list_type: CreateOrgListEntryListtype,
    *,
    body: OrgListEntryCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/org-lists/{list_type}/entries".format(
            list_type=quote(str(list_type), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneOrgListEntry | None:
    if response.status_code == 201:
        response_201 = OneOrgListEntry.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneOrgListEntry]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    list_type: CreateOrgListEntryListtype,
    *,
    client: AuthenticatedClient,
    body: OrgListEntryCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneOrgListEntry]:
    """Add a value to an org list (201 with the entry).

     Add a value to an org list (201 with the entry).

        SUPPLIER_BLACKLIST and BRAND_RESTRICTION values are UUIDs (stored lower-case);
    RETURN_REASON_CODE
        values are upper-cased. Errors: 422 for a value of the wrong form; 409 ORG_LIST_ENTRY_DUPLICATE
        when the list already holds the value, also when two requests add it at the same time (the
        uniqueness guard is a conditional write). The audit entry names the caller (user or API token).

    Args:
        list_type (CreateOrgListEntryListtype): SUPPLIER_BLACKLIST, BRAND_RESTRICTION or
            RETURN_REASON_CODE
        idempotency_key (str | Unset):
        body (OrgListEntryCreate): Body of POST /api/org-lists/{listType}/entries: ``{value
            1..255, metadata?: object}``.

            ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the
            list:
            see :func:`normalise_list_value`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneOrgListEntry]
    """

    kwargs = _get_kwargs(
        list_type=list_type,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    list_type: CreateOrgListEntryListtype,
    *,
    client: AuthenticatedClient,
    body: OrgListEntryCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneOrgListEntry | None:
    """Add a value to an org list (201 with the entry).

     Add a value to an org list (201 with the entry).

        SUPPLIER_BLACKLIST and BRAND_RESTRICTION values are UUIDs (stored lower-case);
    RETURN_REASON_CODE
        values are upper-cased. Errors: 422 for a value of the wrong form; 409 ORG_LIST_ENTRY_DUPLICATE
        when the list already holds the value, also when two requests add it at the same time (the
        uniqueness guard is a conditional write). The audit entry names the caller (user or API token).

    Args:
        list_type (CreateOrgListEntryListtype): SUPPLIER_BLACKLIST, BRAND_RESTRICTION or
            RETURN_REASON_CODE
        idempotency_key (str | Unset):
        body (OrgListEntryCreate): Body of POST /api/org-lists/{listType}/entries: ``{value
            1..255, metadata?: object}``.

            ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the
            list:
            see :func:`normalise_list_value`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneOrgListEntry
    """

    return sync_detailed(
        list_type=list_type,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    list_type: CreateOrgListEntryListtype,
    *,
    client: AuthenticatedClient,
    body: OrgListEntryCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneOrgListEntry]:
    """Add a value to an org list (201 with the entry).

     Add a value to an org list (201 with the entry).

        SUPPLIER_BLACKLIST and BRAND_RESTRICTION values are UUIDs (stored lower-case);
    RETURN_REASON_CODE
        values are upper-cased. Errors: 422 for a value of the wrong form; 409 ORG_LIST_ENTRY_DUPLICATE
        when the list already holds the value, also when two requests add it at the same time (the
        uniqueness guard is a conditional write). The audit entry names the caller (user or API token).

    Args:
        list_type (CreateOrgListEntryListtype): SUPPLIER_BLACKLIST, BRAND_RESTRICTION or
            RETURN_REASON_CODE
        idempotency_key (str | Unset):
        body (OrgListEntryCreate): Body of POST /api/org-lists/{listType}/entries: ``{value
            1..255, metadata?: object}``.

            ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the
            list:
            see :func:`normalise_list_value`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneOrgListEntry]
    """

    kwargs = _get_kwargs(
        list_type=list_type,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    list_type: CreateOrgListEntryListtype,
    *,
    client: AuthenticatedClient,
    body: OrgListEntryCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneOrgListEntry | None:
    """Add a value to an org list (201 with the entry).

     Add a value to an org list (201 with the entry).

        SUPPLIER_BLACKLIST and BRAND_RESTRICTION values are UUIDs (stored lower-case);
    RETURN_REASON_CODE
        values are upper-cased. Errors: 422 for a value of the wrong form; 409 ORG_LIST_ENTRY_DUPLICATE
        when the list already holds the value, also when two requests add it at the same time (the
        uniqueness guard is a conditional write). The audit entry names the caller (user or API token).

    Args:
        list_type (CreateOrgListEntryListtype): SUPPLIER_BLACKLIST, BRAND_RESTRICTION or
            RETURN_REASON_CODE
        idempotency_key (str | Unset):
        body (OrgListEntryCreate): Body of POST /api/org-lists/{listType}/entries: ``{value
            1..255, metadata?: object}``.

            ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the
            list:
            see :func:`normalise_list_value`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneOrgListEntry
    """

    return (
        await asyncio_detailed(
            list_type=list_type,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
