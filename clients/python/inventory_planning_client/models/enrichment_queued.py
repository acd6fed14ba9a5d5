from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EnrichmentQueued")


@_attrs_define
class EnrichmentQueued:
    """SPEC's answer: ``{success, message, messageId, timestamp}``.

    Attributes:
        success (bool):  Default: True.
        message (str):
        message_id (str):
        timestamp (str):
    """

    message: str
    message_id: str
    timestamp: str
    success: bool = True

    def to_dict(self) -> dict[str, Any]:
        success = self.success

        message = self.message

        message_id = self.message_id

        timestamp = self.timestamp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "success": success,
                "message": message,
                "messageId": message_id,
                "timestamp": timestamp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        success = d.pop("success")

        message = d.pop("message")

        message_id = d.pop("messageId")

        timestamp = d.pop("timestamp")

        enrichment_queued = cls(
            success=success,
            message=message,
            message_id=message_id,
            timestamp=timestamp,
        )

        return enrichment_queued
