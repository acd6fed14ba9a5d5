from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.budget_envelope_create_scope import BudgetEnvelopeCreateScope, check_budget_envelope_create_scope
from ..types import UNSET, Unset

T = TypeVar("T", bound="BudgetEnvelopeCreate")


@_attrs_define
class BudgetEnvelopeCreate:
    """Body of POST /api/budget-envelopes.

    ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null or
    absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy family code,
    1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or numeric
    string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
    document states the scope rule too (``if``/``then``/``else``).

        Attributes:
            period_id (str):
            scope (BudgetEnvelopeCreateScope):
            amount (float | str): currency units: a number 0..1e11 (rounded half-even to 4 decimals), or a numeric string of
                that range with at most 4 decimals (no sign, exponent or blanks)
            currency (str): ISO 4217 code: 3 letters, upper-cased
            scope_value (None | str | Unset):
    """

    period_id: str
    scope: BudgetEnvelopeCreateScope
    amount: float | str
    currency: str
    scope_value: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        period_id = self.period_id

        scope: str = self.scope

        amount: float | str
        amount = self.amount

        currency = self.currency

        scope_value: None | str | Unset
        if isinstance(self.scope_value, Unset):
            scope_value = UNSET
        else:
            scope_value = self.scope_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "periodId": period_id,
                "scope": scope,
                "amount": amount,
                "currency": currency,
            }
        )
        if scope_value is not UNSET:
            field_dict["scopeValue"] = scope_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        period_id = d.pop("periodId")

        scope = check_budget_envelope_create_scope(d.pop("scope"))

        def _parse_amount(data: object) -> float | str:
            return cast(float | str, data)

        amount = _parse_amount(d.pop("amount"))

        currency = d.pop("currency")

        def _parse_scope_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scope_value = _parse_scope_value(d.pop("scopeValue", UNSET))

        budget_envelope_create = cls(
            period_id=period_id,
            scope=scope,
            amount=amount,
            currency=currency,
            scope_value=scope_value,
        )

        return budget_envelope_create
