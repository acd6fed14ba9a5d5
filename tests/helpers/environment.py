"""Test setup shared by every level: environment, paths, and the local OIDC issuer.

The environment is set before any project module is imported, because the pynamodb models read
the table name and endpoint at import time (as they do in Lambda at cold start).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data"
# clients/python: the generated client (inventory_planning_client), imported from the work tree by its
# tests without an install (`pip install -e clients/python` is for the client's users)
for path in (ROOT, ROOT / "layers" / "shared", ROOT / "clients" / "python"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

_OIDC_DIR = Path(tempfile.mkdtemp(prefix="ips-oidc-"))
if not os.environ.get("IPS_E2E_STACK"):
    for name in list(os.environ):
        if name.startswith("AWS_ENDPOINT_URL") or name == "DYNAMODB_ENDPOINT_URL":
            del os.environ[name]
    os.environ.update(
        {
            "AWS_DEFAULT_REGION": "eu-west-1",
            "AWS_REGION": "eu-west-1",
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_SESSION_TOKEN": "testing",
            "TABLE_NAME": "ips-test",
            "INTERNAL_TOKEN_PARAMETER": "/ips-test/internal-tokens",
            "OIDC_ISSUER": "https://issuer.test/local",
            "OIDC_AUDIENCE": "ips-test",
            "OIDC_JWKS_URL": (_OIDC_DIR / "jwks.json").resolve().as_uri(),
            "INGESTION_BUCKET": "ips-test-ingestion",
            "LAKE_BUCKET": "ips-test-lake",
            "JOB_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/123456789012/ips-test-jobs",
            "INGESTION_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/123456789012/ips-test-ingestion",
            "ENRICHMENT_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/123456789012/ips-test-enrichment",
            "CREDENTIALS_KEY_ID": "alias/ips-workflow-credentials",
            "LAKE_CACHE_DIR": tempfile.mkdtemp(prefix="ips-lake-cache-"),
            "POWERTOOLS_SERVICE_NAME": "test",
            "POWERTOOLS_LOG_LEVEL": "WARNING",
            "POWERTOOLS_TRACE_DISABLED": "1",
        }
    )
OIDC_DIR = _OIDC_DIR


def _share_botocore_loader() -> None:
    """One botocore data loader for the test process.

    moto resets boto3's default session at every mock start (each integration test), and each new
    botocore session builds a new loader that parses the service models' JSON again (DynamoDB's and
    S3's are large): about 0.1 s of every test's setup. The models are the same files for the
    whole run, so every session of the default search path shares one loader and its cache.
    """
    import botocore.loaders
    import botocore.session

    create = botocore.loaders.create_loader
    shared: dict[str | None, botocore.loaders.Loader] = {}

    class SearchPaths(list):
        """boto3 appends its own data path to a new session's loader: once is enough."""

        def append(self, path: str) -> None:
            if path not in self:
                super().append(path)

    def create_loader(search_path_string: str | None = None) -> botocore.loaders.Loader:
        if search_path_string not in shared:
            loader = create(search_path_string)
            loader._search_paths = SearchPaths(loader.search_paths)  # the list boto3 appends to
            shared[search_path_string] = loader
        return shared[search_path_string]

    botocore.session.create_loader = create_loader


_share_botocore_loader()
