"""Organization provisioning: a new, empty tenant and its first service-account token.

Used by the internal route ``POST /api/data-platform/organizations`` (ops tooling, tests, demos) so
that nobody writes tenants into the table by hand. The organization gets no human member: its first
token carries every permission (domain/permissions.py) and can create narrower tokens, or members can
be added once sign-in exists for it.
"""

from __future__ import annotations

import uuid
from typing import Any

from inventory_planning.domain.permissions import ALL_PERMISSIONS
from inventory_planning.domain.tokens import CreatedVia
from inventory_planning.kernel.errors import InvalidInput, field_error
from inventory_planning.store import account as accounts
from inventory_planning.store.models import OrganizationItem, ServiceAccountTokenItem

NAME_MAX_LENGTH = 255
FIRST_TOKEN_NAME = "provisioning"  # noqa: S105 - a token's display name, not a secret
FIRST_TOKEN_DESCRIPTION = "First token of the organization, created at provisioning (every permission)"  # noqa: S105
CREATED_BY_KIND = "internal"


def organization_name(name: Any) -> str:
    """``name`` stripped of surrounding whitespace, if it is a string of 1..255 characters then.

    Raises:
        InvalidInput: 422 naming ``name`` (code ``required``, ``type`` or ``too_long``).
    """
    if name is None:
        raise InvalidInput([field_error("name", "name is required", "required")])
    if not isinstance(name, str):
        raise InvalidInput([field_error("name", "name must be a string", "type")])
    stripped = name.strip()
    if not stripped:
        raise InvalidInput([field_error("name", "name must not be empty", "required")])
    if len(stripped) > NAME_MAX_LENGTH:
        raise InvalidInput([field_error("name", f"name must be at most {NAME_MAX_LENGTH} characters", "too_long")])
    return stripped


def get_organization(organization_id: str) -> OrganizationItem | None:
    """The organization record (its name, ...), or None when it does not exist."""
    return accounts.get_organization(organization_id)


def provision_organization(name: str, *, actor: str) -> tuple[OrganizationItem, str, ServiceAccountTokenItem]:
    """Create a new organization and its first service-account token, holding every permission.

    Args:
        name: the organization's display name; stored stripped, 1..255 characters.
        actor: who provisions it, e.g. the internal token's service name; recorded as the token's
            ``createdBy`` (``createdByKind`` ``internal``).

    Returns:
        ``(organization record, plaintext token, token record)``. The plaintext
        (``svc_sa_`` + 43 characters) is returned here only: the store keeps its SHA-256.

    Raises:
        InvalidInput: 422 naming ``name`` (missing, empty after stripping, not a string, or longer
            than 255 characters); nothing is written.
        ValueError: ``actor`` is empty (a caller's mistake, not the client's).

    The organization id is a fresh UUIDv4. The organization and the token are two writes: if the
    second failed, an organization without any token would remain, which nobody can reach (the
    caller provisions again).
    """
    if not actor:
        raise ValueError("actor is required")
    clean = organization_name(name)
    organization_id = str(uuid.uuid4())
    organization = accounts.create_organization(organization_id, clean)
    record, plaintext = accounts.create_token(
        organization_id,
        FIRST_TOKEN_NAME,
        FIRST_TOKEN_DESCRIPTION,
        sorted(ALL_PERMISSIONS),
        None,
        actor,
        via=CreatedVia(CREATED_BY_KIND),
    )
    return organization, plaintext, record
