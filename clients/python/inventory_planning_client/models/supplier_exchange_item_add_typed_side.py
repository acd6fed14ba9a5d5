from typing import Literal

SupplierExchangeItemAddTypedSide = Literal["RECEIVE", "RETURN"]

SUPPLIER_EXCHANGE_ITEM_ADD_TYPED_SIDE_VALUES: set[SupplierExchangeItemAddTypedSide] = {
    "RECEIVE",
    "RETURN",
}


def check_supplier_exchange_item_add_typed_side(value: str) -> SupplierExchangeItemAddTypedSide:
    if value in SUPPLIER_EXCHANGE_ITEM_ADD_TYPED_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUPPLIER_EXCHANGE_ITEM_ADD_TYPED_SIDE_VALUES!r}")
