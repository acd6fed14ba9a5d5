"""Integration fixtures: moto's in-process AWS, the template's table, and the in-process gateway."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import boto3
import pytest
from moto import mock_aws

from tests.helpers.environment import OIDC_DIR

INTERNAL_TOKEN = "internal-test-token-0123456789abcdef"


@pytest.fixture(scope="session")
def issuer():
    from local.oidc import LocalIssuer

    return LocalIssuer(OIDC_DIR, os.environ["OIDC_ISSUER"], os.environ["OIDC_AUDIENCE"])


@pytest.fixture(scope="module")
def aws_world(issuer) -> Iterator[None]:
    """One moto AWS per test module in each test process (xdist worker), with the template's resources
    (:func:`create_resources`).

    Every record is keyed by organization and every test makes its own (``tenant``: a new id), so the
    tests of a module share one world instead of building one each (issue 35: 0.06 s of setup a test).
    A world lives for one module, not the whole run: moto keeps everything in memory (a world shared
    by a whole run grew past 6 GiB a worker) and answers a GSI Query or a Scan by reading every item.
    """
    with mock_aws():
        create_resources()
        yield


@pytest.fixture
def aws(request: pytest.FixtureRequest, aws_world: None) -> Iterator[None]:
    """The module's moto world, tidied for the test: the queues purged and SES's sent messages cleared
    (what a test reads whole). A test marked ``empty_world`` (one that reads the whole table, bucket or
    organization list, or changes a shared resource) gets a world of its own: every moto backend
    reset and the resources made again, before and after it."""
    if request.node.get_closest_marker("empty_world"):
        reset_world()
        try:
            yield
        finally:
            reset_world()
    else:
        tidy_world()
        yield


def reset_world() -> None:
    """Inside the process's moto mock: every backend back to empty, then the template's resources."""
    from moto.moto_api._internal.models import moto_api_backend

    moto_api_backend.reset()
    create_resources()


def tidy_world() -> None:
    """What one test leaves that another would read whole or count: queued messages, e-mails SES sent,
    and the internal token's rate-limit log (the one token every test shares: store/ratelimit.py)."""
    from inventory_planning.domain.tokens import hash_token
    from inventory_planning.store.ratelimit import SORT_KEY
    from moto.core import DEFAULT_ACCOUNT_ID
    from moto.ses.models import ses_backends

    from tests.helpers.seed import client

    sqs = client("sqs")
    for url in sqs.list_queues().get("QueueUrls", []):
        sqs.purge_queue(QueueUrl=url)
    ses_backends[DEFAULT_ACCOUNT_ID][os.environ["AWS_REGION"]].sent_messages.clear()
    rate_key = f"ORG#INTERNAL#RATE#internal-{hash_token(INTERNAL_TOKEN)[:32]}"
    client("dynamodb").delete_item(TableName=os.environ["TABLE_NAME"], Key={"pk": {"S": rate_key}, "sk": {"S": SORT_KEY}})


def create_resources() -> None:
    """Inside a moto mock: the template's table, the lake bucket and the internal-token parameter."""
    from aws_lambda_powertools.utilities import parameters
    from inventory_planning.store import aws

    from local.resources import (
        create_credentials_key,
        create_lake_bucket,
        create_queue_with_dead_letters,
        create_table,
        put_internal_tokens,
        verify_alert_sender,
    )

    create_table(boto3.client("dynamodb"), os.environ["TABLE_NAME"])
    create_lake_bucket(boto3.client("s3"), os.environ["LAKE_BUCKET"])
    create_queue_with_dead_letters(boto3.client("sqs"), os.environ["JOB_QUEUE_URL"].rsplit("/", 1)[1])
    create_queue_with_dead_letters(boto3.client("sqs"), os.environ["ENRICHMENT_QUEUE_URL"].rsplit("/", 1)[1])
    aws.clear()  # clients of this moto instance
    verify_alert_sender(boto3.client("ses"))
    create_credentials_key(boto3.client("kms"))
    put_internal_tokens(boto3.client("ssm"), os.environ["INTERNAL_TOKEN_PARAMETER"], {"data-platform": INTERNAL_TOKEN})
    parameters.clear_caches()


@pytest.fixture(scope="session")
def gateway():
    from local.apigw import ApiGateway

    return ApiGateway()


@dataclass
class Tenant:
    """An organization with an admin user, a session token and an all-permission service token."""

    organization_id: str
    name: str
    user_id: str
    session_token: str
    token: str
    token_id: str


def make_tenant(issuer, name: str, roles: list[str] | None = None, permissions: list[str] | None = None) -> Tenant:
    from inventory_planning.domain.permissions import ALL_PERMISSIONS
    from inventory_planning.store import account as accounts

    org_id = str(uuid.uuid4())
    accounts.create_organization(org_id, name)
    user_id = str(uuid.uuid4())
    email = f"admin@{name.lower().replace(' ', '-')}.test"
    accounts.put_member(org_id, user_id, email, f"{name} Admin", roles or ["ORGANIZATION_ADMIN"])
    session = issuer.mint(user_id, f"admin@{name}.test", f"{name} Admin", org_id)
    record, plaintext = accounts.create_token(
        org_id, "all-permissions", None, sorted(permissions or ALL_PERMISSIONS), None, user_id
    )
    return Tenant(org_id, name, user_id, session, plaintext, record.token_id)


def add_member(issuer, tenant: Tenant, roles: list[str], shop_ids: list[str] | None = None) -> tuple[str, str]:
    """Another human member of ``tenant``'s organization with ``roles`` (and assigned ``shop_ids``):
    ``(user id, session token)``. Four eyes across token lineage (docs/decisions/0023) needs a second
    person to decide what the admin's tokens request."""
    from inventory_planning.store import account as accounts

    user_id = str(uuid.uuid4())
    email = f"{user_id[:8]}@{tenant.name.lower().replace(' ', '-')}.test"
    accounts.put_member(tenant.organization_id, user_id, email, "Second member", roles, shop_ids)
    return user_id, issuer.mint(user_id, email, "Second member", tenant.organization_id)


def as_before_lineage(organization_id: str, token_id: str, expires_at: Any = "keep") -> None:
    """Make a stored token look created before decision 0023 (no ``ancestry`` on its record nor its
    lookup item); ``expires_at`` (a datetime or None) rewrites its expiry on both, e.g. to the past
    to stand for time having passed."""
    from inventory_planning.store import account as accounts
    from inventory_planning.store.models import ServiceAccountTokenItem, TokenLookupItem

    record = accounts.get_token(organization_id, token_id)
    lookup = TokenLookupItem.get(f"SATOKENHASH#{record.token_hash}", "#LOOKUP")
    for item, model in ((record, ServiceAccountTokenItem), (lookup, TokenLookupItem)):
        actions = [model.ancestry.remove()]
        if expires_at != "keep":
            actions.append(model.expires_at.set(expires_at) if expires_at else model.expires_at.remove())
        item.update(actions=actions)


@pytest.fixture
def tenant(aws, issuer) -> Tenant:
    return make_tenant(issuer, "Acme Fashion")


@pytest.fixture
def other_tenant(aws, issuer) -> Tenant:
    return make_tenant(issuer, "Other Retail")


class Client:
    """Calls the in-process gateway like an HTTP client would."""

    def __init__(self, gateway) -> None:
        self.gateway = gateway

    def request(self, method: str, path: str, token: str | None = None, json_body: Any = None, headers: dict | None = None):
        import json

        all_headers = dict(headers or {})
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        body = None
        if json_body is not None:
            all_headers["Content-Type"] = "application/json"
            body = json.dumps(json_body)
        return self.gateway.invoke(method, path, all_headers, body)

    def get(self, path: str, token: str | None = None, **kwargs):
        return self.request("GET", path, token, **kwargs)

    def post(self, path: str, token: str | None = None, json_body: Any = None, **kwargs):
        return self.request("POST", path, token, json_body, **kwargs)

    def put(self, path: str, token: str | None = None, json_body: Any = None, **kwargs):
        return self.request("PUT", path, token, json_body, **kwargs)

    def patch(self, path: str, token: str | None = None, json_body: Any = None, **kwargs):
        return self.request("PATCH", path, token, json_body, **kwargs)

    def delete(self, path: str, token: str | None = None, **kwargs):
        return self.request("DELETE", path, token, **kwargs)


@pytest.fixture
def client(gateway) -> Client:
    return Client(gateway)
