from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RecommendationsVariant")


@_attrs_define
class RecommendationsVariant:
    """The chain's recommendations at a fixed service level (label ``recommendations:sl=<x>``): decided as
    for an organization whose serviceLevel setting is x, which overrides the economics.

        Attributes:
            policy (Literal['recommendations']):
            service_level (float): the probability of no stock-out a cycle
    """

    policy: Literal["recommendations"]
    service_level: float

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        service_level = self.service_level

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
                "serviceLevel": service_level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        policy = cast(Literal["recommendations"], d.pop("policy"))
        if policy != "recommendations":
            raise ValueError(f"policy must match const 'recommendations', got '{policy}'")

        service_level = d.pop("serviceLevel")

        recommendations_variant = cls(
            policy=policy,
            service_level=service_level,
        )

        return recommendations_variant
