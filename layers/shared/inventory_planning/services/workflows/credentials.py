"""Workflow credentials (REFERENCE 7 "Credentials"; docs/automation.md "Webhooks, e-mails and
credentials"; docs/decisions/0038): create, list, read and delete them through the routes, and
decrypt one for a CALL_WEBHOOK, only for a host among its ``allowedHosts``
(domain/workflows/credential_hosts.py).

The secret fields are encrypted with KMS (``CREDENTIALS_KEY_ID``) under the encryption context
``{organizationId, credentialId}``: a ciphertext copied to another tenant's or credential's record
does not decrypt. No route returns them (:class:`~inventory_planning.domain.workflows.credentials.Credential`
has no secret field); only the webhook executor reads them (:func:`secret_of`), in the job worker.
"""

from __future__ import annotations

import json

from inventory_planning.domain.workflows.credential_hosts import CredentialHostRefused, allowed_hosts, check_host
from inventory_planning.domain.workflows.credentials import (
    Credential,
    CredentialCreate,
    CredentialSecret,
    shown,
)
from inventory_planning.domain.workflows.credentials import (
    secret_of as _secret_of,
)
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import InvalidInput, Missing, field_error
from inventory_planning.kernel.ids import new_id
from inventory_planning.store.workflows import credentials as store
from inventory_planning.store.workflows.credentials import CredentialUnreadable

WHAT = "Workflow credential"
MAX_SECRET_BYTES = 4_096
"""KMS encrypts at most 4 KiB of plaintext: the secret fields' JSON."""

__all__ = [
    "CredentialHostRefused",
    "CredentialUnreadable",
    "create_credential",
    "delete_credential",
    "get_credential",
    "list_credentials",
    "secret_of",
]


def create_credential(organization_id: str, actor: Actor, body: CredentialCreate) -> Credential:
    """Encrypt the body's secret fields and store the credential (201 of the route).

    Raises:
        InvalidInput: an ``allowedHosts`` entry is refused (422 naming ``allowedHosts[i]``), or the
            secret fields take more than 4,096 bytes of JSON (422 naming them).
        DuplicateValue: the name is taken (409 WORKFLOW_CREDENTIAL_DUPLICATE).
    """
    hosts = allowed_hosts(body.allowedHosts)
    secret = body.secret()
    size = len(json.dumps(secret, separators=(",", ":")).encode())
    if size > MAX_SECRET_BYTES:
        names = ", ".join(secret)
        raise InvalidInput(
            [field_error(name, f"{names} take {size} bytes; at most {MAX_SECRET_BYTES}", "too_large") for name in secret]
        )
    credential_id = new_id()
    record = {
        "id": credential_id,
        "name": body.name.strip(),
        "type": body.type,
        "headerName": body.headerName if body.type == "API_KEY" else None,
        "hint": body.hint(),
        "allowedHosts": list(hosts),
        "ciphertext": store.encrypt_secret(organization_id, credential_id, secret),
        "createdAt": clock.now_iso(),
        "createdBy": actor.id,
    }
    return shown(store.create_credential(organization_id, record, actor))


def list_credentials(organization_id: str, page: int, page_size: int) -> tuple[list[Credential], int]:
    """One page of the organization's credentials in creation order, and their total (no secret)."""
    rows, total = store.credentials_page(organization_id, page, page_size)
    return [shown(r) for r in rows], total


def get_credential(organization_id: str, credential_id: str) -> Credential:
    """One credential (no secret). Raises Missing (404) when missing or another organization's."""
    record = store.get_credential(organization_id, credential_id)
    if record is None:
        raise Missing(WHAT)
    return shown(record)


def delete_credential(organization_id: str, actor: Actor, credential_id: str) -> None:
    """Delete a credential (a webhook still naming it then fails with CREDENTIAL_NOT_FOUND).

    Raises:
        Missing: missing or another organization's (404).
    """
    if store.delete_credential(organization_id, credential_id, actor) is None:
        raise Missing(WHAT)


def secret_of(organization_id: str, credential_id: str, host: str) -> CredentialSecret:
    """The decrypted credential a webhook sends to ``host`` (the URL's host, as ``urlsplit`` reads it).
    The host is checked against the record's ``allowedHosts`` before anything is decrypted.

    Raises:
        Missing: no such credential in the organization.
        CredentialHostRefused: ``host`` is not among its ``allowedHosts`` (none: a record stored before them).
        CredentialUnreadable: KMS refused to decrypt it.
    """
    record = store.get_credential(organization_id, credential_id)
    if record is None:
        raise Missing(WHAT)
    check_host(credential_id, host, record.get("allowedHosts") or ())
    return _secret_of(record, store.decrypt_secret(organization_id, credential_id, record["ciphertext"]))
