from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.unplanned_variant_reason import UnplannedVariantReason, check_unplanned_variant_reason

T = TypeVar("T", bound="UnplannedVariant")


@_attrs_define
class UnplannedVariant:
    """A season variant the scenario leaves out, and why.

    Attributes:
        variant_id (str):
        reason (UnplannedVariantReason):
        message (str):
    """

    variant_id: str
    reason: UnplannedVariantReason
    message: str

    def to_dict(self) -> dict[str, Any]:
        variant_id = self.variant_id

        reason: str = self.reason

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variantId": variant_id,
                "reason": reason,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant_id = d.pop("variantId")

        reason = check_unplanned_variant_reason(d.pop("reason"))

        message = d.pop("message")

        unplanned_variant = cls(
            variant_id=variant_id,
            reason=reason,
            message=message,
        )

        return unplanned_variant
