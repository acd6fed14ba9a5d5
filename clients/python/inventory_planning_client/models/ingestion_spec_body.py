from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ingestion_spec_body_dataset import IngestionSpecBodyDataset, check_ingestion_spec_body_dataset
from ..models.ingestion_spec_body_status import IngestionSpecBodyStatus, check_ingestion_spec_body_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ingestion_spec_body_columns import IngestionSpecBodyColumns
    from ..models.spec_detection import SpecDetection
    from ..models.spec_parsing import SpecParsing


T = TypeVar("T", bound="IngestionSpecBody")


@_attrs_define
class IngestionSpecBody:
    """Body of POST/PUT .../ingestion-specs: a retailer's headers mapped onto a canonical dataset.

    Attributes:
        name (str):
        dataset (IngestionSpecBodyDataset):
        columns (IngestionSpecBodyColumns): the retailer's header -> the canonical column
        description (None | str | Unset):
        status (IngestionSpecBodyStatus | Unset):  Default: 'ACTIVE'.
        priority (int | Unset): higher first when several specs match a file Default: 0.
        detection (SpecDetection | Unset): When a spec is tried: files whose name matches ``filenamePattern`` (a glob;
            none: every file)
            and whose header holds every ``headerContains`` cell (besides the mapped columns).
        parsing (SpecParsing | Unset): How the cells are read: a strptime ``dateFormat`` (default ISO), a decimal comma,
            the shop of
            rows without one, the currency of money without one (ISO 4217).
    """

    name: str
    dataset: IngestionSpecBodyDataset
    columns: IngestionSpecBodyColumns
    description: None | str | Unset = UNSET
    status: IngestionSpecBodyStatus | Unset = "ACTIVE"
    priority: int | Unset = 0
    detection: SpecDetection | Unset = UNSET
    parsing: SpecParsing | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        dataset: str = self.dataset

        columns = self.columns.to_dict()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        priority = self.priority

        detection: dict[str, Any] | Unset = UNSET
        if not isinstance(self.detection, Unset):
            detection = self.detection.to_dict()

        parsing: dict[str, Any] | Unset = UNSET
        if not isinstance(self.parsing, Unset):
            parsing = self.parsing.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "dataset": dataset,
                "columns": columns,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if priority is not UNSET:
            field_dict["priority"] = priority
        if detection is not UNSET:
            field_dict["detection"] = detection
        if parsing is not UNSET:
            field_dict["parsing"] = parsing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ingestion_spec_body_columns import IngestionSpecBodyColumns  # noqa: PLC0415
        from ..models.spec_detection import SpecDetection  # noqa: PLC0415
        from ..models.spec_parsing import SpecParsing  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        dataset = check_ingestion_spec_body_dataset(d.pop("dataset"))

        columns = IngestionSpecBodyColumns.from_dict(d.pop("columns"))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _status = d.pop("status", UNSET)
        status: IngestionSpecBodyStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_ingestion_spec_body_status(_status)

        priority = d.pop("priority", UNSET)

        _detection = d.pop("detection", UNSET)
        detection: SpecDetection | Unset
        if isinstance(_detection, Unset):
            detection = UNSET
        else:
            detection = SpecDetection.from_dict(_detection)

        _parsing = d.pop("parsing", UNSET)
        parsing: SpecParsing | Unset
        if isinstance(_parsing, Unset):
            parsing = UNSET
        else:
            parsing = SpecParsing.from_dict(_parsing)

        ingestion_spec_body = cls(
            name=name,
            dataset=dataset,
            columns=columns,
            description=description,
            status=status,
            priority=priority,
            detection=detection,
            parsing=parsing,
        )

        return ingestion_spec_body
