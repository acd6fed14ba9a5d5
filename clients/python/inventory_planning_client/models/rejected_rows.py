from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rejected_rows_examples import RejectedRowsExamples
    from ..models.rejected_rows_rejectedbyreason import RejectedRowsRejectedbyreason
    from ..models.rejected_rows_segments_item import RejectedRowsSegmentsItem


T = TypeVar("T", bound="RejectedRows")


@_attrs_define
class RejectedRows:
    """What a load read and refused: counts, rejections by reason with examples, the file's segments.

    Attributes:
        rows_read (int):
        rows_loaded (int):
        rows_rejected (int):
        rejected_by_reason (RejectedRowsRejectedbyreason):
        examples (RejectedRowsExamples):
        segments (list[RejectedRowsSegmentsItem]):
    """

    rows_read: int
    rows_loaded: int
    rows_rejected: int
    rejected_by_reason: RejectedRowsRejectedbyreason
    examples: RejectedRowsExamples
    segments: list[RejectedRowsSegmentsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rows_read = self.rows_read

        rows_loaded = self.rows_loaded

        rows_rejected = self.rows_rejected

        rejected_by_reason = self.rejected_by_reason.to_dict()

        examples = self.examples.to_dict()

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.to_dict()
            segments.append(segments_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rowsRead": rows_read,
                "rowsLoaded": rows_loaded,
                "rowsRejected": rows_rejected,
                "rejectedByReason": rejected_by_reason,
                "examples": examples,
                "segments": segments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rejected_rows_examples import RejectedRowsExamples  # noqa: PLC0415
        from ..models.rejected_rows_rejectedbyreason import RejectedRowsRejectedbyreason  # noqa: PLC0415
        from ..models.rejected_rows_segments_item import RejectedRowsSegmentsItem  # noqa: PLC0415

        d = dict(src_dict)
        rows_read = d.pop("rowsRead")

        rows_loaded = d.pop("rowsLoaded")

        rows_rejected = d.pop("rowsRejected")

        rejected_by_reason = RejectedRowsRejectedbyreason.from_dict(d.pop("rejectedByReason"))

        examples = RejectedRowsExamples.from_dict(d.pop("examples"))

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in _segments:
            segments_item = RejectedRowsSegmentsItem.from_dict(segments_item_data)

            segments.append(segments_item)

        rejected_rows = cls(
            rows_read=rows_read,
            rows_loaded=rows_loaded,
            rows_rejected=rows_rejected,
            rejected_by_reason=rejected_by_reason,
            examples=examples,
            segments=segments,
        )

        rejected_rows.additional_properties = d
        return rejected_rows

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
