from dataclasses import dataclass
from typing import Any

import pytest
from inventory_planning.api.schemas import One, Record
from pydantic import ValidationError


class _Wire(Record):
    planType: str
    itemCount: int
    notes: str | None


@dataclass(frozen=True, slots=True)
class _Typed:
    plan_type: str
    item_count: int
    notes: str | None
    internal: Any = None


def test_a_record_reads_a_typed_record_by_its_snake_case_attributes() -> None:
    out = One[_Wire].model_validate({"success": True, "data": _Typed("RESTOCK", 3, None, internal=object())})
    assert out.model_dump() == {"success": True, "data": {"planType": "RESTOCK", "itemCount": 3, "notes": None}}


def test_a_record_still_reads_and_refuses_dicts_by_wire_name() -> None:
    assert _Wire.model_validate({"planType": "X", "itemCount": 1, "notes": "n"}).itemCount == 1
    with pytest.raises(ValidationError):
        _Wire.model_validate({"planType": "X", "itemCount": 1, "notes": "n", "leak": 1})
    with pytest.raises(ValidationError):
        _Wire.model_validate({"planType": "X", "notes": None})
