from typing import Literal

BudgetEnvelopeScope = Literal["BRAND", "COLLECTION", "DEPARTMENT", "TOTAL"]

BUDGET_ENVELOPE_SCOPE_VALUES: set[BudgetEnvelopeScope] = {
    "BRAND",
    "COLLECTION",
    "DEPARTMENT",
    "TOTAL",
}


def check_budget_envelope_scope(value: str) -> BudgetEnvelopeScope:
    if value in BUDGET_ENVELOPE_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BUDGET_ENVELOPE_SCOPE_VALUES!r}")
