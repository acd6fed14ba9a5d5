from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suggested_action_action import SuggestedActionAction, check_suggested_action_action
from ..types import UNSET, Unset

T = TypeVar("T", bound="SuggestedAction")


@_attrs_define
class SuggestedAction:
    """What to do about a risk: RESTOCK, MARKDOWN or REBALANCE (with the destination shop).

    Attributes:
        action (SuggestedActionAction):
        reason (None | str | Unset):
        destination_shop_id (None | str | Unset):
    """

    action: SuggestedActionAction
    reason: None | str | Unset = UNSET
    destination_shop_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        destination_shop_id: None | str | Unset
        if isinstance(self.destination_shop_id, Unset):
            destination_shop_id = UNSET
        else:
            destination_shop_id = self.destination_shop_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason
        if destination_shop_id is not UNSET:
            field_dict["destinationShopId"] = destination_shop_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = check_suggested_action_action(d.pop("action"))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_destination_shop_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        destination_shop_id = _parse_destination_shop_id(d.pop("destinationShopId", UNSET))

        suggested_action = cls(
            action=action,
            reason=reason,
            destination_shop_id=destination_shop_id,
        )

        return suggested_action
