from typing import Literal

ListInventoryRisksStatusType0 = Literal["critical", "healthy", "warning"]

LIST_INVENTORY_RISKS_STATUS_TYPE_0_VALUES: set[ListInventoryRisksStatusType0] = {
    "critical",
    "healthy",
    "warning",
}


def check_list_inventory_risks_status_type_0(value: str) -> ListInventoryRisksStatusType0:
    if value in LIST_INVENTORY_RISKS_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_INVENTORY_RISKS_STATUS_TYPE_0_VALUES!r}")
