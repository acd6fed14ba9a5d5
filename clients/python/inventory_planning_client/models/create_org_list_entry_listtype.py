from typing import Literal

CreateOrgListEntryListtype = Literal["BRAND_RESTRICTION", "RETURN_REASON_CODE", "SUPPLIER_BLACKLIST"]

CREATE_ORG_LIST_ENTRY_LISTTYPE_VALUES: set[CreateOrgListEntryListtype] = {
    "BRAND_RESTRICTION",
    "RETURN_REASON_CODE",
    "SUPPLIER_BLACKLIST",
}


def check_create_org_list_entry_listtype(value: str) -> CreateOrgListEntryListtype:
    if value in CREATE_ORG_LIST_ENTRY_LISTTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ORG_LIST_ENTRY_LISTTYPE_VALUES!r}")
