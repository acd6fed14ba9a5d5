from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.approval_policy_update import ApprovalPolicyUpdate
from ...models.error_envelope import ErrorEnvelope
from ...models.one_approval_policy import OneApprovalPolicy
from ...types import Response


def _get_kwargs(
    policy_id: str,
    *,
    body: ApprovalPolicyUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/approval-policies/{policy_id}".format(
            policy_id=quote(str(policy_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneApprovalPolicy | None:
    if response.status_code == 200:
        response_200 = OneApprovalPolicy.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneApprovalPolicy]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalPolicyUpdate,
) -> Response[ErrorEnvelope | OneApprovalPolicy]:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

     Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

        An update that changes nothing writes nothing (no audit entry). 404 when missing or another
        organization's.

    Args:
        policy_id (str): record id
        body (ApprovalPolicyUpdate): Body of PUT /api/approval-policies/{id}: any subset of
            :data:`POLICY_EDITABLE`.

            Only supplied fields change. ``actionFamily`` may be set to null (every family); any other
            field
            given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
            endpoint) or any field SPEC does not list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApprovalPolicy]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    policy_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalPolicyUpdate,
) -> ErrorEnvelope | OneApprovalPolicy | None:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

     Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

        An update that changes nothing writes nothing (no audit entry). 404 when missing or another
        organization's.

    Args:
        policy_id (str): record id
        body (ApprovalPolicyUpdate): Body of PUT /api/approval-policies/{id}: any subset of
            :data:`POLICY_EDITABLE`.

            Only supplied fields change. ``actionFamily`` may be set to null (every family); any other
            field
            given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
            endpoint) or any field SPEC does not list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApprovalPolicy
    """

    return sync_detailed(
        policy_id=policy_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    policy_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalPolicyUpdate,
) -> Response[ErrorEnvelope | OneApprovalPolicy]:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

     Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

        An update that changes nothing writes nothing (no audit entry). 404 when missing or another
        organization's.

    Args:
        policy_id (str): record id
        body (ApprovalPolicyUpdate): Body of PUT /api/approval-policies/{id}: any subset of
            :data:`POLICY_EDITABLE`.

            Only supplied fields change. ``actionFamily`` may be set to null (every family); any other
            field
            given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
            endpoint) or any field SPEC does not list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneApprovalPolicy]
    """

    kwargs = _get_kwargs(
        policy_id=policy_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    policy_id: str,
    *,
    client: AuthenticatedClient,
    body: ApprovalPolicyUpdate,
) -> ErrorEnvelope | OneApprovalPolicy | None:
    """Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

     Change the supplied fields of a policy (isActive excluded); ``updatedBy`` becomes the caller.

        An update that changes nothing writes nothing (no audit entry). 404 when missing or another
        organization's.

    Args:
        policy_id (str): record id
        body (ApprovalPolicyUpdate): Body of PUT /api/approval-policies/{id}: any subset of
            :data:`POLICY_EDITABLE`.

            Only supplied fields change. ``actionFamily`` may be set to null (every family); any other
            field
            given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
            endpoint) or any field SPEC does not list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneApprovalPolicy
    """

    return (
        await asyncio_detailed(
            policy_id=policy_id,
            client=client,
            body=body,
        )
    ).parsed
