import datetime
from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_data_platform_plans_plan_type import (
    ListDataPlatformPlansPlanType,
)
from ...models.list_data_platform_plans_status_type_0 import (
    ListDataPlatformPlansStatusType0,
)
from ...models.one_data_platform_plans import OneDataPlatformPlans
from ...types import UNSET, Response, Unset


def _get_kwargs(
    plan_type: ListDataPlatformPlansPlanType,
    *,
    organization_id: str,
    status: ListDataPlatformPlansStatusType0 | None | Unset = UNSET,
    decided_after: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["organizationId"] = organization_id

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_decided_after: None | str | Unset
    if isinstance(decided_after, Unset):
        json_decided_after = UNSET
    elif isinstance(decided_after, datetime.datetime):
        json_decided_after = decided_after.isoformat()
    else:
        json_decided_after = decided_after
    params["decidedAfter"] = json_decided_after

    params["limit"] = limit

    params["offset"] = offset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/data-platform/plans/{plan_type}".format(
            plan_type=quote(str(plan_type), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneDataPlatformPlans | None:
    if response.status_code == 200:
        response_200 = OneDataPlatformPlans.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneDataPlatformPlans]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: ListDataPlatformPlansPlanType,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListDataPlatformPlansStatusType0 | None | Unset = UNSET,
    decided_after: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | OneDataPlatformPlans]:
    """A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
    keeps the plans…

     A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
        keeps the plans decided at or after that instant (REFERENCE 4.7: validated; a supplier return
        sent, an exchange agreed). A ``status`` the type does not have is a 422.

    Args:
        plan_type (ListDataPlatformPlansPlanType): plan type
        organization_id (str): the tenant
        status (ListDataPlatformPlansStatusType0 | None | Unset): one of the type's statuses (422
            otherwise)
        decided_after (datetime.datetime | None | Unset): ISO 8601 with offset, years 1900..2999
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneDataPlatformPlans]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        organization_id=organization_id,
        status=status,
        decided_after=decided_after,
        limit=limit,
        offset=offset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: ListDataPlatformPlansPlanType,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListDataPlatformPlansStatusType0 | None | Unset = UNSET,
    decided_after: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> ErrorEnvelope | OneDataPlatformPlans | None:
    """A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
    keeps the plans…

     A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
        keeps the plans decided at or after that instant (REFERENCE 4.7: validated; a supplier return
        sent, an exchange agreed). A ``status`` the type does not have is a 422.

    Args:
        plan_type (ListDataPlatformPlansPlanType): plan type
        organization_id (str): the tenant
        status (ListDataPlatformPlansStatusType0 | None | Unset): one of the type's statuses (422
            otherwise)
        decided_after (datetime.datetime | None | Unset): ISO 8601 with offset, years 1900..2999
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneDataPlatformPlans
    """

    return sync_detailed(
        plan_type=plan_type,
        client=client,
        organization_id=organization_id,
        status=status,
        decided_after=decided_after,
        limit=limit,
        offset=offset,
    ).parsed


async def asyncio_detailed(
    plan_type: ListDataPlatformPlansPlanType,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListDataPlatformPlansStatusType0 | None | Unset = UNSET,
    decided_after: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> Response[ErrorEnvelope | OneDataPlatformPlans]:
    """A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
    keeps the plans…

     A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
        keeps the plans decided at or after that instant (REFERENCE 4.7: validated; a supplier return
        sent, an exchange agreed). A ``status`` the type does not have is a 422.

    Args:
        plan_type (ListDataPlatformPlansPlanType): plan type
        organization_id (str): the tenant
        status (ListDataPlatformPlansStatusType0 | None | Unset): one of the type's statuses (422
            otherwise)
        decided_after (datetime.datetime | None | Unset): ISO 8601 with offset, years 1900..2999
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneDataPlatformPlans]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        organization_id=organization_id,
        status=status,
        decided_after=decided_after,
        limit=limit,
        offset=offset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: ListDataPlatformPlansPlanType,
    *,
    client: AuthenticatedClient,
    organization_id: str,
    status: ListDataPlatformPlansStatusType0 | None | Unset = UNSET,
    decided_after: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 100,
    offset: int | Unset = 0,
) -> ErrorEnvelope | OneDataPlatformPlans | None:
    """A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
    keeps the plans…

     A type's plans of one organization, newest first, with ``countsByStatus``; ``decidedAfter``
        keeps the plans decided at or after that instant (REFERENCE 4.7: validated; a supplier return
        sent, an exchange agreed). A ``status`` the type does not have is a 422.

    Args:
        plan_type (ListDataPlatformPlansPlanType): plan type
        organization_id (str): the tenant
        status (ListDataPlatformPlansStatusType0 | None | Unset): one of the type's statuses (422
            otherwise)
        decided_after (datetime.datetime | None | Unset): ISO 8601 with offset, years 1900..2999
        limit (int | Unset):  Default: 100.
        offset (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneDataPlatformPlans
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            client=client,
            organization_id=organization_id,
            status=status,
            decided_after=decided_after,
            limit=limit,
            offset=offset,
        )
    ).parsed
