from typing import Literal

DeleteOrgListEntryListtype = Literal["BRAND_RESTRICTION", "RETURN_REASON_CODE", "SUPPLIER_BLACKLIST"]

DELETE_ORG_LIST_ENTRY_LISTTYPE_VALUES: set[DeleteOrgListEntryListtype] = {
    "BRAND_RESTRICTION",
    "RETURN_REASON_CODE",
    "SUPPLIER_BLACKLIST",
}


def check_delete_org_list_entry_listtype(value: str) -> DeleteOrgListEntryListtype:
    if value in DELETE_ORG_LIST_ENTRY_LISTTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ORG_LIST_ENTRY_LISTTYPE_VALUES!r}")
