import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_audit_log_entries_entity_type_type_0 import (
    ListAuditLogEntriesEntityTypeType0,
)
from ...models.page_of_audit_entry import PageOfAuditEntry
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    entity_type: ListAuditLogEntriesEntityTypeType0 | None | Unset = UNSET,
    entity_id: None | str | Unset = UNSET,
    from_: datetime.date | datetime.datetime | None | Unset = UNSET,
    to: datetime.date | datetime.datetime | None | Unset = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["page"] = page

    params["pageSize"] = page_size

    json_entity_type: None | str | Unset
    if isinstance(entity_type, Unset):
        json_entity_type = UNSET
    elif isinstance(entity_type, str):
        json_entity_type = entity_type
    else:
        json_entity_type = entity_type
    params["entityType"] = json_entity_type

    json_entity_id: None | str | Unset
    if isinstance(entity_id, Unset):
        json_entity_id = UNSET
    else:
        json_entity_id = entity_id
    params["entityId"] = json_entity_id

    json_from_: None | str | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    elif isinstance(from_, datetime.datetime):
        json_from_ = from_.isoformat()
    elif isinstance(from_, datetime.date):
        json_from_ = from_.isoformat()
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: None | str | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    elif isinstance(to, datetime.datetime):
        json_to = to.isoformat()
    elif isinstance(to, datetime.date):
        json_to = to.isoformat()
    else:
        json_to = to
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/intelligence-layer/audit-log",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PageOfAuditEntry | None:
    if response.status_code == 200:
        response_200 = PageOfAuditEntry.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PageOfAuditEntry]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    entity_type: ListAuditLogEntriesEntityTypeType0 | None | Unset = UNSET,
    entity_id: None | str | Unset = UNSET,
    from_: datetime.date | datetime.datetime | None | Unset = UNSET,
    to: datetime.date | datetime.datetime | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfAuditEntry]:
    """Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

     Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

        Each entry: ``{id, organizationId, occurredAt, actorKind (USER | API_TOKEN | WORKFLOW | SYSTEM),
        actorId, action (CREATE | UPDATE | STATUS_CHANGE | DELETE, and for plans ITEM_ADDED |
    ITEM_UPDATED
        | ITEM_REMOVED | APPROVAL_REQUESTED | APPROVED | REJECTED | EXPIRED), entityType, entityId,
    parent,
        changedFields, before, after, reason, rules, sourceRef}`` (the last three are set on plan
    entries).
        Filters: ``entityType``; ``entityId`` (needs ``entityType``); ``from``/``to`` as a date
        (whole UTC day) or a date-time with an offset, at most ``MAX_RANGE_DAYS`` days apart
    (``params.time_range``).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        entity_type (ListAuditLogEntriesEntityTypeType0 | None | Unset):
        entity_id (None | str | Unset):
        from_ (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            to)
        to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day) or
            an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            from)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfAuditEntry]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        entity_type=entity_type,
        entity_id=entity_id,
        from_=from_,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    entity_type: ListAuditLogEntriesEntityTypeType0 | None | Unset = UNSET,
    entity_id: None | str | Unset = UNSET,
    from_: datetime.date | datetime.datetime | None | Unset = UNSET,
    to: datetime.date | datetime.datetime | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfAuditEntry | None:
    """Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

     Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

        Each entry: ``{id, organizationId, occurredAt, actorKind (USER | API_TOKEN | WORKFLOW | SYSTEM),
        actorId, action (CREATE | UPDATE | STATUS_CHANGE | DELETE, and for plans ITEM_ADDED |
    ITEM_UPDATED
        | ITEM_REMOVED | APPROVAL_REQUESTED | APPROVED | REJECTED | EXPIRED), entityType, entityId,
    parent,
        changedFields, before, after, reason, rules, sourceRef}`` (the last three are set on plan
    entries).
        Filters: ``entityType``; ``entityId`` (needs ``entityType``); ``from``/``to`` as a date
        (whole UTC day) or a date-time with an offset, at most ``MAX_RANGE_DAYS`` days apart
    (``params.time_range``).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        entity_type (ListAuditLogEntriesEntityTypeType0 | None | Unset):
        entity_id (None | str | Unset):
        from_ (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            to)
        to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day) or
            an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            from)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfAuditEntry
    """

    return sync_detailed(
        client=client,
        page=page,
        page_size=page_size,
        entity_type=entity_type,
        entity_id=entity_id,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    entity_type: ListAuditLogEntriesEntityTypeType0 | None | Unset = UNSET,
    entity_id: None | str | Unset = UNSET,
    from_: datetime.date | datetime.datetime | None | Unset = UNSET,
    to: datetime.date | datetime.datetime | None | Unset = UNSET,
) -> Response[ErrorEnvelope | PageOfAuditEntry]:
    """Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

     Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

        Each entry: ``{id, organizationId, occurredAt, actorKind (USER | API_TOKEN | WORKFLOW | SYSTEM),
        actorId, action (CREATE | UPDATE | STATUS_CHANGE | DELETE, and for plans ITEM_ADDED |
    ITEM_UPDATED
        | ITEM_REMOVED | APPROVAL_REQUESTED | APPROVED | REJECTED | EXPIRED), entityType, entityId,
    parent,
        changedFields, before, after, reason, rules, sourceRef}`` (the last three are set on plan
    entries).
        Filters: ``entityType``; ``entityId`` (needs ``entityType``); ``from``/``to`` as a date
        (whole UTC day) or a date-time with an offset, at most ``MAX_RANGE_DAYS`` days apart
    (``params.time_range``).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        entity_type (ListAuditLogEntriesEntityTypeType0 | None | Unset):
        entity_id (None | str | Unset):
        from_ (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            to)
        to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day) or
            an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            from)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PageOfAuditEntry]
    """

    kwargs = _get_kwargs(
        page=page,
        page_size=page_size,
        entity_type=entity_type,
        entity_id=entity_id,
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    entity_type: ListAuditLogEntriesEntityTypeType0 | None | Unset = UNSET,
    entity_id: None | str | Unset = UNSET,
    from_: datetime.date | datetime.datetime | None | Unset = UNSET,
    to: datetime.date | datetime.datetime | None | Unset = UNSET,
) -> ErrorEnvelope | PageOfAuditEntry | None:
    """Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

     Audit entries of the configuration area and of plans, newest first: ``{success, data, page,
    pageSize, total}``.

        Each entry: ``{id, organizationId, occurredAt, actorKind (USER | API_TOKEN | WORKFLOW | SYSTEM),
        actorId, action (CREATE | UPDATE | STATUS_CHANGE | DELETE, and for plans ITEM_ADDED |
    ITEM_UPDATED
        | ITEM_REMOVED | APPROVAL_REQUESTED | APPROVED | REJECTED | EXPIRED), entityType, entityId,
    parent,
        changedFields, before, after, reason, rules, sourceRef}`` (the last three are set on plan
    entries).
        Filters: ``entityType``; ``entityId`` (needs ``entityType``); ``from``/``to`` as a date
        (whole UTC day) or a date-time with an offset, at most ``MAX_RANGE_DAYS`` days apart
    (``params.time_range``).

    Args:
        page (int | Unset): 1-indexed page number Default: 1.
        page_size (int | Unset): rows per page, 1..100 Default: 20.
        entity_type (ListAuditLogEntriesEntityTypeType0 | None | Unset):
        entity_id (None | str | Unset):
        from_ (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day)
            or an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            to)
        to (datetime.date | datetime.datetime | None | Unset): YYYY-MM-DD (the whole UTC day) or
            an RFC 3339 date-time with an offset; inclusive; 1900-01-01..2999-12-31; with the other
            end of its range, a range covers at most 3660 days, both ends included (between this and
            from)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PageOfAuditEntry
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            page_size=page_size,
            entity_type=entity_type,
            entity_id=entity_id,
            from_=from_,
            to=to,
        )
    ).parsed
