from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.recommended_action_quantities_by_size_type_0 import RecommendedActionQuantitiesBySizeType0
    from ..models.recommended_action_transfers_type_0_item import RecommendedActionTransfersType0Item


T = TypeVar("T", bound="RecommendedAction")


@_attrs_define
class RecommendedAction:
    """The action a decision vector resolves to (REFERENCE 3.3): pieces per size for restock, a
    discount for markdown, transfers for rebalance.

        Attributes:
            quantity (int | None): restock: pieces to order; rebalance: pieces to move
            quantities_by_size (None | RecommendedActionQuantitiesBySizeType0): restock: pieces per size (the size curve)
            discount_percent (float | None): markdown: 0..100
            transfers (list[RecommendedActionTransfersType0Item] | None): rebalance: {destinationShopId, sizeId, quantity}
    """

    quantity: int | None
    quantities_by_size: None | RecommendedActionQuantitiesBySizeType0
    discount_percent: float | None
    transfers: list[RecommendedActionTransfersType0Item] | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.recommended_action_quantities_by_size_type_0 import (
            RecommendedActionQuantitiesBySizeType0,  # noqa: PLC0415
        )

        quantity: int | None
        quantity = self.quantity

        quantities_by_size: dict[str, Any] | None
        if isinstance(self.quantities_by_size, RecommendedActionQuantitiesBySizeType0):
            quantities_by_size = self.quantities_by_size.to_dict()
        else:
            quantities_by_size = self.quantities_by_size

        discount_percent: float | None
        discount_percent = self.discount_percent

        transfers: list[dict[str, Any]] | None
        if isinstance(self.transfers, list):
            transfers = []
            for transfers_type_0_item_data in self.transfers:
                transfers_type_0_item = transfers_type_0_item_data.to_dict()
                transfers.append(transfers_type_0_item)

        else:
            transfers = self.transfers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "quantity": quantity,
                "quantitiesBySize": quantities_by_size,
                "discountPercent": discount_percent,
                "transfers": transfers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recommended_action_quantities_by_size_type_0 import (
            RecommendedActionQuantitiesBySizeType0,  # noqa: PLC0415
        )
        from ..models.recommended_action_transfers_type_0_item import (
            RecommendedActionTransfersType0Item,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_quantity(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        quantity = _parse_quantity(d.pop("quantity"))

        def _parse_quantities_by_size(data: object) -> None | RecommendedActionQuantitiesBySizeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quantities_by_size_type_0 = RecommendedActionQuantitiesBySizeType0.from_dict(data)

                return quantities_by_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecommendedActionQuantitiesBySizeType0, data)

        quantities_by_size = _parse_quantities_by_size(d.pop("quantitiesBySize"))

        def _parse_discount_percent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        discount_percent = _parse_discount_percent(d.pop("discountPercent"))

        def _parse_transfers(data: object) -> list[RecommendedActionTransfersType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                transfers_type_0 = []
                _transfers_type_0 = data
                for transfers_type_0_item_data in _transfers_type_0:
                    transfers_type_0_item = RecommendedActionTransfersType0Item.from_dict(transfers_type_0_item_data)

                    transfers_type_0.append(transfers_type_0_item)

                return transfers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RecommendedActionTransfersType0Item] | None, data)

        transfers = _parse_transfers(d.pop("transfers"))

        recommended_action = cls(
            quantity=quantity,
            quantities_by_size=quantities_by_size,
            discount_percent=discount_percent,
            transfers=transfers,
        )

        return recommended_action
