from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.budget_envelope_scope import BudgetEnvelopeScope, check_budget_envelope_scope

T = TypeVar("T", bound="BudgetEnvelope")


@_attrs_define
class BudgetEnvelope:
    """SPEC "Budget envelope": an open-to-buy amount for a period and a scope.

    Attributes:
        id (str):
        period_id (str):
        scope (BudgetEnvelopeScope):
        scope_value (None | str): null for TOTAL
        amount (float): currency units, always a number
        currency (str):
        created_at (str):
        updated_at (str):
        consumed_amount (float): open-to-buy used: open restock plans (DRAFT, VALIDATED, SENT) in the period and scope,
            currency
        remaining_amount (float): amount - consumedAmount, currency; negative when overspent
        consumed_percent (float | None): consumedAmount / amount x 100; null when amount is 0
    """

    id: str
    period_id: str
    scope: BudgetEnvelopeScope
    scope_value: None | str
    amount: float
    currency: str
    created_at: str
    updated_at: str
    consumed_amount: float
    remaining_amount: float
    consumed_percent: float | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        period_id = self.period_id

        scope: str = self.scope

        scope_value: None | str
        scope_value = self.scope_value

        amount = self.amount

        currency = self.currency

        created_at = self.created_at

        updated_at = self.updated_at

        consumed_amount = self.consumed_amount

        remaining_amount = self.remaining_amount

        consumed_percent: float | None
        consumed_percent = self.consumed_percent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "periodId": period_id,
                "scope": scope,
                "scopeValue": scope_value,
                "amount": amount,
                "currency": currency,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "consumedAmount": consumed_amount,
                "remainingAmount": remaining_amount,
                "consumedPercent": consumed_percent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        period_id = d.pop("periodId")

        scope = check_budget_envelope_scope(d.pop("scope"))

        def _parse_scope_value(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        scope_value = _parse_scope_value(d.pop("scopeValue"))

        amount = d.pop("amount")

        currency = d.pop("currency")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        consumed_amount = d.pop("consumedAmount")

        remaining_amount = d.pop("remainingAmount")

        def _parse_consumed_percent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        consumed_percent = _parse_consumed_percent(d.pop("consumedPercent"))

        budget_envelope = cls(
            id=id,
            period_id=period_id,
            scope=scope,
            scope_value=scope_value,
            amount=amount,
            currency=currency,
            created_at=created_at,
            updated_at=updated_at,
            consumed_amount=consumed_amount,
            remaining_amount=remaining_amount,
            consumed_percent=consumed_percent,
        )

        return budget_envelope
