from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PerimeterVariant")


@_attrs_define
class PerimeterVariant:
    """A variant of an instance's group, in one shop, with the metric of that shop x variant.

    Attributes:
        id (str): the variant ('*' where the row has none)
        value (float | None): the metric (or risk score) of this shop x variant; null without analytics.view; a shop-
            scoped caller's shops only (docs/decisions/0024)
    """

    id: str
    value: float | None

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        value: float | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        perimeter_variant = cls(
            id=id,
            value=value,
        )

        return perimeter_variant
