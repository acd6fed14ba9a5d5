"""The alert services' typed records against the response records that map them to the wire.

A record a route returns carries exactly its response record's fields (snake_case of the wire names).
An alert instance has always shown its stored keys beyond the document's fields (its response record
allows extra keys); they are declared now, kept out of the OpenAPI document, and still shown by their
wire names.
"""

from __future__ import annotations

import dataclasses

from inventory_planning.api.schemas import One
from inventory_planning.contracts.data_platform import alerts as wire
from inventory_planning.domain.alerts import records
from inventory_planning.domain.stored import of_stored


def test_the_instance_keys_beyond_the_document_stay_out_of_its_schema() -> None:
    properties = wire.AlertInstance.model_json_schema()["properties"]
    assert "groupKey" not in properties and "lastEvaluationRunId" not in properties and "alertValue" in properties


STORED_INSTANCE = {
    "id": "i1", "organizationId": "o1", "alertId": "a1", "alertName": "n", "groupKey": "s1|v1", "status": "pending",
    "triggerType": "THRESHOLD_REACHED", "metricKey": "stock", "riskType": None, "checkLevel": "VARIANT",
    "operator": "GREATER_THAN", "threshold": 1.0, "approachPercentage": None, "forecastDays": None, "alertValue": 2.0,
    "entity": {"variantId": "v1"}, "perimeterResults": {"shopIds": [], "brandIds": []}, "storesIds": [],
    "asOf": "2026-01-01", "firstMatchedAt": "t", "lastMatchedAt": "t", "lastEvaluationRunId": "r1",
    "acknowledgedAt": None, "acknowledgedBy": None, "resolvedAt": None, "resolvedBy": None, "resolution": None,
    "comment": None, "createdAt": "t", "updatedAt": "t", "archivedAt": None, "archivedBy": None, "planId": None,
}  # fmt: skip


def test_an_instance_record_shows_every_stored_key_by_its_wire_name() -> None:
    instance = of_stored(records.AlertInstance, STORED_INSTANCE)
    for data in (instance, dataclasses.asdict(instance)):
        assert One[wire.AlertInstance].model_validate({"success": True, "data": data}).model_dump()["data"] == STORED_INSTANCE
