from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BudgetEnvelopeCap")


@_attrs_define
class BudgetEnvelopeCap:
    """``{type: "budget_envelope_cap", warnAtPercent?}``: OTB / budget-envelope cap (REFERENCE 5.3, 5.4).

    Plan value (see max_plan_value, in-scope lines, candidate included) is compared with the context's
    ``budgetRemaining`` (currency, excluding this plan):

    - plan value > budgetRemaining fails with the rule's enforcement (exactly equal passes);
    - otherwise, when ``warnAtPercent`` (0..100) is set and
      ``consumedPercent = (budgetAmount - budgetRemaining + planValue) / budgetAmount x 100``
      (``budgetAmount`` defaulting to ``budgetRemaining``, i.e. ``planValue / budgetRemaining x 100``)
      is >= warnAtPercent, the outcome fails as WARN (or LOG for a LOG rule) without blocking.

    Without ``budgetRemaining`` (no envelope applies) the rule passes and the in-scope lines count as
    ``unmeasured``. ``details.extra``: budgetRemaining, budgetAmount, consumedPercent, warnAtPercent.

        Attributes:
            type_ (Literal['budget_envelope_cap']):  Default: 'budget_envelope_cap'.
            warn_at_percent (float | None | Unset):
    """

    type_: Literal["budget_envelope_cap"] = "budget_envelope_cap"
    warn_at_percent: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        warn_at_percent: float | None | Unset
        if isinstance(self.warn_at_percent, Unset):
            warn_at_percent = UNSET
        else:
            warn_at_percent = self.warn_at_percent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if warn_at_percent is not UNSET:
            field_dict["warnAtPercent"] = warn_at_percent

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["budget_envelope_cap"], d.pop("type"))
        if type_ != "budget_envelope_cap":
            raise ValueError(f"type must match const 'budget_envelope_cap', got '{type_}'")

        def _parse_warn_at_percent(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        warn_at_percent = _parse_warn_at_percent(d.pop("warnAtPercent", UNSET))

        budget_envelope_cap = cls(
            type_=type_,
            warn_at_percent=warn_at_percent,
        )

        return budget_envelope_cap
