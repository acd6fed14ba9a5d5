from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.composite_body_combine import CompositeBodyCombine, check_composite_body_combine

if TYPE_CHECKING:
    from ..models.composite_part import CompositePart


T = TypeVar("T", bound="CompositeBody")


@_attrs_define
class CompositeBody:
    """``{kind: "composite", combine, parts}`` with 2 to 20 parts, each value multiplied by its weight.

    combine: weighted_sum = sum(w * v); min / max = min / max of w * v; avg = sum(w * v) / sum(w)
    (weights must be > 0). A part that is None makes the result None.

        Attributes:
            kind (Literal['composite']):
            combine (CompositeBodyCombine):
            parts (list[CompositePart]):
    """

    kind: Literal["composite"]
    combine: CompositeBodyCombine
    parts: list[CompositePart]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        combine: str = self.combine

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "combine": combine,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.composite_part import CompositePart  # noqa: PLC0415

        d = dict(src_dict)
        kind = cast(Literal["composite"], d.pop("kind"))
        if kind != "composite":
            raise ValueError(f"kind must match const 'composite', got '{kind}'")

        combine = check_composite_body_combine(d.pop("combine"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = CompositePart.from_dict(parts_item_data)

            parts.append(parts_item)

        composite_body = cls(
            kind=kind,
            combine=combine,
            parts=parts,
        )

        return composite_body
