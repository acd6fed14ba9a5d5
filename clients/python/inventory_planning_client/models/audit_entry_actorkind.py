from typing import Literal

AuditEntryActorkind = Literal["API_TOKEN", "SCENARIO_GENERATOR", "SYSTEM", "USER", "WORKFLOW"]

AUDIT_ENTRY_ACTORKIND_VALUES: set[AuditEntryActorkind] = {
    "API_TOKEN",
    "SCENARIO_GENERATOR",
    "SYSTEM",
    "USER",
    "WORKFLOW",
}


def check_audit_entry_actorkind(value: str) -> AuditEntryActorkind:
    if value in AUDIT_ENTRY_ACTORKIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AUDIT_ENTRY_ACTORKIND_VALUES!r}")
