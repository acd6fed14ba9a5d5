from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ingestion_spec import IngestionSpec


T = TypeVar("T", bound="OneIngestionSpec")


@_attrs_define
class OneIngestionSpec:
    """
    Attributes:
        success (bool):  Default: True.
        data (IngestionSpec): A stored ingestion spec of one organization (REFERENCE 8.1).
    """

    data: IngestionSpec
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ingestion_spec import IngestionSpec  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        data = IngestionSpec.from_dict(d.pop("data"))

        one_ingestion_spec = cls(
            success=success,
            data=data,
        )

        return one_ingestion_spec
