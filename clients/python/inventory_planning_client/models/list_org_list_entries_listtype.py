from typing import Literal

ListOrgListEntriesListtype = Literal["BRAND_RESTRICTION", "RETURN_REASON_CODE", "SUPPLIER_BLACKLIST"]

LIST_ORG_LIST_ENTRIES_LISTTYPE_VALUES: set[ListOrgListEntriesListtype] = {
    "BRAND_RESTRICTION",
    "RETURN_REASON_CODE",
    "SUPPLIER_BLACKLIST",
}


def check_list_org_list_entries_listtype(value: str) -> ListOrgListEntriesListtype:
    if value in LIST_ORG_LIST_ENTRIES_LISTTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ORG_LIST_ENTRIES_LISTTYPE_VALUES!r}")
