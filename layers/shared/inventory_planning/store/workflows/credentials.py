"""Storage of workflow credentials (docs/decisions/0038; docs/data-model.md).

One versioned record per credential (``store.dynamo.records``): pk ``ORG#<org>#CREDENTIAL``, sk the
credential id, ``{id, name, type, headerName, hint, allowedHosts, ciphertext, createdAt, createdBy}`` where
``ciphertext`` is the KMS ciphertext (base64) of the secret fields, bound to the organization and
the credential by the encryption context. The name is unique in the organization (guard
``WORKFLOWCREDENTIAL#<NAME>``). Audit entries (entityType WORKFLOW_CREDENTIAL) leave the ciphertext out.
"""

from __future__ import annotations

import base64
import json
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.kernel.actors import Actor
from inventory_planning.settings import get_workflow_settings
from inventory_planning.store import aws
from inventory_planning.store.dynamo import records

if TYPE_CHECKING:
    from botocore import exceptions as botocore_errors
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    botocore_errors = lazy("botocore.exceptions")  # with boto3, on first use

CREDENTIAL = records.Kind(
    "WORKFLOW_CREDENTIAL",
    "CREDENTIAL",
    guards=lambda r: [f"WORKFLOWCREDENTIAL#{r['name'].strip().upper()}"],
    audit_omits=("ciphertext",),
)


def create_credential(organization_id: str, record: dict[str, Any], actor: Actor) -> dict[str, Any]:
    """Store a new credential record with its name guard and CREATE audit entry.

    Raises:
        DuplicateValue: the name is taken (409 WORKFLOW_CREDENTIAL_DUPLICATE).
    """
    return records.create(organization_id, CREDENTIAL, record, actor)


def get_credential(organization_id: str, credential_id: str) -> dict[str, Any] | None:
    """The stored record (with its ciphertext), or None: missing or another organization's."""
    return records.get_record(organization_id, CREDENTIAL, credential_id)


def credentials_page(organization_id: str, page: int, page_size: int) -> tuple[list[dict[str, Any]], int]:
    """One page of the organization's credentials in creation order, and their total."""
    return records.list_page(organization_id, CREDENTIAL, page, page_size)


def delete_credential(organization_id: str, credential_id: str, actor: Actor) -> dict[str, Any] | None:
    """Delete a credential, free its name and audit it; None when it does not exist in this organization."""
    return records.delete(organization_id, CREDENTIAL, credential_id, actor)


# ------------------------------------------------------------------------------------------------
# KMS: the secret fields, bound to the organization and the credential (the encryption context)


class CredentialKeyMissing(RuntimeError):
    """CREDENTIALS_KEY_ID is not set in this function's environment (a deployment error)."""


class CredentialUnreadable(RuntimeError):
    """KMS refused to decrypt: the ciphertext belongs to another organization or credential, or the key is not usable."""


def kms_client() -> Any:
    """The KMS client (moto's endpoint locally); ``store.aws.clear()`` after a new mock."""
    return aws.client("kms")


def _key_id() -> str:
    key_id = get_workflow_settings().credentials_key_id
    if not key_id:
        raise CredentialKeyMissing("CREDENTIALS_KEY_ID is not set: workflow credentials cannot be encrypted")
    return key_id


def _context(organization_id: str, credential_id: str) -> dict[str, str]:
    return {"organizationId": organization_id, "credentialId": credential_id}


def encrypt_secret(organization_id: str, credential_id: str, secret: dict[str, str]) -> str:
    """The base64 KMS ciphertext of ``secret`` (JSON, at most 4,096 bytes), under the encryption
    context ``{organizationId, credentialId}``."""
    plaintext = json.dumps(secret, separators=(",", ":")).encode()
    blob = kms_client().encrypt(KeyId=_key_id(), Plaintext=plaintext, EncryptionContext=_context(organization_id, credential_id))
    return base64.b64encode(blob["CiphertextBlob"]).decode()


def decrypt_secret(organization_id: str, credential_id: str, ciphertext: str) -> dict[str, str]:
    """The secret fields of a stored ciphertext (decrypted with the same encryption context).

    Raises:
        CredentialUnreadable: KMS refused (another tenant's or credential's ciphertext, a disabled key).
    """
    try:
        answer = kms_client().decrypt(
            CiphertextBlob=base64.b64decode(ciphertext),
            EncryptionContext=_context(organization_id, credential_id),
            KeyId=_key_id(),
        )
    except botocore_errors.ClientError as error:
        raise CredentialUnreadable(error.response.get("Error", {}).get("Code", "KMS error")) from None
    secret: dict[str, str] = json.loads(answer["Plaintext"])
    return secret
