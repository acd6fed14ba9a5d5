"""Runtime settings read from the environment once per cold start.

Every value has a local default so that tests and the local stack only override what differs.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Settings:
    """Environment-driven configuration.

    Attributes:
        table_name: the single DynamoDB table (env ``TABLE_NAME``).
        aws_region: region for every client (env ``AWS_REGION``/``AWS_DEFAULT_REGION``).
        dynamodb_endpoint: DynamoDB endpoint override (DynamoDB Local or moto server), or None.
        aws_endpoint: endpoint override for S3/SQS/SSM (moto server), or None.
        rate_limit_per_minute: requests admitted per token in any 60 seconds (SPEC: 100; 1..10000).
        internal_token_parameter: SSM parameter name holding the internal bearer tokens.
        oidc_issuer / oidc_audience / oidc_jwks_url: human session token verification.
        ingestion_bucket / ingestion_queue_url: retailer file drop and its queue.
    """

    table_name: str
    aws_region: str
    dynamodb_endpoint: str | None
    aws_endpoint: str | None
    rate_limit_per_minute: int
    internal_token_parameter: str
    oidc_issuer: str
    oidc_audience: str
    oidc_jwks_url: str
    ingestion_bucket: str
    ingestion_queue_url: str


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Return the process-wide settings (cached; call ``get_settings.cache_clear()`` in tests)."""
    env = os.environ
    region = env.get("AWS_REGION") or env.get("AWS_DEFAULT_REGION") or "eu-west-1"
    return Settings(
        table_name=env.get("TABLE_NAME", "inventory-planning"),
        aws_region=region,
        dynamodb_endpoint=env.get("DYNAMODB_ENDPOINT_URL") or None,
        aws_endpoint=env.get("AWS_ENDPOINT_URL") or None,
        rate_limit_per_minute=int(env.get("RATE_LIMIT_PER_MINUTE", "100")),
        internal_token_parameter=env.get("INTERNAL_TOKEN_PARAMETER", "/inventory-planning/internal-tokens"),
        oidc_issuer=env.get("OIDC_ISSUER", "http://127.0.0.1:3000/local-oidc"),
        oidc_audience=env.get("OIDC_AUDIENCE", "inventory-planning-local"),
        oidc_jwks_url=env.get("OIDC_JWKS_URL", ""),
        ingestion_bucket=env.get("INGESTION_BUCKET", "inventory-planning-ingestion"),
        ingestion_queue_url=env.get("INGESTION_QUEUE_URL", ""),
    )
