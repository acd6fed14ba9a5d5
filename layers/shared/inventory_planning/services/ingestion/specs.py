"""Ingestion specs of an organization (internal-token routes) and the resolved data-platform settings.

A spec maps a retailer's own headers onto a canonical dataset (domain/ingestion/specs.py); the
ingestion worker reads the ACTIVE specs of the file's organization before its first row. Specs are
configuration records (kind INGESTION_SPEC, unique name per organization) with audit entries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.ingestion import specs as domain
from inventory_planning.domain.ingestion.datasets import DATASET_FIELDS
from inventory_planning.domain.ingestion_specs import IngestionSpecRecord
from inventory_planning.kernel import clock
from inventory_planning.kernel.actors import Actor
from inventory_planning.kernel.errors import Missing
from inventory_planning.kernel.ids import new_id
from inventory_planning.settings import get_ingestion_spec_settings
from inventory_planning.store.account import get_organization
from inventory_planning.store.configuration import INGESTION_SPEC, METRIC
from inventory_planning.store.dynamo import records as record_store
from inventory_planning.store.lake.datasets import DATASETS

# What resolved_settings (a data-platform route) reads loads on its first call, not at the ingestion
# worker's cold start (decisions 0013, 0046).
if TYPE_CHECKING:
    from inventory_planning.domain.metrics import catalogue
    from inventory_planning.services.configuration import planning_settings
else:
    catalogue = lazy("inventory_planning.domain.metrics.catalogue")  # the metric models load for this route only
    planning_settings = lazy("inventory_planning.services.configuration.planning_settings")

ACTOR = Actor("SYSTEM", "data-platform")
CONFORMED = {"sales-lines": "sales_lines", "stock-positions": "stock_daily", "order-lines": "order_lines",
             "movements": "movement_lines", "catalogue": None, "shops": None, "price-calendar": "price_calendar"}  # fmt: skip


def _organization(organization_id: str) -> None:
    if get_organization(organization_id) is None:
        raise Missing("Organization")


def _record(organization_id: str, spec_id: str, body: dict[str, Any], created_at: str) -> dict[str, Any]:
    now = clock.now_iso()
    record = {"id": spec_id, "organizationId": organization_id, **body, "createdAt": created_at or now, "updatedAt": now}
    record["name"] = record["name"].strip()
    domain.check(record)
    return record


def create_spec(organization_id: str, body: dict[str, Any]) -> IngestionSpecRecord:
    """Store a new spec (``body``: IngestionSpecBody as a dict).

    Raises:
        Missing: no such organization (404). InvalidInput: the spec cannot apply (422).
        DuplicateValue: the name is taken (409 INGESTION_SPEC_DUPLICATE).
    """
    _organization(organization_id)
    created = record_store.create(organization_id, INGESTION_SPEC, _record(organization_id, new_id(), body, ""), ACTOR)
    return IngestionSpecRecord.from_stored(created)


def list_specs(organization_id: str) -> list[IngestionSpecRecord]:
    """Every spec of the organization, oldest first. Raises Missing (404) for an unknown organization."""
    _organization(organization_id)
    return [IngestionSpecRecord.from_stored(s) for s in record_store.list_all(organization_id, INGESTION_SPEC)]


def get_spec(organization_id: str, spec_id: str) -> IngestionSpecRecord:
    """One spec. Raises Missing (404 NOT_FOUND) when it is not the organization's."""
    return IngestionSpecRecord.from_stored(stored_spec(organization_id, spec_id))


def stored_spec(organization_id: str, spec_id: str) -> dict[str, Any]:
    """One spec as stored (wire names), as ``domain.ingestion.specs.layouts_for`` reads specs.
    Raises Missing (404 NOT_FOUND) when it is not the organization's."""
    record = record_store.get_record(organization_id, INGESTION_SPEC, spec_id)
    if record is None:
        raise Missing("Ingestion spec")
    return record


def replace_spec(organization_id: str, spec_id: str, body: dict[str, Any]) -> IngestionSpecRecord:
    """Replace a spec's fields (PUT). Raises Missing (404), InvalidInput (422), DuplicateValue (409)."""

    def apply(old: dict[str, Any]) -> dict[str, Any]:
        return _record(organization_id, spec_id, body, old["createdAt"]) | {"updatedAt": old["updatedAt"]}

    old = stored_spec(organization_id, spec_id)
    if old["name"].strip().upper() != body["name"].strip().upper():  # a new name takes its own guard
        record = _record(organization_id, spec_id, body, old["createdAt"])
        record_store.delete(organization_id, INGESTION_SPEC, spec_id, ACTOR)
        return IngestionSpecRecord.from_stored(record_store.create(organization_id, INGESTION_SPEC, record, ACTOR))
    updated = record_store.update(organization_id, INGESTION_SPEC, spec_id, apply, ACTOR)
    if updated is None:
        raise Missing("Ingestion spec")
    return IngestionSpecRecord.from_stored(updated)


def delete_spec(organization_id: str, spec_id: str) -> None:
    """Delete a spec. Raises Missing (404) when it is not the organization's."""
    if record_store.delete(organization_id, INGESTION_SPEC, spec_id, ACTOR) is None:
        raise Missing("Ingestion spec")


def active_specs(organization_id: str) -> list[dict[str, Any]]:
    """The organization's ACTIVE specs (the worker's read before a file's first row)."""
    return [s for s in record_store.list_all(organization_id, INGESTION_SPEC) if s.get("status") == "ACTIVE"]


def resolved_settings(organization_id: str) -> dict[str, Any]:
    """The settings that apply to the organization now (REFERENCE 8.4): planning defaults with where
    each comes from, data sources, the metric catalogue (GLOBAL then ORG), ingestion specs (the
    organization's, then the built-in layouts), datasets, cleaning and the lake. Raises Missing (404)."""
    own = list_specs(organization_id)
    specs = [
        {"specId": s.id, "name": s.name, "scope": "ORG", "status": s.status, "priority": s.priority,
         "dataset": s.dataset, "detection": s.detection, "columns": s.columns, "parsing": s.parsing,
         "specVersion": s.updated_at}
        for s in sorted(own, key=lambda s: (-int(s.priority or 0), s.name))
    ]  # fmt: skip
    datasets = []
    for code, (required, optional) in DATASET_FIELDS.items():
        table = CONFORMED[code]
        lake = DATASETS.get(table) if table else None
        datasets.append({
            "code": code, "requiredColumns": list(required), "optionalColumns": list(optional),
            "conformedTable": table or "catalogue (DynamoDB)", "mergeKeys": [lake.line_id] if lake and lake.line_id else [],
            "enabled": True,
        })  # fmt: skip

    bucket = get_ingestion_spec_settings().ingestion_bucket
    sources = [
        {"code": "file-drop", "sourceType": "FILE", "enabled": True, "landingPath": f"s3://{bucket}/incoming/{organization_id}/",
         "registration": "POST /api/data-platform/file-ingestions", "datasets": [d["code"] for d in datasets]},
    ]  # fmt: skip

    metrics = [
        {k: m.get(k) for k in ("id", "scope", "key", "displayName", "grain", "body")}
        for m in [*catalogue.global_metric_records(), *record_store.list_all(organization_id, METRIC)]
    ]
    return {
        "organizationId": organization_id,
        "planningDefaults": planning_settings.describe(organization_id),
        "dataSources": sources,
        "metrics": metrics,
        "ingestionSpecs": specs + domain.built_in_specs(),
        "datasets": datasets,
        "cleaningOperations": [
            {"order": 1, "type": "NORMALIZE_HEADERS"},
            {"order": 2, "type": "NORMALIZE_DATES"},
            {"order": 3, "type": "DEDUPLICATE", "key": "line id, latest ingestion wins"},
            {"order": 4, "type": "COMPACT"},
        ],  # fmt: skip
        "goldSettings": {"aggregationLevel": "daily", "aggregates": ["sales_daily", "stock_daily"]},
        "lake": {
            "format": "parquet",
            "partitioning": ["organization_id", "month"],
            "engine": "duckdb",
            "largeOrganizationEngine": "athena",
        },  # fmt: skip
    }
