from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BatchSummary")


@_attrs_define
class BatchSummary:
    """Counts of a batch.

    Attributes:
        total (int):
        succeeded (int):
        failed (int):
    """

    total: int
    succeeded: int
    failed: int

    def to_dict(self) -> dict[str, Any]:
        total = self.total

        succeeded = self.succeeded

        failed = self.failed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "total": total,
                "succeeded": succeeded,
                "failed": failed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total = d.pop("total")

        succeeded = d.pop("succeeded")

        failed = d.pop("failed")

        batch_summary = cls(
            total=total,
            succeeded=succeeded,
            failed=failed,
        )

        return batch_summary
