from typing import Literal

OrgListEntryListtype = Literal["BRAND_RESTRICTION", "RETURN_REASON_CODE", "SUPPLIER_BLACKLIST"]

ORG_LIST_ENTRY_LISTTYPE_VALUES: set[OrgListEntryListtype] = {
    "BRAND_RESTRICTION",
    "RETURN_REASON_CODE",
    "SUPPLIER_BLACKLIST",
}


def check_org_list_entry_listtype(value: str) -> OrgListEntryListtype:
    if value in ORG_LIST_ENTRY_LISTTYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ORG_LIST_ENTRY_LISTTYPE_VALUES!r}")
