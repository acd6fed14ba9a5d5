from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BudgetEnvelopeUpdate")


@_attrs_define
class BudgetEnvelopeUpdate:
    """Body of PUT /api/budget-envelopes/{id}: ``{amount?, currency?}``; nothing else may change
    (to change the period or the scope, delete the envelope and create another).

        Attributes:
            amount (float | str | Unset): currency units: a number 0..1e11 (rounded half-even to 4 decimals), or a numeric
                string of that range with at most 4 decimals (no sign, exponent or blanks)
            currency (str | Unset): ISO 4217 code: 3 letters, upper-cased
    """

    amount: float | str | Unset = UNSET
    currency: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount: float | str | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        currency = self.currency

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_amount(data: object) -> float | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(float | str | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))

        currency = d.pop("currency", UNSET)

        budget_envelope_update = cls(
            amount=amount,
            currency=currency,
        )

        return budget_envelope_update
