from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.size_curve import SizeCurve
    from ..models.size_curve_import_rejected_rows_item import SizeCurveImportRejectedRowsItem
    from ..models.size_curve_import_rejectedbyreason import SizeCurveImportRejectedbyreason


T = TypeVar("T", bound="SizeCurveImport")


@_attrs_define
class SizeCurveImport:
    """What an import did: rows read, loaded and rejected, rejections by reason (MISSING_VALUE,
    BAD_PERCENT, UNKNOWN_BRAND, BAD_SIZE, DUPLICATE_SIZE, SHARES_NOT_100), the first 50 rejected rows
    and the curves made (one per brand).

        Attributes:
            rows_read (int):
            rows_loaded (int):
            rows_rejected (int):
            rejected_by_reason (SizeCurveImportRejectedbyreason):
            rejected_rows (list[SizeCurveImportRejectedRowsItem]):
            curves (list[SizeCurve]):
    """

    rows_read: int
    rows_loaded: int
    rows_rejected: int
    rejected_by_reason: SizeCurveImportRejectedbyreason
    rejected_rows: list[SizeCurveImportRejectedRowsItem]
    curves: list[SizeCurve]

    def to_dict(self) -> dict[str, Any]:
        rows_read = self.rows_read

        rows_loaded = self.rows_loaded

        rows_rejected = self.rows_rejected

        rejected_by_reason = self.rejected_by_reason.to_dict()

        rejected_rows = []
        for rejected_rows_item_data in self.rejected_rows:
            rejected_rows_item = rejected_rows_item_data.to_dict()
            rejected_rows.append(rejected_rows_item)

        curves = []
        for curves_item_data in self.curves:
            curves_item = curves_item_data.to_dict()
            curves.append(curves_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rowsRead": rows_read,
                "rowsLoaded": rows_loaded,
                "rowsRejected": rows_rejected,
                "rejectedByReason": rejected_by_reason,
                "rejectedRows": rejected_rows,
                "curves": curves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.size_curve import SizeCurve  # noqa: PLC0415
        from ..models.size_curve_import_rejected_rows_item import SizeCurveImportRejectedRowsItem  # noqa: PLC0415
        from ..models.size_curve_import_rejectedbyreason import SizeCurveImportRejectedbyreason  # noqa: PLC0415

        d = dict(src_dict)
        rows_read = d.pop("rowsRead")

        rows_loaded = d.pop("rowsLoaded")

        rows_rejected = d.pop("rowsRejected")

        rejected_by_reason = SizeCurveImportRejectedbyreason.from_dict(d.pop("rejectedByReason"))

        rejected_rows = []
        _rejected_rows = d.pop("rejectedRows")
        for rejected_rows_item_data in _rejected_rows:
            rejected_rows_item = SizeCurveImportRejectedRowsItem.from_dict(rejected_rows_item_data)

            rejected_rows.append(rejected_rows_item)

        curves = []
        _curves = d.pop("curves")
        for curves_item_data in _curves:
            curves_item = SizeCurve.from_dict(curves_item_data)

            curves.append(curves_item)

        size_curve_import = cls(
            rows_read=rows_read,
            rows_loaded=rows_loaded,
            rows_rejected=rows_rejected,
            rejected_by_reason=rejected_by_reason,
            rejected_rows=rejected_rows,
            curves=curves,
        )

        return size_curve_import
