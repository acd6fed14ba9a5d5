"""Configuration endpoints of the intelligence layer: approval policies, planning periods and budget
envelopes, business-logic rulesets and rules, org lists, metrics, supplier-variant constraints, and
the audit log of their changes.

Reading needs ``intelligenceLayer.view``, changing needs ``intelligenceLayer.configure``. Every change
is stored with its audit entry in one transaction (``inventory_planning.store.configuration``).
Routes live in one Router per resource family (``config_api``); :data:`ROUTES` maps each to its
permission and must match template.yaml.
"""

from __future__ import annotations

import inventory_planning.coldstart  # noqa: F401  (first: no GC passes during the cold start)

# isort: split
from aws_lambda_powertools.event_handler import Response
from config_api import audit, budgets, constraints, metrics, org_lists, policies, rulesets
from config_api.common import CONFIGURE, VIEW
from inventory_planning.api.app import create_app, error_response, make_handler
from inventory_planning.api.errors import ApiError, Conflict, NotFound, ValidationFailed, field_error
from inventory_planning.domain.configuration import ConfigurationConflict, InvalidConfiguration, NotInConfiguration
from inventory_planning.store.configuration import ConcurrentChange, DuplicateValue, RecordTooLarge

app = create_app("configuration")
for module in (policies, budgets, rulesets, org_lists, metrics, constraints, audit):
    app.include_router(module.router)

DUPLICATE_CODES = {
    "ORGLIST": ("ORG_LIST_ENTRY_DUPLICATE", "The list already holds this value"),
    "BUDGETENVELOPE": ("BUDGET_ENVELOPE_DUPLICATE", "The period already has an envelope for this scope and value"),
    "SUPPLIERVARIANT": ("SUPPLIER_VARIANT_CONSTRAINT_DUPLICATE", "This supplier and variant already have a constraint"),
}


@app.exception_handler(DuplicateValue)
def _duplicate(error: DuplicateValue) -> Response:
    """409 with the domain code of the unique value that is taken."""
    code, message = DUPLICATE_CODES.get(error.guard.split("#", 1)[0], ("DUPLICATE", "The value already exists"))
    return error_response(Conflict(code, message))


@app.exception_handler(InvalidConfiguration)
def _invalid(error: InvalidConfiguration) -> Response:
    """422 VALIDATION_ERROR with the failing fields (checks that need the stored configuration)."""
    return error_response(ValidationFailed(error.field_errors))


@app.exception_handler(ConfigurationConflict)
def _conflict(error: ConfigurationConflict) -> Response:
    """409 with the domain code (METRIC_IN_USE, RULE_ID_DUPLICATE, ...)."""
    return error_response(Conflict(error.code, error.message))


@app.exception_handler(NotInConfiguration)
def _missing(error: NotInConfiguration) -> Response:
    """404 NOT_FOUND: missing, or another organization's."""
    return error_response(NotFound(error.message))


@app.exception_handler(ConcurrentChange)
def _concurrent(_: ConcurrentChange) -> Response:
    """409 CONCURRENT_MODIFICATION: the record kept changing under the request; retrying is safe."""
    return error_response(ApiError(409, "CONCURRENT_MODIFICATION", "The record was changed concurrently; retry"))


@app.exception_handler(RecordTooLarge)
def _too_large(error: RecordTooLarge) -> Response:
    """422 naming ``body``: the record would be larger than a configuration record may be."""
    message = f"the record would take {error.size} bytes of JSON; at most {error.limit}"
    return error_response(ValidationFailed([field_error("body", message, "too_large")]))


ROUTES = {
    ("GET", "/api/approval-policies"): VIEW,
    ("POST", "/api/approval-policies"): CONFIGURE,
    ("GET", "/api/approval-policies/{policy_id}"): VIEW,
    ("PUT", "/api/approval-policies/{policy_id}"): CONFIGURE,
    ("PATCH", "/api/approval-policies/{policy_id}/status"): CONFIGURE,
    ("GET", "/api/planning-periods"): VIEW,
    ("POST", "/api/planning-periods"): CONFIGURE,
    ("GET", "/api/planning-periods/{period_id}"): VIEW,
    ("GET", "/api/budget-envelopes"): VIEW,
    ("POST", "/api/budget-envelopes"): CONFIGURE,
    ("GET", "/api/budget-envelopes/{envelope_id}"): VIEW,
    ("PUT", "/api/budget-envelopes/{envelope_id}"): CONFIGURE,
    ("DELETE", "/api/budget-envelopes/{envelope_id}"): CONFIGURE,
    ("GET", "/api/business-logic-rulesets"): VIEW,
    ("POST", "/api/business-logic-rulesets"): CONFIGURE,
    ("GET", "/api/business-logic-rulesets/{ruleset_id}"): VIEW,
    ("PATCH", "/api/business-logic-rulesets/{ruleset_id}"): CONFIGURE,
    ("POST", "/api/business-logic-rulesets/{ruleset_id}/rules"): CONFIGURE,
    ("PUT", "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}"): CONFIGURE,
    ("DELETE", "/api/business-logic-rulesets/{ruleset_id}/rules/{rule_id}"): CONFIGURE,
    ("GET", "/api/org-lists/{listType}/entries"): VIEW,
    ("POST", "/api/org-lists/{listType}/entries"): CONFIGURE,
    ("DELETE", "/api/org-lists/{listType}/entries/{entry_id}"): CONFIGURE,
    ("GET", "/api/intelligence-layer/metrics"): VIEW,
    ("POST", "/api/intelligence-layer/metrics"): CONFIGURE,
    ("GET", "/api/intelligence-layer/metrics/{metric_id}"): VIEW,
    ("PATCH", "/api/intelligence-layer/metrics/{metric_id}"): CONFIGURE,
    ("DELETE", "/api/intelligence-layer/metrics/{metric_id}"): CONFIGURE,
    ("GET", "/api/supplier-variant-constraints"): VIEW,
    ("POST", "/api/supplier-variant-constraints"): CONFIGURE,
    ("GET", "/api/supplier-variant-constraints/{constraint_id}"): VIEW,
    ("DELETE", "/api/supplier-variant-constraints/{constraint_id}"): CONFIGURE,
    ("GET", "/api/intelligence-layer/audit-log"): VIEW,
}

lambda_handler = make_handler(app, ROUTES)
