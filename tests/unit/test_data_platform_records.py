"""The data-platform services' typed records against the response records that map them to the wire
(docs/decisions/0026): a record a route returns carries exactly its response record's fields."""

from __future__ import annotations

import dataclasses

from inventory_planning.api.schemas import One
from inventory_planning.contracts.data_platform import ingestion_specs as specs_wire
from inventory_planning.domain.configuration import planning_settings
from pydantic.alias_generators import to_camel


def test_a_planning_default_validates_as_the_wire_one() -> None:
    view = planning_settings.PlanningDefault(value=21, default=14, source="ORGANIZATION", min=1, max=365)
    for data in (view, dataclasses.asdict(view)):
        wire = One[specs_wire.PlanningDefault].model_validate({"success": True, "data": data}).model_dump()["data"]
        assert wire == {"value": 21, "default": 14, "source": "ORGANIZATION", "min": 1, "max": 365}


def test_the_product_kpis_are_fields_of_the_product_performance_row() -> None:
    from inventory_planning.contracts.catalog import ProductPerformance, kpis_on_wire
    from inventory_planning.domain.catalog.products import ProductKpis

    shown = kpis_on_wire(ProductKpis())
    assert set(shown) <= set(ProductPerformance.model_fields)
    assert shown["tags"] == [] and shown["avgGrossMarginPct"] is None


def test_the_enrichment_status_carries_exactly_the_fields_of_the_product_enrichment() -> None:
    from inventory_planning.contracts.catalog import ProductEnrichment, ProductPerformance
    from inventory_planning.domain.enrichment import EnrichmentStatus, ProductContent
    from inventory_planning.services.enrichment import WIRE

    assert set(EnrichmentStatus.__annotations__) == set(ProductEnrichment.model_fields) == set(WIRE)
    assert set(ProductContent.__annotations__) <= set(ProductPerformance.model_fields)


def test_a_stored_file_ingestion_holds_the_fields_of_the_file_ingestion_record() -> None:
    from inventory_planning.domain.file_ingestions import FileIngestion, StoredFileIngestion

    assert set(StoredFileIngestion.__annotations__) == {to_camel(f.name) for f in dataclasses.fields(FileIngestion)}
