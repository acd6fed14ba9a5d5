"""The API fuzzer against the served OpenAPI document, on every `make test` (issue 7).

The session's local stack (the real data loaded), through a gateway of the fuzzer's own with a raised
rate limit and a token of its own (``fuzz_gateway``, tests/e2e/conftest.py; it runs after every other
e2e test), serves ``GET /api/openapi.json``; Schemathesis reads that document and runs its checks over every operation
with both token schemes (tests/e2e/fuzz/schemathesis.toml): server errors, status codes, content types,
response schemas and headers, negative-data rejection, positive-data acceptance, missing required
headers, ignored auth. A fixed example budget per operation and, in CI, a fixed seed bound the run. It
must end with no failure; every exclusion is in docs/decisions/0016-api-fuzzing.md.

``IPS_FUZZ_MAX_EXAMPLES`` (default 3) and ``IPS_FUZZ_SEED`` (default 1 in CI, random elsewhere) tune it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

from tests.helpers.stack import ROOT

CONFIG = Path(__file__).parent / "fuzz" / "schemathesis.toml"
MAX_EXAMPLES = int(os.environ.get("IPS_FUZZ_MAX_EXAMPLES", "3"))
WORKERS = int(os.environ.get("IPS_FUZZ_WORKERS", "3"))  # requests overlap while handlers wait on DynamoDB Local and moto


def _served_document(stack: dict[str, Any], path: Path) -> Path:
    headers = {"Authorization": f"Bearer {stack['token']}"}
    request = urllib.request.Request(stack["baseUrl"] + "/api/openapi.json", headers=headers)
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.status == 200
        path.write_bytes(response.read())
    return path


def test_the_served_document_survives_the_fuzzer_with_no_failure(fuzz_gateway, tmp_path):
    document = _served_document(fuzz_gateway, tmp_path / "openapi.json")
    operations = sum(len(v) for v in json.loads(document.read_text())["paths"].values())
    assert operations >= 50
    seed = os.environ.get("IPS_FUZZ_SEED") or ("1" if os.environ.get("CI") else None)
    command = [
        str(Path(sys.executable).parent / "st"), "--config-file", str(CONFIG),
        "run", str(document), "--url", fuzz_gateway["baseUrl"],
        "--checks", "all",
        "--phases", "examples,coverage,fuzzing",
        # A range of two calendar dates (format date + the 1900..2999 pattern) keeps about 1 drawn pair
        # in 80: correct, but Hypothesis's filter_too_much health check stops the operation (seed 7).
        "--suppress-health-check", "filter_too_much",
        "--max-examples", str(MAX_EXAMPLES), "--workers", str(WORKERS), "--request-timeout", "30",
        "--report", "junit", "--report-dir", str(tmp_path / "report"),
    ]  # fmt: skip
    if seed:
        command += ["--seed", seed]
    environment = {
        **os.environ,
        "IPS_FUZZ_TOKEN": fuzz_gateway["token"],
        "IPS_FUZZ_TOKEN_POOL": ",".join(fuzz_gateway["tokenPool"]),  # taken in turns (tests/e2e/fuzz/hooks.py)
        "IPS_FUZZ_INTERNAL_TOKEN": fuzz_gateway["internalToken"],
        "NO_COLOR": "1",
        "SCHEMATHESIS_HOOKS": "tests.e2e.fuzz.hooks",  # a new Idempotency-Key per request
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    result = subprocess.run(  # our own tool, our own arguments
        command, cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=1500, check=False
    )
    output = result.stdout + result.stderr
    summary = output[output.rfind("SUMMARY") - 40 :] if "SUMMARY" in output else output[-4000:]
    print(summary)  # shown with -rA / on failure: operations, phases, failures, test cases, seed
    assert result.returncode == 0, output[-20000:]
    assert f"Tested: {operations}" in output, summary
    shutil.rmtree(tmp_path / ".hypothesis", ignore_errors=True)


def test_the_fuzz_configuration_lists_only_operations_of_the_document():
    """Every operation named in the exclusions exists (a renamed operation would drop its exclusion)."""
    import tomllib

    from local.apigw import declared_routes

    config = tomllib.loads(CONFIG.read_text())
    named = {op for block in config.get("operations", []) for op in block.get("include-operation-id", [])}
    declared = {spec.operation_id for _, spec in declared_routes()}
    assert named and named <= declared, named - declared
    assert ROOT.exists()
