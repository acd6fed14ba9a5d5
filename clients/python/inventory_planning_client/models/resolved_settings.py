from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.resolved_settings_cleaning_operations_item import ResolvedSettingsCleaningOperationsItem
    from ..models.resolved_settings_data_sources_item import ResolvedSettingsDataSourcesItem
    from ..models.resolved_settings_datasets_item import ResolvedSettingsDatasetsItem
    from ..models.resolved_settings_goldsettings import ResolvedSettingsGoldsettings
    from ..models.resolved_settings_ingestion_specs_item import ResolvedSettingsIngestionSpecsItem
    from ..models.resolved_settings_lake import ResolvedSettingsLake
    from ..models.resolved_settings_metrics_item import ResolvedSettingsMetricsItem
    from ..models.resolved_settings_planningdefaults import ResolvedSettingsPlanningdefaults


T = TypeVar("T", bound="ResolvedSettings")


@_attrs_define
class ResolvedSettings:
    """The data-platform settings of an organization as they apply now (REFERENCE 8.4).

    Attributes:
        organization_id (str):
        planning_defaults (ResolvedSettingsPlanningdefaults): the numbers the intelligence uses where the data says
            nothing, each with its source
        data_sources (list[ResolvedSettingsDataSourcesItem]): where the organization's files come in, and the datasets
            they hold
        metrics (list[ResolvedSettingsMetricsItem]): the metric catalogue: GLOBAL metrics, then the organization's
        ingestion_specs (list[ResolvedSettingsIngestionSpecsItem]): the organization's specs, then the built-in layouts
        datasets (list[ResolvedSettingsDatasetsItem]): canonical datasets: columns, conformed table, dedup key
        cleaning_operations (list[ResolvedSettingsCleaningOperationsItem]):
        gold_settings (ResolvedSettingsGoldsettings):
        lake (ResolvedSettingsLake):
    """

    organization_id: str
    planning_defaults: ResolvedSettingsPlanningdefaults
    data_sources: list[ResolvedSettingsDataSourcesItem]
    metrics: list[ResolvedSettingsMetricsItem]
    ingestion_specs: list[ResolvedSettingsIngestionSpecsItem]
    datasets: list[ResolvedSettingsDatasetsItem]
    cleaning_operations: list[ResolvedSettingsCleaningOperationsItem]
    gold_settings: ResolvedSettingsGoldsettings
    lake: ResolvedSettingsLake

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        planning_defaults = self.planning_defaults.to_dict()

        data_sources = []
        for data_sources_item_data in self.data_sources:
            data_sources_item = data_sources_item_data.to_dict()
            data_sources.append(data_sources_item)

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        ingestion_specs = []
        for ingestion_specs_item_data in self.ingestion_specs:
            ingestion_specs_item = ingestion_specs_item_data.to_dict()
            ingestion_specs.append(ingestion_specs_item)

        datasets = []
        for datasets_item_data in self.datasets:
            datasets_item = datasets_item_data.to_dict()
            datasets.append(datasets_item)

        cleaning_operations = []
        for cleaning_operations_item_data in self.cleaning_operations:
            cleaning_operations_item = cleaning_operations_item_data.to_dict()
            cleaning_operations.append(cleaning_operations_item)

        gold_settings = self.gold_settings.to_dict()

        lake = self.lake.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "planningDefaults": planning_defaults,
                "dataSources": data_sources,
                "metrics": metrics,
                "ingestionSpecs": ingestion_specs,
                "datasets": datasets,
                "cleaningOperations": cleaning_operations,
                "goldSettings": gold_settings,
                "lake": lake,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.resolved_settings_cleaning_operations_item import (
            ResolvedSettingsCleaningOperationsItem,  # noqa: PLC0415
        )
        from ..models.resolved_settings_data_sources_item import ResolvedSettingsDataSourcesItem  # noqa: PLC0415
        from ..models.resolved_settings_datasets_item import ResolvedSettingsDatasetsItem  # noqa: PLC0415
        from ..models.resolved_settings_goldsettings import ResolvedSettingsGoldsettings  # noqa: PLC0415
        from ..models.resolved_settings_ingestion_specs_item import ResolvedSettingsIngestionSpecsItem  # noqa: PLC0415
        from ..models.resolved_settings_lake import ResolvedSettingsLake  # noqa: PLC0415
        from ..models.resolved_settings_metrics_item import ResolvedSettingsMetricsItem  # noqa: PLC0415
        from ..models.resolved_settings_planningdefaults import ResolvedSettingsPlanningdefaults  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        planning_defaults = ResolvedSettingsPlanningdefaults.from_dict(d.pop("planningDefaults"))

        data_sources = []
        _data_sources = d.pop("dataSources")
        for data_sources_item_data in _data_sources:
            data_sources_item = ResolvedSettingsDataSourcesItem.from_dict(data_sources_item_data)

            data_sources.append(data_sources_item)

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = ResolvedSettingsMetricsItem.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        ingestion_specs = []
        _ingestion_specs = d.pop("ingestionSpecs")
        for ingestion_specs_item_data in _ingestion_specs:
            ingestion_specs_item = ResolvedSettingsIngestionSpecsItem.from_dict(ingestion_specs_item_data)

            ingestion_specs.append(ingestion_specs_item)

        datasets = []
        _datasets = d.pop("datasets")
        for datasets_item_data in _datasets:
            datasets_item = ResolvedSettingsDatasetsItem.from_dict(datasets_item_data)

            datasets.append(datasets_item)

        cleaning_operations = []
        _cleaning_operations = d.pop("cleaningOperations")
        for cleaning_operations_item_data in _cleaning_operations:
            cleaning_operations_item = ResolvedSettingsCleaningOperationsItem.from_dict(cleaning_operations_item_data)

            cleaning_operations.append(cleaning_operations_item)

        gold_settings = ResolvedSettingsGoldsettings.from_dict(d.pop("goldSettings"))

        lake = ResolvedSettingsLake.from_dict(d.pop("lake"))

        resolved_settings = cls(
            organization_id=organization_id,
            planning_defaults=planning_defaults,
            data_sources=data_sources,
            metrics=metrics,
            ingestion_specs=ingestion_specs,
            datasets=datasets,
            cleaning_operations=cleaning_operations,
            gold_settings=gold_settings,
            lake=lake,
        )

        return resolved_settings
