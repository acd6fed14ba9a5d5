from typing import Literal

ValuationRowValuationBasisType0 = Literal["COST", "LIST", "RETAIL", "SALES_MEDIAN"]

VALUATION_ROW_VALUATION_BASIS_TYPE_0_VALUES: set[ValuationRowValuationBasisType0] = {
    "COST",
    "LIST",
    "RETAIL",
    "SALES_MEDIAN",
}


def check_valuation_row_valuation_basis_type_0(value: str) -> ValuationRowValuationBasisType0:
    if value in VALUATION_ROW_VALUATION_BASIS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUATION_ROW_VALUATION_BASIS_TYPE_0_VALUES!r}")
