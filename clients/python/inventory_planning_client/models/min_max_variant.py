from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MinMaxVariant")


@_attrs_define
class MinMaxVariant:
    """min-max with W weeks of cover (label ``min-max:<W>w``): order up to W weeks of the last 4 weeks'
    average daily sales when on hand + on order falls under W / 2 weeks (the bare "min-max" is W = 4).

        Attributes:
            policy (Literal['min-max']):
            cover_weeks (int): W, weeks of cover
    """

    policy: Literal["min-max"]
    cover_weeks: int

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        cover_weeks = self.cover_weeks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
                "coverWeeks": cover_weeks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        policy = cast(Literal["min-max"], d.pop("policy"))
        if policy != "min-max":
            raise ValueError(f"policy must match const 'min-max', got '{policy}'")

        cover_weeks = d.pop("coverWeeks")

        min_max_variant = cls(
            policy=policy,
            cover_weeks=cover_weeks,
        )

        return min_max_variant
