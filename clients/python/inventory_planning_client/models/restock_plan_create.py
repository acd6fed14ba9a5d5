from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RestockPlanCreate")


@_attrs_define
class RestockPlanCreate:
    """POST /api/restock-plans: ``{brandId, collectionId, name?, description?, supplierId?, ruleGroupId?}``.

    ``name`` is generated from the brand and collection names when omitted.

        Attributes:
            brand_id (str):
            collection_id (str):
            name (None | str | Unset):
            description (None | str | Unset):
            supplier_id (None | str | Unset):
            rule_group_id (None | str | Unset): the organization's business-logic ruleset for this plan's rules (default:
                its default ruleset)
    """

    brand_id: str
    collection_id: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    supplier_id: None | str | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        brand_id = self.brand_id

        collection_id = self.collection_id

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

        supplier_id: None | str | Unset
        if isinstance(self.supplier_id, Unset):
            supplier_id = UNSET
        else:
            supplier_id = self.supplier_id

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "brandId": brand_id,
                "collectionId": collection_id,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if supplier_id is not UNSET:
            field_dict["supplierId"] = supplier_id
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        brand_id = d.pop("brandId")

        collection_id = d.pop("collectionId")

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

        def _parse_supplier_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        supplier_id = _parse_supplier_id(d.pop("supplierId", UNSET))

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

        restock_plan_create = cls(
            brand_id=brand_id,
            collection_id=collection_id,
            name=name,
            description=description,
            supplier_id=supplier_id,
            rule_group_id=rule_group_id,
        )

        return restock_plan_create
