from typing import Literal

ListSupplierExchangePlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_SUPPLIER_EXCHANGE_PLANS_STATUS_TYPE_0_VALUES: set[ListSupplierExchangePlansStatusType0] = {
    "AGREED",
    "CLOSED",
    "CREDITED",
    "DRAFT",
    "IN_TRANSIT",
    "PROPOSED",
    "RECEIVED",
    "SENT",
    "SETTLED",
    "VALIDATED",
}


def check_list_supplier_exchange_plans_status_type_0(value: str) -> ListSupplierExchangePlansStatusType0:
    if value in LIST_SUPPLIER_EXCHANGE_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_SUPPLIER_EXCHANGE_PLANS_STATUS_TYPE_0_VALUES!r}"
    )
