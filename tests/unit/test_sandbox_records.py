"""The sandbox run records against the response record that maps them to the wire.

A run has always shown its stored keys beyond the document's fields (``SandboxRun`` allows extra
keys): an ingest run its file, a promote run its ingest run. They are declared now, kept out of the
OpenAPI document, and shown only on the runs of their kind, by their wire names.
"""

from __future__ import annotations

import dataclasses

import pytest
from inventory_planning.api.schemas import One
from inventory_planning.contracts.data_platform.sandbox import SandboxRun
from inventory_planning.domain import sandbox
from pydantic.alias_generators import to_camel

COMMON = {
    "id": "r1", "organizationId": "o1", "status": "SUCCESS", "triggerType": "API", "triggeredAt": "t0", "startedAt": "t1",
    "completedAt": "t2", "durationMs": 5, "databricksRunId": None, "errorMessage": None, "stats": {"rowsRead": 1},
    "findings": [], "totalLogs": 0, "logsDropped": 0,
}  # fmt: skip
INGEST = {**COMMON, "kind": "INGEST", "blobPath": "s3://b/sandbox/o1/f.csv", "checksumSha256": "0" * 64, "fileSizeBytes": 3,
          "originalFilename": "f.csv", "dataSourceCode": None, "forceSpecId": None}  # fmt: skip
PROMOTE = {**COMMON, "kind": "PROMOTE", "sandboxIngestRunId": "r0", "allowWithErrors": False, "targetLandingPath": None}


@pytest.mark.parametrize("record", [sandbox.SandboxIngestRun, sandbox.SandboxPromoteRun])
def test_a_run_record_carries_only_fields_of_the_response_record(record: type) -> None:
    assert {to_camel(f.name) for f in dataclasses.fields(record)} <= set(SandboxRun.model_fields)


def test_the_two_kinds_together_carry_exactly_the_fields_of_the_response_record() -> None:
    both = dataclasses.fields(sandbox.SandboxIngestRun) + dataclasses.fields(sandbox.SandboxPromoteRun)
    assert {to_camel(f.name) for f in both} == set(SandboxRun.model_fields)


def test_the_kind_fields_stay_out_of_the_schema() -> None:
    properties = SandboxRun.model_json_schema()["properties"]
    assert "blobPath" not in properties and "sandboxIngestRunId" not in properties and "totalLogs" in properties


@pytest.mark.parametrize("stored", [INGEST, PROMOTE], ids=["INGEST", "PROMOTE"])
def test_a_run_shows_its_stored_keys_and_no_other(stored: dict) -> None:
    record = sandbox.run_record(stored)
    for data in (record, dataclasses.asdict(record), stored):
        assert One[SandboxRun].model_validate({"success": True, "data": data}).model_dump(mode="json")["data"] == stored
