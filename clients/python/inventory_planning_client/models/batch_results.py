from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_item_result import BatchItemResult
    from ..models.batch_summary import BatchSummary


T = TypeVar("T", bound="BatchResults")


@_attrs_define
class BatchResults:
    """``{success, results: [...], summary}``.

    Attributes:
        success (bool):  Default: True.
        results (list[BatchItemResult]):
        summary (BatchSummary): Counts of a batch.
    """

    results: list[BatchItemResult]
    summary: BatchSummary
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        summary = self.summary.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "results": results,
                "summary": summary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item_result import BatchItemResult  # noqa: PLC0415
        from ..models.batch_summary import BatchSummary  # noqa: PLC0415

        d = dict(src_dict)
        success = d.pop("success")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchItemResult.from_dict(results_item_data)

            results.append(results_item)

        summary = BatchSummary.from_dict(d.pop("summary"))

        batch_results = cls(
            success=success,
            results=results,
            summary=summary,
        )

        return batch_results
