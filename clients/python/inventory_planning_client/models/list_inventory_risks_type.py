from typing import Literal

ListInventoryRisksType = Literal["DISPLACED", "OVERSTOCK", "SLOW_MOVER", "STOCKOUT"]

LIST_INVENTORY_RISKS_TYPE_VALUES: set[ListInventoryRisksType] = {
    "DISPLACED",
    "OVERSTOCK",
    "SLOW_MOVER",
    "STOCKOUT",
}


def check_list_inventory_risks_type(value: str) -> ListInventoryRisksType:
    if value in LIST_INVENTORY_RISKS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_INVENTORY_RISKS_TYPE_VALUES!r}")
