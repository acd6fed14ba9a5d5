"""Idempotency records in the single table: Powertools' DynamoDB persistence layer, keyed by organization.

Powertools' ``DynamoDBPersistenceLayer`` puts every record under one static partition key
(``idempotency#<function>``) with the key's hash as the sort key. Here every key of the table starts
with the organization, so :class:`OrgIdempotencyStore` overrides only how a Powertools idempotency key
becomes a table key: the caller (``inventory_planning.api.idempotency``) passes
``ORG#<org>#IDEMPOTENCY`` as Powertools' key prefix, Powertools appends ``#<sha256 of the scope>``, and
the record lands on

    pk = ORG#<org>#IDEMPOTENCY      sk = KEY#<sha256>

with its expiry in the table's TTL attribute ``ttl`` (epoch seconds). Everything else (the
conditional put that claims a key, the in-progress expiry, payload hashes, the stored response) is
Powertools' own code.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer

from inventory_planning.settings import get_settings
from inventory_planning.store import aws

PK_SUFFIX = "#IDEMPOTENCY"
SK_PREFIX = "KEY#"
KEY_ATTR, SORT_KEY_ATTR = "pk", "sk"


def partition_key(organization_id: str) -> str:
    """The partition of an organization's idempotency records: ``ORG#<org>#IDEMPOTENCY``."""
    return f"ORG#{organization_id}{PK_SUFFIX}"


class OrgIdempotencyStore(DynamoDBPersistenceLayer):
    """Powertools' DynamoDB persistence layer with per-organization partition keys (see the module).

    Attributes of a record: ``pk``, ``sk``, ``ttl`` (expiry, epoch seconds; the table's TTL removes
    it, and Powertools treats a record past ``ttl`` as absent before TTL gets to it),
    ``idempotency_status`` (INPROGRESS or COMPLETED), ``in_progress_expiry`` (epoch milliseconds after
    which an INPROGRESS record left by a crashed invocation may be taken over), ``payload_hash``
    (SHA-256 of the request fingerprint) and ``response`` (the stored response, JSON).
    """

    def __init__(self, table_name: str, client: Any) -> None:
        super().__init__(
            table_name=table_name,
            key_attr=KEY_ATTR,
            sort_key_attr=SORT_KEY_ATTR,
            expiry_attr="ttl",
            in_progress_expiry_attr="in_progress_expiry",
            status_attr="idempotency_status",
            data_attr="response",
            validation_key_attr="payload_hash",
            boto3_client=client,
        )

    def _get_key(self, idempotency_key: str) -> dict[str, Any]:
        """``<prefix>#<hash>`` -> ``{pk: <prefix>, sk: KEY#<hash>}`` (the prefix is the org's partition)."""
        prefix, _, digest = idempotency_key.rpartition("#")
        return {KEY_ATTR: {"S": prefix}, SORT_KEY_ATTR: {"S": f"{SK_PREFIX}{digest}"}}


@cache
def get_store(purpose: str = "api") -> OrgIdempotencyStore:
    """The process-wide persistence layer of one ``purpose`` (``api``: the Idempotency-Key header,
    24 hours; ``enrichment``: enrichment requests, 7 days), created on first use.

    Powertools applies a store's configuration (expiry, hash, payload validation) once, from the
    first ``IdempotencyHandler`` that uses it, and ignores every later one; so each purpose has its
    own store, else whichever ran first in a process (the local gateway hosts every function) would
    set the other's expiry. The key prefix is set per request.
    """
    return OrgIdempotencyStore(get_settings().table_name, aws.client("dynamodb"))
