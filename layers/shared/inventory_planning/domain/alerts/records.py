"""Typed records the alert services return (docs/decisions/0026; REFERENCE 6.3).

Frozen dataclasses with snake_case attributes, mapped to the wire by ``contracts.data_platform.alerts``
(``metric_key`` -> ``metricKey``). Each carries exactly the fields of its response record, the
instance's stored keys included (the wire has always shown them; the response record declares them,
kept out of the OpenAPI document). ``tests/unit/test_alert_records.py`` checks the pairs. Thresholds
and values are in the metric's unit (a risk score in [0, 1]); instants ISO 8601 UTC strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True, kw_only=True)
class Alert:
    """An alert as stored (wire ``Alert``): what it watches (``metric_key`` or ``risk_type``, and/or
    ``tag_rules`` ``[{tagId, mode}]`` joined by ``tag_operator``; a tag alert has no ``operator`` nor
    ``threshold``), where (the id lists, empty: everywhere), when it fires and who hears of it."""

    id: str
    organization_id: str
    name: str
    description: str | None
    is_active: bool
    metric_key: str | None
    risk_type: str | None
    operator: str | None
    threshold: float | None
    trigger_type: str
    approach_percentage: float | None
    forecast_days: int | None
    check_level: str
    stores_ids: list[str]
    brand_ids: list[str]
    product_ids: list[str]
    collections: list[str]
    frequency: str
    mediums: list[str]
    recipients: list[str]
    tag_rules: list[dict[str, str]] = field(default_factory=list)  # not stored on alerts older than the field
    tag_operator: str = "AND"
    created_at: str
    updated_at: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AlertPage:
    """The organization's alerts from ``offset`` (at most ``limit``), and how many there are in all."""

    items: list[Alert]
    limit: int
    offset: int
    total: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AlertInstance:
    """An alert instance (wire ``AlertInstance``) as a caller sees it: what matched (``entity``,
    ``alert_value``, ``perimeter_results``: figures, None where the caller may not see them), its
    trigger copied from the alert, and its status pending -> acknowledged -> resolved, or archived
    (hidden from the default list) from any of them."""

    id: str
    organization_id: str
    alert_id: str
    alert_name: str
    group_key: str
    status: str
    trigger_type: str
    metric_key: str | None
    risk_type: str | None
    check_level: str
    operator: str | None
    threshold: float | None
    approach_percentage: float | None
    forecast_days: int | None
    alert_value: float | None
    entity: dict[str, Any]
    perimeter_results: dict[str, Any]
    stores_ids: list[str] = field(default_factory=list)  # not stored on instances older than the field
    as_of: str
    first_matched_at: str
    last_matched_at: str
    last_evaluation_run_id: str
    acknowledged_at: str | None
    acknowledged_by: str | None
    resolved_at: str | None
    resolved_by: str | None
    resolution: str | None
    comment: str | None
    created_at: str
    updated_at: str
    archived_at: str | None = None  # not stored on instances older than the status
    archived_by: str | None = None
    plan_id: str | None = None  # the plan started from it, once


@dataclass(frozen=True, slots=True, kw_only=True)
class InstancePage:
    """One page of alert instances, newest first, and their total."""

    data: list[AlertInstance]
    page: int
    page_size: int
    total: int
