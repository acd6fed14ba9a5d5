from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.plan_item_plantype import PlanItemPlantype, check_plan_item_plantype
from ..models.plan_item_side_type_0 import PlanItemSideType0, check_plan_item_side_type_0
from ..models.plan_item_source import PlanItemSource, check_plan_item_source
from ..models.plan_item_status import PlanItemStatus, check_plan_item_status
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlanItem")


@_attrs_define
class PlanItem:
    """A plan line: one variant x size (x shop) with its quantity, prices and value.

    Attributes:
        id (str):
        plan_id (str):
        plan_type (PlanItemPlantype):
        variant_id (str):
        size_id (str):
        shop_id (None | str): RESTOCK/MARKDOWN: the shop; REBALANCE: the outgoing shop; PRE_SEASON: null
        quantity (int): pieces; MARKDOWN: units in stock at that shop and size
        discount (float | None): RESTOCK: negotiated % off the supplier price
        discount_percent (float | None): MARKDOWN: % off the retail price
        unit_cost (float | None): currency per piece: the InventoryItem's cost, else the variant's
        retail_price (float | None): currency per piece
        value (float): currency (docs/plans.md, Values)
        status (PlanItemStatus):
        sku (str):
        variant_name (str):
        product_name (str):
        brand_id (str):
        reason (None | str):
        source (PlanItemSource):
        source_ref (None | str):
        created_at (str):
        updated_at (str):
        reason_code (None | str | Unset): SUPPLIER_RETURN, SUPPLIER_EXCHANGE RETURN lines: a RETURN_REASON_CODE
        side (None | PlanItemSideType0 | Unset): SUPPLIER_EXCHANGE: which way the line goes
        source_item_ref (None | str | Unset): SUPPLIER_RETURN, SUPPLIER_EXCHANGE: the caller's own reference
    """

    id: str
    plan_id: str
    plan_type: PlanItemPlantype
    variant_id: str
    size_id: str
    shop_id: None | str
    quantity: int
    discount: float | None
    discount_percent: float | None
    unit_cost: float | None
    retail_price: float | None
    value: float
    status: PlanItemStatus
    sku: str
    variant_name: str
    product_name: str
    brand_id: str
    reason: None | str
    source: PlanItemSource
    source_ref: None | str
    created_at: str
    updated_at: str
    reason_code: None | str | Unset = UNSET
    side: None | PlanItemSideType0 | Unset = UNSET
    source_item_ref: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        plan_id = self.plan_id

        plan_type: str = self.plan_type

        variant_id = self.variant_id

        size_id = self.size_id

        shop_id: None | str
        shop_id = self.shop_id

        quantity = self.quantity

        discount: float | None
        discount = self.discount

        discount_percent: float | None
        discount_percent = self.discount_percent

        unit_cost: float | None
        unit_cost = self.unit_cost

        retail_price: float | None
        retail_price = self.retail_price

        value = self.value

        status: str = self.status

        sku = self.sku

        variant_name = self.variant_name

        product_name = self.product_name

        brand_id = self.brand_id

        reason: None | str
        reason = self.reason

        source: str = self.source

        source_ref: None | str
        source_ref = self.source_ref

        created_at = self.created_at

        updated_at = self.updated_at

        reason_code: None | str | Unset
        if isinstance(self.reason_code, Unset):
            reason_code = UNSET
        else:
            reason_code = self.reason_code

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        elif isinstance(self.side, str):
            side = self.side
        else:
            side = self.side

        source_item_ref: None | str | Unset
        if isinstance(self.source_item_ref, Unset):
            source_item_ref = UNSET
        else:
            source_item_ref = self.source_item_ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "planId": plan_id,
                "planType": plan_type,
                "variantId": variant_id,
                "sizeId": size_id,
                "shopId": shop_id,
                "quantity": quantity,
                "discount": discount,
                "discountPercent": discount_percent,
                "unitCost": unit_cost,
                "retailPrice": retail_price,
                "value": value,
                "status": status,
                "sku": sku,
                "variantName": variant_name,
                "productName": product_name,
                "brandId": brand_id,
                "reason": reason,
                "source": source,
                "sourceRef": source_ref,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )
        if reason_code is not UNSET:
            field_dict["reasonCode"] = reason_code
        if side is not UNSET:
            field_dict["side"] = side
        if source_item_ref is not UNSET:
            field_dict["sourceItemRef"] = source_item_ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        plan_id = d.pop("planId")

        plan_type = check_plan_item_plantype(d.pop("planType"))

        variant_id = d.pop("variantId")

        size_id = d.pop("sizeId")

        def _parse_shop_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shop_id = _parse_shop_id(d.pop("shopId"))

        quantity = d.pop("quantity")

        def _parse_discount(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        discount = _parse_discount(d.pop("discount"))

        def _parse_discount_percent(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        discount_percent = _parse_discount_percent(d.pop("discountPercent"))

        def _parse_unit_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        unit_cost = _parse_unit_cost(d.pop("unitCost"))

        def _parse_retail_price(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        retail_price = _parse_retail_price(d.pop("retailPrice"))

        value = d.pop("value")

        status = check_plan_item_status(d.pop("status"))

        sku = d.pop("sku")

        variant_name = d.pop("variantName")

        product_name = d.pop("productName")

        brand_id = d.pop("brandId")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        source = check_plan_item_source(d.pop("source"))

        def _parse_source_ref(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_ref = _parse_source_ref(d.pop("sourceRef"))

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_reason_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason_code = _parse_reason_code(d.pop("reasonCode", UNSET))

        def _parse_side(data: object) -> None | PlanItemSideType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                side_type_0 = check_plan_item_side_type_0(data)

                return side_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanItemSideType0 | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_source_item_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_item_ref = _parse_source_item_ref(d.pop("sourceItemRef", UNSET))

        plan_item = cls(
            id=id,
            plan_id=plan_id,
            plan_type=plan_type,
            variant_id=variant_id,
            size_id=size_id,
            shop_id=shop_id,
            quantity=quantity,
            discount=discount,
            discount_percent=discount_percent,
            unit_cost=unit_cost,
            retail_price=retail_price,
            value=value,
            status=status,
            sku=sku,
            variant_name=variant_name,
            product_name=product_name,
            brand_id=brand_id,
            reason=reason,
            source=source,
            source_ref=source_ref,
            created_at=created_at,
            updated_at=updated_at,
            reason_code=reason_code,
            side=side,
            source_item_ref=source_item_ref,
        )

        return plan_item
