from typing import Literal

BudgetEnvelopeCreateScope = Literal["BRAND", "COLLECTION", "DEPARTMENT", "TOTAL"]

BUDGET_ENVELOPE_CREATE_SCOPE_VALUES: set[BudgetEnvelopeCreateScope] = {
    "BRAND",
    "COLLECTION",
    "DEPARTMENT",
    "TOTAL",
}


def check_budget_envelope_create_scope(value: str) -> BudgetEnvelopeCreateScope:
    if value in BUDGET_ENVELOPE_CREATE_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {BUDGET_ENVELOPE_CREATE_SCOPE_VALUES!r}")
