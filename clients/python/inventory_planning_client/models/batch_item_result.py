from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_item_error import BatchItemError
    from ..models.file_ingestion_record import FileIngestionRecord


T = TypeVar("T", bound="BatchItemResult")


@_attrs_define
class BatchItemResult:
    """One item's outcome: its index in ``items``, and the record or the error.

    Attributes:
        index (int):
        success (bool):
        data (FileIngestionRecord | None | Unset):
        error (BatchItemError | None | Unset):
    """

    index: int
    success: bool
    data: FileIngestionRecord | None | Unset = UNSET
    error: BatchItemError | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_item_error import BatchItemError  # noqa: PLC0415
        from ..models.file_ingestion_record import FileIngestionRecord  # noqa: PLC0415

        index = self.index

        success = self.success

        data: dict[str, Any] | None | Unset
        if isinstance(self.data, Unset):
            data = UNSET
        elif isinstance(self.data, FileIngestionRecord):
            data = self.data.to_dict()
        else:
            data = self.data

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, BatchItemError):
            error = self.error.to_dict()
        else:
            error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "success": success,
            }
        )
        if data is not UNSET:
            field_dict["data"] = data
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item_error import BatchItemError  # noqa: PLC0415
        from ..models.file_ingestion_record import FileIngestionRecord  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        success = d.pop("success")

        def _parse_data(data: object) -> FileIngestionRecord | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_0 = FileIngestionRecord.from_dict(data)

                return data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FileIngestionRecord | None | Unset, data)

        data = _parse_data(d.pop("data", UNSET))

        def _parse_error(data: object) -> BatchItemError | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = BatchItemError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchItemError | None | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        batch_item_result = cls(
            index=index,
            success=success,
            data=data,
            error=error,
        )

        return batch_item_result
