from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.log_entry import LogEntry


T = TypeVar("T", bound="AppendLogs")


@_attrs_define
class AppendLogs:
    """Body of POST .../{id}/logs: 1..500 entries.

    Attributes:
        organization_id (str):
        entries (list[LogEntry]):
    """

    organization_id: str
    entries: list[LogEntry]

    def to_dict(self) -> dict[str, Any]:
        organization_id = self.organization_id

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "organizationId": organization_id,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry import LogEntry  # noqa: PLC0415

        d = dict(src_dict)
        organization_id = d.pop("organizationId")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LogEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        append_logs = cls(
            organization_id=organization_id,
            entries=entries,
        )

        return append_logs
