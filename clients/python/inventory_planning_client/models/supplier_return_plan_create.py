from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SupplierReturnPlanCreate")


@_attrs_define
class SupplierReturnPlanCreate:
    """POST /api/supplier-return-plans: ``{supplierId, sourceShopId?, name?, description?, reason?
    (<= 500), deadline? (YYYY-MM-DD), ruleGroupId?}``; ``name`` defaults to "Return to <supplier code>".

        Attributes:
            supplier_id (str):
            source_shop_id (None | str | Unset):
            name (None | str | Unset):
            description (None | str | Unset):
            reason (None | str | Unset):
            deadline (datetime.date | None | Unset):
            rule_group_id (None | str | Unset):
    """

    supplier_id: str
    source_shop_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    deadline: datetime.date | None | Unset = UNSET
    rule_group_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        supplier_id = self.supplier_id

        source_shop_id: None | str | Unset
        if isinstance(self.source_shop_id, Unset):
            source_shop_id = UNSET
        else:
            source_shop_id = self.source_shop_id

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

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.date):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        rule_group_id: None | str | Unset
        if isinstance(self.rule_group_id, Unset):
            rule_group_id = UNSET
        else:
            rule_group_id = self.rule_group_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "supplierId": supplier_id,
            }
        )
        if source_shop_id is not UNSET:
            field_dict["sourceShopId"] = source_shop_id
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if reason is not UNSET:
            field_dict["reason"] = reason
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if rule_group_id is not UNSET:
            field_dict["ruleGroupId"] = rule_group_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        supplier_id = d.pop("supplierId")

        def _parse_source_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_shop_id = _parse_source_shop_id(d.pop("sourceShopId", UNSET))

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

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_deadline(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.date.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_rule_group_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_group_id = _parse_rule_group_id(d.pop("ruleGroupId", UNSET))

        supplier_return_plan_create = cls(
            supplier_id=supplier_id,
            source_shop_id=source_shop_id,
            name=name,
            description=description,
            reason=reason,
            deadline=deadline,
            rule_group_id=rule_group_id,
        )

        return supplier_return_plan_create
