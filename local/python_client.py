"""Generate the typed Python client, clients/python, from docs/openapi.json with openapi-python-client.

Usage: ``python -m local.python_client`` regenerates clients/python (``make openapi`` runs it after
``local.openapi``); ``--check`` fails when clients/python differs from what the document generates.

The generator's settings are clients/openapi-python-client.yaml (package ``inventory_planning_client``,
project ``inventory-planning-client``, enums as ``Literal`` types, ruff as the only post-hooks: the
pinned ruff of requirements-dev.txt, so the result is byte-identical on every run).

One change is made to the document before it is handed to the generator (``client_document``): each
error response's schema, the error envelope narrowed to the route's errorCodes
(``allOf: [ErrorEnvelope, {errorCode: {enum: [...]}}]``, decision 0011), becomes the envelope itself.
The generator would otherwise write two model modules for every (operation, error status), about
2,100 files and two thirds of the client's code, each a copy of ``ErrorEnvelope``; and a client whose
parser refused an errorCode the server adds later would break on a new release. The codes a route
answers stay in docs/openapi.json and in each response's description.
"""

from __future__ import annotations

import argparse
import copy
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from local.apigw import ROOT

DOCUMENT = ROOT / "docs" / "openapi.json"
CLIENT = ROOT / "clients" / "python"
CONFIG = ROOT / "clients" / "openapi-python-client.yaml"
ENVELOPE_REF = "#/components/schemas/ErrorEnvelope"


def _is_narrowed_envelope(schema: Any) -> bool:
    parts = schema.get("allOf") if isinstance(schema, dict) else None
    if not parts:
        return False
    envelope, *narrowing = parts
    return envelope == {"$ref": ENVELOPE_REF} and len(narrowing) == 1 and set(narrowing[0]) <= {"type", "properties"}


def client_document(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with every narrowed error envelope replaced by ``$ref: ErrorEnvelope`` (a copy)."""
    result = copy.deepcopy(document)
    for operations in result["paths"].values():
        for operation in operations.values():
            for response in (operation.get("responses") or {}).values():
                for media in (response.get("content") or {}).values():
                    if _is_narrowed_envelope(media.get("schema")):
                        media["schema"] = {"$ref": ENVELOPE_REF}
    return result


def generate(destination: Path, document_path: Path = DOCUMENT) -> None:
    """Write the client generated from ``document_path`` to ``destination`` (replaced whole)."""
    with tempfile.TemporaryDirectory(prefix="python-client-") as work:
        source = Path(work) / "openapi.json"
        source.write_text(json.dumps(client_document(json.loads(document_path.read_text()))))
        output = Path(work) / "client"
        # the post-hooks run `ruff`: the one of this environment (requirements-dev.txt's pin)
        env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
        command = [
            sys.executable, "-m", "openapi_python_client", "generate", "--path", str(source), "--config", str(CONFIG),
            "--meta", "setup", "--output-path", str(output), "--fail-on-warning",
        ]  # fmt: skip
        result = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True, check=False)
        if result.returncode != 0 or not output.is_dir():
            raise RuntimeError(f"openapi-python-client failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
        if destination.exists():
            shutil.rmtree(destination)
        shutil.copytree(output, destination, ignore=shutil.ignore_patterns("__pycache__", ".ruff_cache"))


def _files(root: Path) -> set[str]:
    return {
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and ".ruff_cache" not in path.parts and path.suffix != ".pyc"
        and ".egg-info" not in path.as_posix()
    }  # fmt: skip


def differences(expected: Path, actual: Path) -> list[str]:
    """The relative paths whose content differs between two client trees, or that only one has."""
    expected_files, actual_files = _files(expected), _files(actual)
    changed = [
        name for name in sorted(expected_files & actual_files) if not filecmp.cmp(expected / name, actual / name, shallow=False)
    ]
    return sorted(set(changed) | (expected_files ^ actual_files))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail when clients/python is out of date")
    args = parser.parse_args(argv)
    if not args.check:
        generate(CLIENT)
        print(f"wrote {CLIENT.relative_to(ROOT)}")
        return 0
    with tempfile.TemporaryDirectory(prefix="python-client-check-") as work:
        fresh = Path(work) / "python"
        generate(fresh)
        stale = differences(fresh, CLIENT)
    for name in stale[:20]:
        print(f"clients/python/{name} is out of date", file=sys.stderr)
    if stale:
        print(f"{len(stale)} files of clients/python differ from docs/openapi.json: run `make openapi`", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
