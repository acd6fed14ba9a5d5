from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ingestion_spec_columns import IngestionSpecColumns
    from ..models.ingestion_spec_detection import IngestionSpecDetection
    from ..models.ingestion_spec_parsing import IngestionSpecParsing


T = TypeVar("T", bound="IngestionSpec")


@_attrs_define
class IngestionSpec:
    """A stored ingestion spec of one organization (REFERENCE 8.1).

    Attributes:
        id (str):
        organization_id (str):
        name (str):
        description (None | str):
        dataset (str):
        status (str):
        priority (int):
        detection (IngestionSpecDetection):
        columns (IngestionSpecColumns):
        parsing (IngestionSpecParsing):
        created_at (str):
        updated_at (str):
    """

    id: str
    organization_id: str
    name: str
    description: None | str
    dataset: str
    status: str
    priority: int
    detection: IngestionSpecDetection
    columns: IngestionSpecColumns
    parsing: IngestionSpecParsing
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        organization_id = self.organization_id

        name = self.name

        description: None | str
        description = self.description

        dataset = self.dataset

        status = self.status

        priority = self.priority

        detection = self.detection.to_dict()

        columns = self.columns.to_dict()

        parsing = self.parsing.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "organizationId": organization_id,
                "name": name,
                "description": description,
                "dataset": dataset,
                "status": status,
                "priority": priority,
                "detection": detection,
                "columns": columns,
                "parsing": parsing,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ingestion_spec_columns import IngestionSpecColumns  # noqa: PLC0415
        from ..models.ingestion_spec_detection import IngestionSpecDetection  # noqa: PLC0415
        from ..models.ingestion_spec_parsing import IngestionSpecParsing  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        organization_id = d.pop("organizationId")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        dataset = d.pop("dataset")

        status = d.pop("status")

        priority = d.pop("priority")

        detection = IngestionSpecDetection.from_dict(d.pop("detection"))

        columns = IngestionSpecColumns.from_dict(d.pop("columns"))

        parsing = IngestionSpecParsing.from_dict(d.pop("parsing"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        ingestion_spec = cls(
            id=id,
            organization_id=organization_id,
            name=name,
            description=description,
            dataset=dataset,
            status=status,
            priority=priority,
            detection=detection,
            columns=columns,
            parsing=parsing,
            created_at=created_at,
            updated_at=updated_at,
        )

        return ingestion_spec
