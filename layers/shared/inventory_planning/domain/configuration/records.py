"""Typed records the configuration services return (docs/decisions/0026).

Frozen dataclasses with snake_case attributes; the response records of ``contracts.configuration``
map them to the wire (``organization_id`` -> ``organizationId``). Powertools turns a dataclass into a
dict before validating a response, so each record carries exactly the fields of its response record
(``tests/unit/test_configuration_records.py`` checks the pairs). Stores keep speaking dicts with the
wire's names; ``domain.stored.of_stored`` builds a record from one. Amounts are in the record's currency,
quantities in pieces, instants ISO 8601 UTC strings, dates ``YYYY-MM-DD``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class ApprovalPolicy:
    """An approval policy (wire ``ApprovalPolicy``): ``threshold_value`` in currency
    (PLAN_TOTAL_VALUE) or pieces; ``created_by``/``updated_by`` are user or token ids."""

    id: str
    organization_id: str
    name: str
    action_family: str | None
    is_active: bool
    scope_actor_types: list[str]
    scope_brand_ids: list[str]
    scope_collections: list[str]
    scope_shop_ids: list[str]
    scope_supplier_ids: list[str]
    scope_workflow_ids: list[str]
    threshold_metric: str
    threshold_value: float
    created_at: str
    updated_at: str
    created_by: str
    updated_by: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlanningPeriod:
    """A BUDGET planning period (wire ``PlanningPeriod``): both dates included."""

    id: str
    kind: str
    name: str
    start_date: str
    end_date: str
    is_active: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BudgetEnvelope:
    """A budget envelope with its live open-to-buy (wire ``BudgetEnvelope``): ``amount``,
    ``consumed_amount`` and ``remaining_amount`` in ``currency``; ``consumed_percent`` is None when
    ``amount`` is 0; ``scope_value`` is None for the TOTAL scope."""

    id: str
    period_id: str
    scope: str
    scope_value: str | None
    amount: float
    currency: str
    created_at: str
    updated_at: str
    consumed_amount: float
    remaining_amount: float
    consumed_percent: float | None


@dataclass(frozen=True, slots=True, kw_only=True)
class RulesetSummary:
    """A ruleset as lists show it (wire ``RulesetSummary``): ``rule_count`` instead of its rules."""

    id: str
    name: str
    description: str
    tags: list[str]
    is_default: bool
    rule_count: int
    created_at: str
    updated_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Ruleset:
    """A ruleset with its rules in priority order (wire ``Ruleset``; docs/business-rules.md gives a rule)."""

    id: str
    name: str
    description: str
    tags: list[str]
    is_default: bool
    rules: list[dict[str, Any]]
    created_at: str
    updated_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class OrgListEntry:
    """An entry of an org list (wire ``OrgListEntry``): ``value`` normalised for its ``list_type``."""

    id: str
    list_type: str
    value: str
    metadata: dict[str, Any]
    created_at: str
    updated_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Metric:
    """A metric definition, GLOBAL (no organization, no instants) or the organization's (wire
    ``Metric``); ``body`` is one of the five forms of docs/metrics.md."""

    id: str
    scope: str
    organization_id: str | None
    key: str
    display_name: str
    grain: list[str]
    body: dict[str, Any]
    created_at: str | None
    updated_at: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class SupplierVariantConstraint:
    """MOQ and pack multiple of one supplier and variant, in pieces (wire ``SupplierVariantConstraint``)."""

    id: str
    supplier_id: str
    variant_id: str
    min_order_quantity: int | None
    pack_multiple: int | None
    created_at: str
    updated_at: str
