from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RebalancePlanCreate")


@_attrs_define
class RebalancePlanCreate:
    """POST /api/rebalance-plans: ``{name?, outgoingShopId, ingoingShopId, description?, ruleGroupId?}``: stock moves
    from the outgoing (source) shop to the ingoing (destination) shop; the two must differ.

        Attributes:
            outgoing_shop_id (str):
            ingoing_shop_id (str):
            name (None | str | Unset):
            description (None | str | Unset):
            rule_group_id (None | str | Unset): the organization's business-logic ruleset for this plan's rules (default:
                its default ruleset)
    """

    outgoing_shop_id: str
    ingoing_shop_id: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET

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

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

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
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

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

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

        rebalance_plan_create = cls(
            outgoing_shop_id=outgoing_shop_id,
            ingoing_shop_id=ingoing_shop_id,
            name=name,
            description=description,
            rule_group_id=rule_group_id,
        )

        return rebalance_plan_create
