from typing import Literal

ListAuditLogEntriesEntityTypeType0 = Literal[
    "ALERT",
    "APPROVAL_POLICY",
    "APPROVAL_REQUEST",
    "BUDGET_ENVELOPE",
    "INGESTION_SPEC",
    "MARKDOWN_WINDOW",
    "MEMBER",
    "METRIC",
    "ORG_LIST_ENTRY",
    "PLAN",
    "PLANNING_PERIOD",
    "PLANNING_SETTINGS",
    "RULE",
    "RULESET",
    "SERVICE_ACCOUNT_TOKEN",
    "SIZE_CURVE",
    "SUPPLIER_VARIANT_CONSTRAINT",
    "TAG",
    "TAGGING_RULE",
    "TEAM",
    "WORKFLOW_CREDENTIAL",
]

LIST_AUDIT_LOG_ENTRIES_ENTITY_TYPE_TYPE_0_VALUES: set[ListAuditLogEntriesEntityTypeType0] = {
    "ALERT",
    "APPROVAL_POLICY",
    "APPROVAL_REQUEST",
    "BUDGET_ENVELOPE",
    "INGESTION_SPEC",
    "MARKDOWN_WINDOW",
    "MEMBER",
    "METRIC",
    "ORG_LIST_ENTRY",
    "PLAN",
    "PLANNING_PERIOD",
    "PLANNING_SETTINGS",
    "RULE",
    "RULESET",
    "SERVICE_ACCOUNT_TOKEN",
    "SIZE_CURVE",
    "SUPPLIER_VARIANT_CONSTRAINT",
    "TAG",
    "TAGGING_RULE",
    "TEAM",
    "WORKFLOW_CREDENTIAL",
}


def check_list_audit_log_entries_entity_type_type_0(value: str) -> ListAuditLogEntriesEntityTypeType0:
    if value in LIST_AUDIT_LOG_ENTRIES_ENTITY_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_AUDIT_LOG_ENTRIES_ENTITY_TYPE_TYPE_0_VALUES!r}")
