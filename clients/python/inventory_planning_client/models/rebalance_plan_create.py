from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RebalancePlanCreate")


@_attrs_define
class RebalancePlanCreate:
    """POST /api/rebalance-plans: ``{name?, outgoingShopId, ingoingShopId, description?}``: stock moves
    from the outgoing (source) shop to the ingoing (destination) shop; the two must differ.

        Attributes:
            outgoing_shop_id (str):
            ingoing_shop_id (str):
            name (None | str | Unset):
            description (None | str | Unset):
    """

    outgoing_shop_id: str
    ingoing_shop_id: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        outgoing_shop_id = self.outgoing_shop_id

        ingoing_shop_id = self.ingoing_shop_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outgoingShopId": outgoing_shop_id,
                "ingoingShopId": ingoing_shop_id,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outgoing_shop_id = d.pop("outgoingShopId")

        ingoing_shop_id = d.pop("ingoingShopId")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        rebalance_plan_create = cls(
            outgoing_shop_id=outgoing_shop_id,
            ingoing_shop_id=ingoing_shop_id,
            name=name,
            description=description,
        )

        return rebalance_plan_create
