from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.movement_line_record import MovementLineRecord


T = TypeVar("T", bound="OneMovementLineRecord")


@_attrs_define
class OneMovementLineRecord:
    """
    Attributes:
        success (bool):  Default: True.
        data (MovementLineRecord): One stock movement line (REFERENCE 1.8 "Movement line row", short variant, plus its
            type and
            category). ``quantity`` signed units (negative out); ``movementCost`` = |quantity| x unitCost.
    """

    data: MovementLineRecord
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.movement_line_record import MovementLineRecord  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = MovementLineRecord.from_dict(d.pop("data"))

        one_movement_line_record = cls(
            success=success,
            data=data,
        )

        return one_movement_line_record
