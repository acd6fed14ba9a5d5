"""The plan services' typed records against the response records that map them to the wire.

Powertools turns a dataclass into a dict (``dataclasses.asdict``) before it validates a response, and
response records refuse undeclared keys: a record a route returns must carry exactly its response
record's fields (snake_case of the wire names), no more and none missing.
"""

from __future__ import annotations

import dataclasses

from inventory_planning.api.schemas import One
from inventory_planning.contracts import plans
from inventory_planning.domain.plans import records


def test_a_plan_record_validates_as_the_wire_plan_after_asdict() -> None:
    plan = records.PlanHeader(
        id="p1", code="RST-2026-0001", name="n", notes=None, description=None, plan_type="RESTOCK", status="DRAFT",
        brand_id="b", collection_id="c", supplier_id=None, season=None, start_date=None, end_date=None,
        outgoing_shop_id=None, ingoing_shop_id=None, item_count=0, total_quantity=0, total_value=0.0,
        item_status="TO_REVIEW", pending_approval_request_id=None, decided_at=None, decision_context_snapshot=None,
        created_at="2026-01-01T00:00:00Z", updated_at="2026-01-01T00:00:00Z", created_by=records.ActorRef(kind="USER", id="u"),
    )  # fmt: skip
    for data in (plan, dataclasses.asdict(plan)):
        wire = One[plans.Plan].model_validate({"success": True, "data": data}).model_dump()["data"]
        assert (wire["planType"], wire["itemStatus"], wire["createdBy"]) == ("RESTOCK", "TO_REVIEW", {"kind": "USER", "id": "u"})
