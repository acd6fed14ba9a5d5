from typing import Literal

InventoryRiskValuationBasisType0 = Literal["COST", "LIST", "RETAIL", "SALES_MEDIAN"]

INVENTORY_RISK_VALUATION_BASIS_TYPE_0_VALUES: set[InventoryRiskValuationBasisType0] = {
    "COST",
    "LIST",
    "RETAIL",
    "SALES_MEDIAN",
}


def check_inventory_risk_valuation_basis_type_0(value: str) -> InventoryRiskValuationBasisType0:
    if value in INVENTORY_RISK_VALUATION_BASIS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INVENTORY_RISK_VALUATION_BASIS_TYPE_0_VALUES!r}")
