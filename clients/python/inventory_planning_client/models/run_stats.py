from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunStats")


@_attrs_define
class RunStats:
    """A run's counts; ``durationMs`` the evaluation's milliseconds.

    Attributes:
        rules_evaluated (int):
        assignments_created (int):
        assignments_removed (int):
        duration_ms (int):
    """

    rules_evaluated: int
    assignments_created: int
    assignments_removed: int
    duration_ms: int

    def to_dict(self) -> dict[str, Any]:
        rules_evaluated = self.rules_evaluated

        assignments_created = self.assignments_created

        assignments_removed = self.assignments_removed

        duration_ms = self.duration_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rulesEvaluated": rules_evaluated,
                "assignmentsCreated": assignments_created,
                "assignmentsRemoved": assignments_removed,
                "durationMs": duration_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rules_evaluated = d.pop("rulesEvaluated")

        assignments_created = d.pop("assignmentsCreated")

        assignments_removed = d.pop("assignmentsRemoved")

        duration_ms = d.pop("durationMs")

        run_stats = cls(
            rules_evaluated=rules_evaluated,
            assignments_created=assignments_created,
            assignments_removed=assignments_removed,
            duration_ms=duration_ms,
        )

        return run_stats
