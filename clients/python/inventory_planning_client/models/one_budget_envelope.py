from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.budget_envelope import BudgetEnvelope


T = TypeVar("T", bound="OneBudgetEnvelope")


@_attrs_define
class OneBudgetEnvelope:
    """
    Attributes:
        success (bool):  Default: True.
        data (BudgetEnvelope): SPEC "Budget envelope": an open-to-buy amount for a period and a scope.
    """

    data: BudgetEnvelope
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
        from ..models.budget_envelope import BudgetEnvelope  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = BudgetEnvelope.from_dict(d.pop("data"))

        one_budget_envelope = cls(
            success=success,
            data=data,
        )

        return one_budget_envelope
