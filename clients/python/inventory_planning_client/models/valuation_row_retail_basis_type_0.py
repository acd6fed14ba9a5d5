from typing import Literal

ValuationRowRetailBasisType0 = Literal["LIST", "RETAIL", "SALES_MEDIAN"]

VALUATION_ROW_RETAIL_BASIS_TYPE_0_VALUES: set[ValuationRowRetailBasisType0] = {
    "LIST",
    "RETAIL",
    "SALES_MEDIAN",
}


def check_valuation_row_retail_basis_type_0(value: str) -> ValuationRowRetailBasisType0:
    if value in VALUATION_ROW_RETAIL_BASIS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {VALUATION_ROW_RETAIL_BASIS_TYPE_0_VALUES!r}")
