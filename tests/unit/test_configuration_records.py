"""The configuration services' typed records against the response records that map them to the wire.

Powertools turns a dataclass into a dict (``dataclasses.asdict``) before it validates a response, and
response records refuse undeclared keys: a record a route returns must carry exactly its response
record's fields (snake_case of the wire names), no more and none missing.
"""

from __future__ import annotations

import dataclasses

import pytest
from inventory_planning.api.schemas import One
from inventory_planning.contracts import configuration as wire
from inventory_planning.domain.configuration import records
from inventory_planning.domain.stored import of_stored


def test_a_stored_dict_reads_into_its_record_and_validates_as_the_wire_after_asdict() -> None:
    stored = {
        "id": "e1", "periodId": "p1", "scope": "TOTAL", "scopeValue": None, "amount": 100.0, "currency": "EUR",
        "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z",
        "consumedAmount": 25.0, "remainingAmount": 75.0, "consumedPercent": 25.0,
    }  # fmt: skip
    envelope = of_stored(records.BudgetEnvelope, stored)
    assert (envelope.period_id, envelope.consumed_percent) == ("p1", 25.0)
    for data in (envelope, dataclasses.asdict(envelope)):
        assert One[wire.BudgetEnvelope].model_validate({"success": True, "data": data}).model_dump()["data"] == stored


def test_a_stored_dict_with_an_undeclared_key_is_refused() -> None:
    with pytest.raises(TypeError):
        of_stored(records.OrgListEntry, {"id": "x", "listType": "SUPPLIER_BLACKLIST", "value": "v", "metadata": {},
                                                 "createdAt": "t", "updatedAt": None, "extra": 1})  # fmt: skip
