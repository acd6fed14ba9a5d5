from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.plan_change_plan import PlanChangePlan
from ...models.plan_update import PlanUpdate
from ...models.update_plan_plan_type import UpdatePlanPlanType
from ...types import Response


def _get_kwargs(
    plan_type: UpdatePlanPlanType,
    plan_id: str,
    *,
    body: PlanUpdate,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/plans/{plan_type}/{plan_id}".format(
            plan_type=quote(str(plan_type), safe=""),
            plan_id=quote(str(plan_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PlanChangePlan | None:
    if response.status_code == 200:
        response_200 = PlanChangePlan.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = PlanChangePlan.from_dict(response.json())

        return response_202

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
) -> Response[ErrorEnvelope | PlanChangePlan]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    plan_type: UpdatePlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
) -> Response[ErrorEnvelope | PlanChangePlan]:
    """Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
    audit log (and is…

     Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
        audit log (and is the justification of an approval request).

        A status must be a next state of the type's machine (else 422 INVALID_STATUS_TRANSITION). BLOCK
        rules refuse it (409 BUSINESS_RULE_VIOLATION, ``details.rules``); WARN rules answer in
        ``businessRuleWarnings``. When an approval policy holds a gated move (RESTOCK and PRE_SEASON
        validation, SUPPLIER_RETURN's SENT, SUPPLIER_EXCHANGE's AGREED) or, family WORKFLOW, a
    workflow's
        validation of any type, the answer is 202 with ``approvalRequested`` and the status is
    unchanged.

        For agents: validating is ``{"status": "VALIDATED", "reason": "..."}`` on a DRAFT plan with
    lines;
        it commits the organization, so do it only when the person you act for asks. A 202 means a
    second
        person must approve (you cannot approve your own request); tell them, do not retry.

    Args:
        plan_type (UpdatePlanPlanType): plan type
        plan_id (str): plan id
        body (PlanUpdate): PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?,
            creditNoteAmount?, creditNoteRef?}``,
            applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500)
            goes to
            the audit log and, on an approval-gated move, becomes the approval request's
            justification.
            ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
            SUPPLIER_RETURN's move to CREDITED only (422 otherwise).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangePlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    plan_type: UpdatePlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
) -> ErrorEnvelope | PlanChangePlan | None:
    """Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
    audit log (and is…

     Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
        audit log (and is the justification of an approval request).

        A status must be a next state of the type's machine (else 422 INVALID_STATUS_TRANSITION). BLOCK
        rules refuse it (409 BUSINESS_RULE_VIOLATION, ``details.rules``); WARN rules answer in
        ``businessRuleWarnings``. When an approval policy holds a gated move (RESTOCK and PRE_SEASON
        validation, SUPPLIER_RETURN's SENT, SUPPLIER_EXCHANGE's AGREED) or, family WORKFLOW, a
    workflow's
        validation of any type, the answer is 202 with ``approvalRequested`` and the status is
    unchanged.

        For agents: validating is ``{"status": "VALIDATED", "reason": "..."}`` on a DRAFT plan with
    lines;
        it commits the organization, so do it only when the person you act for asks. A 202 means a
    second
        person must approve (you cannot approve your own request); tell them, do not retry.

    Args:
        plan_type (UpdatePlanPlanType): plan type
        plan_id (str): plan id
        body (PlanUpdate): PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?,
            creditNoteAmount?, creditNoteRef?}``,
            applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500)
            goes to
            the audit log and, on an approval-gated move, becomes the approval request's
            justification.
            ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
            SUPPLIER_RETURN's move to CREDITED only (422 otherwise).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangePlan
    """

    return sync_detailed(
        plan_type=plan_type,
        plan_id=plan_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    plan_type: UpdatePlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
) -> Response[ErrorEnvelope | PlanChangePlan]:
    """Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
    audit log (and is…

     Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
        audit log (and is the justification of an approval request).

        A status must be a next state of the type's machine (else 422 INVALID_STATUS_TRANSITION). BLOCK
        rules refuse it (409 BUSINESS_RULE_VIOLATION, ``details.rules``); WARN rules answer in
        ``businessRuleWarnings``. When an approval policy holds a gated move (RESTOCK and PRE_SEASON
        validation, SUPPLIER_RETURN's SENT, SUPPLIER_EXCHANGE's AGREED) or, family WORKFLOW, a
    workflow's
        validation of any type, the answer is 202 with ``approvalRequested`` and the status is
    unchanged.

        For agents: validating is ``{"status": "VALIDATED", "reason": "..."}`` on a DRAFT plan with
    lines;
        it commits the organization, so do it only when the person you act for asks. A 202 means a
    second
        person must approve (you cannot approve your own request); tell them, do not retry.

    Args:
        plan_type (UpdatePlanPlanType): plan type
        plan_id (str): plan id
        body (PlanUpdate): PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?,
            creditNoteAmount?, creditNoteRef?}``,
            applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500)
            goes to
            the audit log and, on an approval-gated move, becomes the approval request's
            justification.
            ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
            SUPPLIER_RETURN's move to CREDITED only (422 otherwise).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PlanChangePlan]
    """

    kwargs = _get_kwargs(
        plan_type=plan_type,
        plan_id=plan_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    plan_type: UpdatePlanPlanType,
    plan_id: str,
    *,
    client: AuthenticatedClient,
    body: PlanUpdate,
) -> ErrorEnvelope | PlanChangePlan | None:
    """Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
    audit log (and is…

     Change ``name``, ``notes`` (null clears) and ``status``, in that order; ``reason`` goes to the
        audit log (and is the justification of an approval request).

        A status must be a next state of the type's machine (else 422 INVALID_STATUS_TRANSITION). BLOCK
        rules refuse it (409 BUSINESS_RULE_VIOLATION, ``details.rules``); WARN rules answer in
        ``businessRuleWarnings``. When an approval policy holds a gated move (RESTOCK and PRE_SEASON
        validation, SUPPLIER_RETURN's SENT, SUPPLIER_EXCHANGE's AGREED) or, family WORKFLOW, a
    workflow's
        validation of any type, the answer is 202 with ``approvalRequested`` and the status is
    unchanged.

        For agents: validating is ``{"status": "VALIDATED", "reason": "..."}`` on a DRAFT plan with
    lines;
        it commits the organization, so do it only when the person you act for asks. A 202 means a
    second
        person must approve (you cannot approve your own request); tell them, do not retry.

    Args:
        plan_type (UpdatePlanPlanType): plan type
        plan_id (str): plan id
        body (PlanUpdate): PATCH /api/plans/{type}/{id}: ``{name?, notes?, status?, reason?,
            creditNoteAmount?, creditNoteRef?}``,
            applied in the order name, notes, status. ``notes`` null clears them; ``reason`` (<= 500)
            goes to
            the audit log and, on an approval-gated move, becomes the approval request's
            justification.
            ``creditNoteAmount`` (currency, >= 0, required) and ``creditNoteRef`` (optional) go with a
            SUPPLIER_RETURN's move to CREDITED only (422 otherwise).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PlanChangePlan
    """

    return (
        await asyncio_detailed(
            plan_type=plan_type,
            plan_id=plan_id,
            client=client,
            body=body,
        )
    ).parsed
