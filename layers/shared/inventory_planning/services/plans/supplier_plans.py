"""Supplier returns and exchanges (issue 37; REFERENCE 4.1, 4.4; docs/plans.md "Supplier returns",
"Supplier exchanges"): create one (what a status move records on it: ``supplier_moves``).

The plans are ordinary plans otherwise: their lines, status changes, approvals (the gates of
``domain.plans.lifecycle``), rules, audit, activity and deletion go through the generic plan
services (``headers``, ``lines``, ``status``, ``approvals``). The supplier is one of the organization's
catalogue suppliers (``services.suppliers.reads``); ``ruleGroupId`` names a ruleset of the organization,
kept on the plan.
"""

from __future__ import annotations

from typing import Any

from inventory_planning.contracts.requests.plans import SupplierExchangePlanCreate, SupplierReturnPlanCreate
from inventory_planning.domain.plans.records import PlanHeader
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import InvalidInput, field_error
from inventory_planning.services.plans.headers import new_record, store_new
from inventory_planning.services.suppliers.reads import find_supplier
from inventory_planning.store import catalog
from inventory_planning.store import configuration as config
from inventory_planning.store.dynamo import records as record_store


def _checked_fields(caller: Caller, body: SupplierReturnPlanCreate) -> tuple[dict[str, Any], str]:
    """The header fields of a supplier plan's create body and the supplier's code, checked.

    Raises:
        InvalidInput: supplierId, sourceShopId, destinationShopId or ruleGroupId not the organization's;
            a shop-scoped caller naming a shop it is not assigned (422 naming each field).
    """
    org = caller.organization_id
    errors: list[dict[str, Any]] = []
    supplier = find_supplier(org, body.supplierId)
    if supplier is None:
        errors.append(field_error("supplierId", "no supplier with this id in the catalogue", "not_found"))
    destination = getattr(body, "destinationShopId", None)
    for name, shop_id in (("sourceShopId", body.sourceShopId), ("destinationShopId", destination)):
        if shop_id is None:
            continue
        if catalog.get_shop(org, shop_id) is None or (caller.shop_scope is not None and shop_id not in caller.shop_scope):
            errors.append(field_error(name, "no shop with this id", "not_found"))
    if body.ruleGroupId and record_store.get_record(org, config.RULESET, body.ruleGroupId) is None:
        errors.append(field_error("ruleGroupId", "no ruleset with this id", "not_found"))
    if errors or supplier is None:
        raise InvalidInput(errors)
    fields: dict[str, Any] = {
        "supplierId": body.supplierId, "sourceShopId": body.sourceShopId, "description": body.description,
        "reason": body.reason, "deadline": body.deadline.isoformat() if body.deadline else None,
        "ruleGroupId": body.ruleGroupId, "expectedCredit": None, "creditNoteAmount": None, "creditNoteRef": None,
        "creditDifference": None,
    }  # fmt: skip
    return fields, supplier.code


def create_supplier_return_plan(caller: Caller, body: SupplierReturnPlanCreate) -> PlanHeader:
    """Create a DRAFT supplier-return plan (name "Return to <supplier code>" when omitted).

    Raises:
        InvalidInput: see ``_checked_fields``.
    """
    fields, code = _checked_fields(caller, body)
    return store_new(caller, new_record(caller, "SUPPLIER_RETURN", body.name or f"Return to {code}", fields))


def create_supplier_exchange_plan(caller: Caller, body: SupplierExchangePlanCreate) -> PlanHeader:
    """Create a DRAFT supplier-exchange plan (name "Exchange with <supplier code>" when omitted); RETURN
    lines leave ``sourceShopId``, RECEIVE lines arrive at ``destinationShopId``.

    Raises:
        InvalidInput: see ``_checked_fields``.
    """
    fields, code = _checked_fields(caller, body)
    fields["destinationShopId"] = body.destinationShopId
    return store_new(caller, new_record(caller, "SUPPLIER_EXCHANGE", body.name or f"Exchange with {code}", fields))
