from typing import Literal

ListSupplierReturnPlansStatusType0 = Literal[
    "AGREED", "CLOSED", "CREDITED", "DRAFT", "IN_TRANSIT", "PROPOSED", "RECEIVED", "SENT", "SETTLED", "VALIDATED"
]

LIST_SUPPLIER_RETURN_PLANS_STATUS_TYPE_0_VALUES: set[ListSupplierReturnPlansStatusType0] = {
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


def check_list_supplier_return_plans_status_type_0(value: str) -> ListSupplierReturnPlansStatusType0:
    if value in LIST_SUPPLIER_RETURN_PLANS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_SUPPLIER_RETURN_PLANS_STATUS_TYPE_0_VALUES!r}")
