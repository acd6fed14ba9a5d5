from typing import Literal

ProductPerformanceValuationBasisType0 = Literal["COST", "LIST", "RETAIL", "SALES_MEDIAN"]

PRODUCT_PERFORMANCE_VALUATION_BASIS_TYPE_0_VALUES: set[ProductPerformanceValuationBasisType0] = {
    "COST",
    "LIST",
    "RETAIL",
    "SALES_MEDIAN",
}


def check_product_performance_valuation_basis_type_0(value: str) -> ProductPerformanceValuationBasisType0:
    if value in PRODUCT_PERFORMANCE_VALUATION_BASIS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PRODUCT_PERFORMANCE_VALUATION_BASIS_TYPE_0_VALUES!r}"
    )
