"""Organization configuration of the intelligence layer: request bodies, records and their rules.

Pure domain (no AWS, no HTTP, no clock): the handler validates bodies with these pydantic models, the
store persists the records they produce. Sources: SPEC "Approval policy", "Planning period",
"Budget envelope", "Org-list entry", "Metric definition", PUT/PATCH/POST/DELETE endpoints of the
configuration area; REFERENCE 4.2 (approval policies), 5.1/5.4 (rulesets, budget envelopes, supplier
constraints), 6.1 (metrics). docs/configuration.md describes every field and decision.

Units: ``thresholdValue`` is currency for PLAN_TOTAL_VALUE and units (pieces) for the quantity
metrics; budget ``amount`` is currency (``currency``, ISO 4217); MOQ and pack multiple are pieces.
"""

from __future__ import annotations

import re
import uuid
from datetime import date
from decimal import Decimal
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    Field,
    StrictBool,
    StringConstraints,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
)

from inventory_planning.domain.configuration.org_list_types import UUID_LISTS
from inventory_planning.domain.dates import PlainDate, range_end
from inventory_planning.domain.text import stripped_body
from inventory_planning.kernel.errors import Conflict, InvalidInput, Missing

MAX_REASON_CODE_LENGTH = 255  # a RETURN_REASON_CODE value, once upper-cased

_BODY = stripped_body(defer_build=True)  # validators built on first use


class _PartialUpdate(BaseModel):
    """Base of the update bodies: absent fields stay unchanged. A field declared without ``None`` in
    its type but defaulting to None refuses an explicit null (422 naming it) while staying optional."""

    model_config = _BODY

    def changes(self) -> dict[str, Any]:
        """The supplied fields and their new values, JSON-ready (wire names)."""
        return self.model_dump(mode="json", exclude_unset=True)


class InvalidConfiguration(InvalidInput):
    """A request that is well-formed but not acceptable (422 VALIDATION_ERROR); ``field_errors``:
    ``[{field, code, message}]``."""

    def __init__(self, field_errors: list[dict[str, str]]) -> None:
        super().__init__(field_errors, "; ".join(e["message"] for e in field_errors))


class ConfigurationConflict(Conflict):
    """The change contradicts the stored configuration (409 with ``code``: METRIC_IN_USE, ...)."""


class NotInConfiguration(Missing):
    """The named record does not exist in the organization's configuration (404 NOT_FOUND)."""


Text255 = Annotated[str, Field(min_length=1, max_length=255)]
Id = Annotated[str, Field(min_length=1, max_length=64)]


def _distinct(values: list[Any]) -> list[Any]:
    """Drop repeated values, keeping the first occurrence's order."""
    return list(dict.fromkeys(values))


ScopeValues = Annotated[list[Text255], Field(max_length=200), AfterValidator(_distinct)]

ActionFamily = Literal[
    "RESTOCK_PLAN",
    "REBALANCE_PLAN",
    "MARKDOWN_PLAN",
    "PRE_SEASON_PLAN",
    "RECOMMENDATION",
    "WORKFLOW",
    "SUPPLIER_RETURN_PLAN",
    "SUPPLIER_EXCHANGE_PLAN",
]
ACTION_FAMILIES: tuple[str, ...] = get_args(ActionFamily)
ActorType = Literal["USER", "WORKFLOW", "SCENARIO_GENERATOR", "SYSTEM", "API_TOKEN"]
ActorTypes = Annotated[list[ActorType], Field(max_length=5), AfterValidator(_distinct)]
ThresholdMetric = Literal["PLAN_TOTAL_VALUE", "PLAN_TOTAL_QUANTITY", "VARIANT_QUANTITY", "SHOP_QUANTITY"]
ThresholdValue = Annotated[float, Field(strict=True, ge=0, le=1e15, allow_inf_nan=False)]

# ------------------------------------------------------------------------------------------------
# Approval policies (SPEC "Approval policy", REFERENCE 4.2)

POLICY_EDITABLE = (
    "name",
    "actionFamily",
    "scopeActorTypes",
    "scopeBrandIds",
    "scopeCollections",
    "scopeShopIds",
    "scopeSupplierIds",
    "scopeWorkflowIds",
    "thresholdMetric",
    "thresholdValue",
)


class ApprovalPolicyCreate(BaseModel):
    """Body of POST /api/approval-policies.

    Required: ``name`` (1..255), ``thresholdValue`` (>= 0; currency for PLAN_TOTAL_VALUE, pieces for
    the quantity metrics). Optional: ``actionFamily`` (enum, null = every family, the default),
    ``thresholdMetric`` (default PLAN_TOTAL_VALUE), ``isActive`` (default true), and the scope arrays
    ``scopeActorTypes`` (enum), ``scopeBrandIds``, ``scopeCollections``, ``scopeShopIds``,
    ``scopeSupplierIds``, ``scopeWorkflowIds`` (non-empty strings, at most 200, repeats dropped; an
    empty array means all). Unknown fields are rejected.
    """

    model_config = _BODY
    name: Text255
    actionFamily: ActionFamily | None = None
    isActive: StrictBool = True
    scopeActorTypes: ActorTypes = Field(default_factory=list)
    scopeBrandIds: ScopeValues = Field(default_factory=list)
    scopeCollections: ScopeValues = Field(default_factory=list)
    scopeShopIds: ScopeValues = Field(default_factory=list)
    scopeSupplierIds: ScopeValues = Field(default_factory=list)
    scopeWorkflowIds: ScopeValues = Field(default_factory=list)
    thresholdMetric: ThresholdMetric = "PLAN_TOTAL_VALUE"
    thresholdValue: ThresholdValue


class ApprovalPolicyUpdate(_PartialUpdate):
    """Body of PUT /api/approval-policies/{id}: any subset of :data:`POLICY_EDITABLE`.

    Only supplied fields change. ``actionFamily`` may be set to null (every family); any other field
    given as null is a 422 naming it, and so is ``isActive`` (changed only through the status
    endpoint) or any field SPEC does not list.
    """

    name: Text255 = None  # type: ignore[assignment]  # absent = unchanged; null is refused
    actionFamily: ActionFamily | None = None
    scopeActorTypes: ActorTypes = None  # type: ignore[assignment]
    scopeBrandIds: ScopeValues = None  # type: ignore[assignment]
    scopeCollections: ScopeValues = None  # type: ignore[assignment]
    scopeShopIds: ScopeValues = None  # type: ignore[assignment]
    scopeSupplierIds: ScopeValues = None  # type: ignore[assignment]
    scopeWorkflowIds: ScopeValues = None  # type: ignore[assignment]
    thresholdMetric: ThresholdMetric = None  # type: ignore[assignment]
    thresholdValue: ThresholdValue = None  # type: ignore[assignment]


class ApprovalPolicyStatus(BaseModel):
    """Body of PATCH /api/approval-policies/{id}/status: ``{isActive: bool}`` (strict boolean)."""

    model_config = _BODY
    isActive: StrictBool


def new_approval_policy(
    body: ApprovalPolicyCreate, policy_id: str, organization_id: str, actor_id: str, now: str
) -> dict[str, Any]:
    """The approval policy record (SPEC fields) for a create request; ``createdBy``/``updatedBy`` = the caller."""
    return {
        "id": policy_id,
        "organizationId": organization_id,
        **body.model_dump(),
        "createdAt": now,
        "updatedAt": now,
        "createdBy": actor_id,
        "updatedBy": actor_id,
    }


def apply_policy_update(record: dict[str, Any], changes: dict[str, Any], actor_id: str) -> dict[str, Any]:
    """The policy after a PUT: ``changes`` applied and ``updatedBy`` = ``actor_id``; the same record
    (unchanged, ``updatedBy`` kept) when every supplied value equals the stored one."""
    if all(record.get(k) == v for k, v in changes.items()):
        return record
    return {**record, **changes, "updatedBy": actor_id}


def apply_policy_status(record: dict[str, Any], is_active: bool, actor_id: str) -> dict[str, Any]:
    """The policy after a status change; unchanged when it already has that ``isActive``."""
    if record.get("isActive") == is_active:
        return record
    return {**record, "isActive": is_active, "updatedBy": actor_id}


# ------------------------------------------------------------------------------------------------
# Planning periods and budget envelopes (SPEC "Planning period", "Budget envelope", REFERENCE 5.4)


class PlanningPeriodCreate(BaseModel):
    """Body of POST /api/planning-periods: ``{name 1..255, startDate, endDate (YYYY-MM-DD), isActive?}``.

    The period is of kind BUDGET; ``endDate`` >= ``startDate`` (both days included); ``isActive``
    defaults to true.
    """

    model_config = _BODY
    name: Text255
    startDate: PlainDate
    endDate: PlainDate
    isActive: StrictBool = True

    @field_validator("endDate")
    @classmethod
    def _ordered(cls, end: date, info: ValidationInfo) -> date:
        return range_end(end, info)


def new_planning_period(body: PlanningPeriodCreate, period_id: str, now: str) -> dict[str, Any]:
    """The planning period record: SPEC fields plus ``kind`` BUDGET and timestamps."""
    return {
        "id": period_id,
        "kind": "BUDGET",
        "name": body.name,
        "startDate": body.startDate.isoformat(),
        "endDate": body.endDate.isoformat(),
        "isActive": body.isActive,
        "createdAt": now,
        "updatedAt": now,
    }


EnvelopeScope = Literal["TOTAL", "BRAND", "DEPARTMENT", "COLLECTION"]
MAX_AMOUNT = Decimal("1e11")
AMOUNT_DECIMALS = 4
# The numeric-string form of an amount, exactly: 0 .. 100000000000, at most 4 decimals, no sign,
# exponent or blanks. The document carries this pattern, so a schema-valid string is accepted.
AMOUNT_TEXT = r"^((0|[1-9][0-9]{0,10})(\.[0-9]{1,4})?|100000000000(\.0{1,4})?)$"
CURRENCY_TEXT = r"^[A-Za-z]{3}$"


def parse_amount(value: Any) -> float:
    """A budget amount from a JSON number or a numeric string (SPEC: "number or numeric string").

    Accepts a number 0..1e11 (rounded half-even to 4 decimal places: currency units) or a string
    matching :data:`AMOUNT_TEXT` (``"1200.50"``); returns a float that prints as the same decimal.
    :data:`Amount` states the same rule in the OpenAPI document.

    Raises:
        ValueError: a boolean or another type, a string not matching :data:`AMOUNT_TEXT`,
            NaN/infinity, a negative amount or more than 1e11.
    """
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        raise ValueError("amount must be a number or a numeric string")
    if isinstance(value, str) and not re.fullmatch(AMOUNT_TEXT, value):
        raise ValueError("amount must be a number or a numeric string")
    number = Decimal(value if isinstance(value, str) else str(value))
    if not number.is_finite():
        raise ValueError("amount must be finite")
    if number < 0:
        raise ValueError("amount must be >= 0")
    if number > MAX_AMOUNT:
        raise ValueError("amount must be at most 1e11 (100 billion)")
    # With at most 1e11 and 4 decimals an amount has at most 15 significant digits, which a float
    # (the JSON number returned) holds exactly.
    return float(number.quantize(Decimal(1).scaleb(-AMOUNT_DECIMALS))) + 0.0  # + 0.0 turns -0.0 into 0.0


def _currency(value: str) -> str:
    return value.upper()


# One rule, two readers: parse_amount applies it, the document states it (the same constants).
Amount = Annotated[
    Any,
    AfterValidator(parse_amount),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "number", "minimum": 0, "maximum": float(MAX_AMOUNT)},
                {"type": "string", "pattern": AMOUNT_TEXT},
            ],
            "description": "currency units: a number 0..1e11 (rounded half-even to 4 decimals), or a numeric string"
            " of that range with at most 4 decimals (no sign, exponent or blanks)",
        }
    ),
]
Currency = Annotated[
    str,
    StringConstraints(strip_whitespace=False, pattern=CURRENCY_TEXT),
    AfterValidator(_currency),
    Field(description="ISO 4217 code: 3 letters, upper-cased"),
]
# scopeValue is null (or absent) for TOTAL and required for every other scope.
_SCOPE_VALUE_RULE = {
    "if": {"properties": {"scope": {"const": "TOTAL"}}},
    "then": {"properties": {"scopeValue": {"type": "null"}}},
    "else": {"required": ["scopeValue"], "properties": {"scopeValue": {"type": "string"}}},
}


class BudgetEnvelopeCreate(BaseModel):
    """Body of POST /api/budget-envelopes.

    ``{periodId, scope, scopeValue, amount, currency}``: ``scope`` TOTAL (``scopeValue`` null or
    absent), BRAND (a brand id of the organization), DEPARTMENT (a department / taxonomy family code,
    1..255) or COLLECTION (a collection id of the organization). ``amount`` >= 0, a number or numeric
    string (:func:`parse_amount`), currency units. ``currency``: 3 letters, upper-cased. The
    document states the scope rule too (``if``/``then``/``else``).
    """

    model_config = stripped_body(_SCOPE_VALUE_RULE, defer_build=True)
    periodId: Id
    scope: EnvelopeScope
    scopeValue: Text255 | None = Field(default=None, validate_default=True)
    amount: Amount
    currency: Currency

    @field_validator("scopeValue")
    @classmethod
    def _scope_value(cls, value: str | None, info: ValidationInfo) -> str | None:
        scope = info.data.get("scope")
        if scope == "TOTAL" and value is not None:
            raise ValueError("scopeValue must be null when scope is TOTAL")
        if scope not in (None, "TOTAL") and value is None:
            raise ValueError(f"scopeValue is required when scope is {scope}")
        return value


class BudgetEnvelopeUpdate(_PartialUpdate):
    """Body of PUT /api/budget-envelopes/{id}: ``{amount?, currency?}``; nothing else may change
    (to change the period or the scope, delete the envelope and create another)."""

    amount: Amount = None
    currency: Currency = None  # type: ignore[assignment]  # absent = unchanged; null is refused


def new_budget_envelope(body: BudgetEnvelopeCreate, envelope_id: str, now: str) -> dict[str, Any]:
    """The budget envelope record (SPEC fields); ``amount`` is a number."""
    return {
        "id": envelope_id,
        "periodId": body.periodId,
        "scope": body.scope,
        "scopeValue": body.scopeValue,
        "amount": body.amount,
        "currency": body.currency,
        "createdAt": now,
        "updatedAt": now,
    }


def envelope_unique_key(record: dict[str, Any]) -> str:
    """One envelope per (period, scope, scope value): the key the store keeps unique."""
    return f"{record['periodId']}#{record['scope']}#{record.get('scopeValue') or ''}"


# ------------------------------------------------------------------------------------------------
# Org lists (SPEC "Org-list entry", POST /api/org-lists/{listType}/entries)


# 8-4-4-4-12 hex digits, or 32 without hyphens; optionally in braces or after urn:uuid:
_UUID_TEXT = re.compile(
    r"(?i)(urn:uuid:)?(\{)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})(?(2)\})"
)
MAX_METADATA_KEYS = 50


class OrgListEntryCreate(BaseModel):
    """Body of POST /api/org-lists/{listType}/entries: ``{value 1..255, metadata?: object}``.

    ``metadata`` is free-form key/value (at most 50 keys). The value's form depends on the list:
    see :func:`normalise_list_value`.
    """

    model_config = _BODY
    value: Text255
    metadata: dict[str, Any] | None = Field(default=None, max_length=MAX_METADATA_KEYS)


def normalise_list_value(list_type: str, value: str) -> str:
    """The stored form of an org-list value; equal stored forms are duplicates.

    SUPPLIER_BLACKLIST and BRAND_RESTRICTION hold UUIDs (any version), stored lower-case and
    hyphenated; RETURN_REASON_CODE values are upper-cased (SPEC).

    Raises:
        ValueError: a value that is not a UUID in a UUID list, or an unknown list type.
    """
    if list_type in UUID_LISTS:
        if not _UUID_TEXT.fullmatch(value):
            raise ValueError(f"{list_type} values are UUIDs")
        return str(uuid.UUID(value.lower()))
    if list_type == "RETURN_REASON_CODE":
        code = value.upper()
        if len(code) > MAX_REASON_CODE_LENGTH:  # upper-casing can lengthen text (ß -> SS)
            raise ValueError("RETURN_REASON_CODE values are at most 255 characters once upper-cased")
        return code
    raise ValueError(f"unknown list type {list_type}")


def new_org_list_entry(list_type: str, value: str, metadata: dict[str, Any] | None, entry_id: str, now: str) -> dict[str, Any]:
    """The org-list entry record (SPEC fields): ``updatedAt`` null, ``metadata`` {} when absent."""
    return {
        "id": entry_id,
        "listType": list_type,
        "value": value,
        "metadata": metadata or {},
        "createdAt": now,
        "updatedAt": None,
    }


# ------------------------------------------------------------------------------------------------
# Metrics and rulesets: their bodies and checks live with their subject, in
# ``domain.metrics.catalogue`` and ``domain.rules.changes`` (they import the metric body union and the
# rule model, which this module does not, so that the simple records stay cheap to import).


# ------------------------------------------------------------------------------------------------
# Audit (REFERENCE 4.6: actor, time, what changed)


def changed_fields(before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[str]:
    """Top-level fields that changed between ``before`` and ``after``, sorted.

    A create (``before`` None) or a delete (``after`` None) lists every field of the record, null ones
    included; an update lists the fields whose value differs, a field appearing or disappearing
    counting as a change. Timestamps and ``createdBy``/``updatedBy`` are left out.
    """
    ignored = {"updatedAt", "updatedBy", "createdAt", "createdBy"}
    if before is None or after is None:
        return sorted(set(before or after or {}) - ignored)
    missing = object()
    keys = (set(before) | set(after)) - ignored
    return sorted(k for k in keys if before.get(k, missing) != after.get(k, missing))
