from typing import Literal

AuditEntryAction = Literal[
    "APPROVAL_REQUESTED",
    "APPROVED",
    "ASSIGN",
    "CREATE",
    "DELETE",
    "EXPIRED",
    "ITEM_ADDED",
    "ITEM_REMOVED",
    "ITEM_REVIEWED",
    "ITEM_UPDATED",
    "REJECTED",
    "REVOKED",
    "STATUS_CHANGE",
    "UNASSIGN",
    "UPDATE",
]

AUDIT_ENTRY_ACTION_VALUES: set[AuditEntryAction] = {
    "APPROVAL_REQUESTED",
    "APPROVED",
    "ASSIGN",
    "CREATE",
    "DELETE",
    "EXPIRED",
    "ITEM_ADDED",
    "ITEM_REMOVED",
    "ITEM_REVIEWED",
    "ITEM_UPDATED",
    "REJECTED",
    "REVOKED",
    "STATUS_CHANGE",
    "UNASSIGN",
    "UPDATE",
}


def check_audit_entry_action(value: str) -> AuditEntryAction:
    if value in AUDIT_ENTRY_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUDIT_ENTRY_ACTION_VALUES!r}")
