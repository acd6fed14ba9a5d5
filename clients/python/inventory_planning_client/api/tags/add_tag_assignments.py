from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.one_tags_assigned import OneTagsAssigned
from ...models.tag_assignments import TagAssignments
from ...types import Response


def _get_kwargs(
    tag_id: str,
    *,
    body: TagAssignments,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/tags/{tag_id}/assignments".format(
            tag_id=quote(str(tag_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OneTagsAssigned | None:
    if response.status_code == 200:
        response_200 = OneTagsAssigned.from_dict(response.json())

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
) -> Response[ErrorEnvelope | OneTagsAssigned]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagAssignments,
) -> Response[ErrorEnvelope | OneTagsAssigned]:
    """Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
    in the catalogue…

     Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
        in the catalogue and the type a target of the tag (422 naming them); a DATA tag is 409
    TAG_IS_DATA.

    Args:
        tag_id (str): tag id
        body (TagAssignments): POST and DELETE /api/tags/{id}/assignments: ``{entityType,
            entityIds}`` (1..500 ids, repeats dropped).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTagsAssigned]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagAssignments,
) -> ErrorEnvelope | OneTagsAssigned | None:
    """Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
    in the catalogue…

     Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
        in the catalogue and the type a target of the tag (422 naming them); a DATA tag is 409
    TAG_IS_DATA.

    Args:
        tag_id (str): tag id
        body (TagAssignments): POST and DELETE /api/tags/{id}/assignments: ``{entityType,
            entityIds}`` (1..500 ids, repeats dropped).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTagsAssigned
    """

    return sync_detailed(
        tag_id=tag_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagAssignments,
) -> Response[ErrorEnvelope | OneTagsAssigned]:
    """Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
    in the catalogue…

     Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
        in the catalogue and the type a target of the tag (422 naming them); a DATA tag is 409
    TAG_IS_DATA.

    Args:
        tag_id (str): tag id
        body (TagAssignments): POST and DELETE /api/tags/{id}/assignments: ``{entityType,
            entityIds}`` (1..500 ids, repeats dropped).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OneTagsAssigned]
    """

    kwargs = _get_kwargs(
        tag_id=tag_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tag_id: str,
    *,
    client: AuthenticatedClient,
    body: TagAssignments,
) -> ErrorEnvelope | OneTagsAssigned | None:
    """Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
    in the catalogue…

     Put a BUSINESS or MIXED tag by hand on ``entityIds`` (1..500) of ``entityType``: every id must be
        in the catalogue and the type a target of the tag (422 naming them); a DATA tag is 409
    TAG_IS_DATA.

    Args:
        tag_id (str): tag id
        body (TagAssignments): POST and DELETE /api/tags/{id}/assignments: ``{entityType,
            entityIds}`` (1..500 ids, repeats dropped).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OneTagsAssigned
    """

    return (
        await asyncio_detailed(
            tag_id=tag_id,
            client=client,
            body=body,
        )
    ).parsed
