from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.credential_create import CredentialCreate
from ...models.error_envelope import ErrorEnvelope
from ...models.one_workflow_credential import OneWorkflowCredential
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CredentialCreate,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/workflow-credentials",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneWorkflowCredential | None:
    if response.status_code == 201:
        response_201 = OneWorkflowCredential.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneWorkflowCredential]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CredentialCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneWorkflowCredential]:
    """Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
    | username and…

     Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
        | username and password | apiKey (and headerName)}``, exactly the fields of its type (422
        otherwise). ``allowedHosts`` (1..20; 422 naming ``allowedHosts[i]``) are the only hosts a
    webhook
        may send it to. The secret is encrypted with KMS under the organization and the credential and
        never returned. 409 WORKFLOW_CREDENTIAL_DUPLICATE when the name is taken.

    Args:
        idempotency_key (str | Unset):
        body (CredentialCreate): Body of POST /api/workflow-credentials: ``{name, type,
            allowedHosts, token? | username?,
            password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422
            otherwise).
            Each ``allowedHosts`` entry is checked strictly when the credential is created
            (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowCredential]
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
    body: CredentialCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneWorkflowCredential | None:
    """Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
    | username and…

     Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
        | username and password | apiKey (and headerName)}``, exactly the fields of its type (422
        otherwise). ``allowedHosts`` (1..20; 422 naming ``allowedHosts[i]``) are the only hosts a
    webhook
        may send it to. The secret is encrypted with KMS under the organization and the credential and
        never returned. 409 WORKFLOW_CREDENTIAL_DUPLICATE when the name is taken.

    Args:
        idempotency_key (str | Unset):
        body (CredentialCreate): Body of POST /api/workflow-credentials: ``{name, type,
            allowedHosts, token? | username?,
            password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422
            otherwise).
            Each ``allowedHosts`` entry is checked strictly when the credential is created
            (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowCredential
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CredentialCreate,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | OneWorkflowCredential]:
    """Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
    | username and…

     Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
        | username and password | apiKey (and headerName)}``, exactly the fields of its type (422
        otherwise). ``allowedHosts`` (1..20; 422 naming ``allowedHosts[i]``) are the only hosts a
    webhook
        may send it to. The secret is encrypted with KMS under the organization and the credential and
        never returned. 409 WORKFLOW_CREDENTIAL_DUPLICATE when the name is taken.

    Args:
        idempotency_key (str | Unset):
        body (CredentialCreate): Body of POST /api/workflow-credentials: ``{name, type,
            allowedHosts, token? | username?,
            password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422
            otherwise).
            Each ``allowedHosts`` entry is checked strictly when the credential is created
            (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneWorkflowCredential]
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
    body: CredentialCreate,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | OneWorkflowCredential | None:
    """Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
    | username and…

     Store a credential (201): ``{name, type BEARER_TOKEN | BASIC_AUTH | API_KEY, allowedHosts, token
        | username and password | apiKey (and headerName)}``, exactly the fields of its type (422
        otherwise). ``allowedHosts`` (1..20; 422 naming ``allowedHosts[i]``) are the only hosts a
    webhook
        may send it to. The secret is encrypted with KMS under the organization and the credential and
        never returned. 409 WORKFLOW_CREDENTIAL_DUPLICATE when the name is taken.

    Args:
        idempotency_key (str | Unset):
        body (CredentialCreate): Body of POST /api/workflow-credentials: ``{name, type,
            allowedHosts, token? | username?,
            password? | apiKey?, headerName? (API_KEY)}``: exactly the fields of ``type`` (422
            otherwise).
            Each ``allowedHosts`` entry is checked strictly when the credential is created
            (domain/workflows/credential_hosts.py; 422 naming ``allowedHosts[i]``).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneWorkflowCredential
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
