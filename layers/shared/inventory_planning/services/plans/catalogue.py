"""Plan lines as stored (docs/plans.md "Values"): the catalogue facts a line needs (variant, size,
prices, department), the line record an addition makes with its value, and what a line write changes
in the plan's totals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from inventory_planning.contracts.requests.plans import (
    MarkdownItemAdd,
    PreSeasonItemAdd,
    RebalanceItemAdd,
    RestockItemAdd,
    SupplierExchangeItemAdd,
    SupplierReturnItemAdd,
)
from inventory_planning.domain.plans import supplier_plans, values
from inventory_planning.kernel.actors import Caller
from inventory_planning.kernel.errors import DomainError, InvalidInput, field_error
from inventory_planning.services.plans.common import now
from inventory_planning.services.plans.ruleset import org_list_values
from inventory_planning.store import catalog
from inventory_planning.store.models import PlanHeaderItem, PlanLineItem, ProductItem, ShopItem, VariantItem
from inventory_planning.store.plans.lines import Delta, LineWrite, line_id

ItemBody = RestockItemAdd | MarkdownItemAdd | RebalanceItemAdd | SupplierReturnItemAdd | PreSeasonItemAdd


@dataclass(frozen=True, slots=True, kw_only=True)
class LineRequest:
    """What an addition asks for, whatever its plan type: variant and size ids, the shop (restock,
    markdown, supplier plans), pieces (restock, rebalance, supplier plans, pre-season), the negotiated
    discount (restock, percent), the markdown (percent), the reason; a supplier plan's or a pre-season
    line's unit cost (currency per piece, None: the item's), return reason code, source item reference
    and exchange side."""

    variant_id: str
    size_id: str
    shop_id: str | None = None
    quantity: int = 0
    discount: float | None = None
    discount_percent: float = 0.0
    reason: str | None = None
    unit_cost: float | None = None
    reason_code: str | None = None
    source_item_ref: str | None = None
    side: str | None = None

    @classmethod
    def of(cls, body: ItemBody) -> LineRequest:
        """The request of an add-item body."""
        if isinstance(body, SupplierReturnItemAdd):
            return cls(
                variant_id=body.variantId, size_id=body.sizeId, shop_id=body.shopId, quantity=body.quantity,
                reason=body.reason, unit_cost=body.unitCost, reason_code=body.reasonCode,
                source_item_ref=body.sourceItemRef,
                side=body.side if isinstance(body, SupplierExchangeItemAdd) else "RETURN",
            )  # fmt: skip
        if isinstance(body, RebalanceItemAdd):
            return cls(variant_id=body.variantId, size_id=body.sizeId, quantity=body.quantity, reason=body.reason)
        if isinstance(body, PreSeasonItemAdd):
            return cls(
                variant_id=body.variantId, size_id=body.sizeId, quantity=body.quantity, unit_cost=body.unitCost,
                reason=body.reason,
            )  # fmt: skip
        if isinstance(body, MarkdownItemAdd):
            return cls(
                variant_id=body.variantId, size_id=body.sizeId, shop_id=body.shopId,
                discount_percent=body.discountPercent, reason=body.reason,
            )  # fmt: skip
        return cls(
            variant_id=body.variantId, size_id=body.sizeId, shop_id=body.shopId, quantity=body.quantity,
            discount=body.discount, reason=body.reason,
        )  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class Resolved:
    """A line's catalogue facts: the variant, its size (InventoryItem), prices (currency per piece) and department."""

    variant: VariantItem
    size: str
    unit_cost: float | None
    retail_price: float | None
    department: str | None
    item_id: str | None = None


def _num(value: Any) -> float | None:
    return None if value is None else float(value)


class Catalogue:
    """Per-request cache of the catalogue reads lines need (variants, their sizes, products, shops)."""

    def __init__(self, organization_id: str) -> None:
        self.org = organization_id
        self._variants: dict[str, VariantItem | None] = {}
        self._sizes: dict[str, list[Any]] = {}
        self._products: dict[str, ProductItem | None] = {}
        self._shops: dict[str, ShopItem | None] = {}
        self._reason_codes: frozenset[str] | None = None

    def reason_codes(self) -> frozenset[str]:
        """The organization's RETURN_REASON_CODE values (upper-case), read once."""
        if self._reason_codes is None:
            self._reason_codes = frozenset(v.upper() for v in org_list_values(self.org, "RETURN_REASON_CODE"))
        return self._reason_codes

    def shop(self, shop_id: str) -> ShopItem | None:
        """The shop (read once), or None when it is not the organization's."""
        if shop_id not in self._shops:
            self._shops[shop_id] = catalog.get_shop(self.org, shop_id)
        return self._shops[shop_id]

    def _product(self, product_id: str) -> ProductItem | None:
        if product_id not in self._products:
            self._products[product_id] = catalog.get_product(self.org, product_id)
        return self._products[product_id]

    def resolve(self, variant_id: str, size_id: str) -> Resolved:
        """The variant and its size (by size label or InventoryItem id), or 422 naming ``variantId`` / ``sizeId``."""
        if variant_id not in self._variants:
            self._variants[variant_id] = catalog.get_variant(self.org, variant_id)
        variant = self._variants[variant_id]
        if variant is None:
            raise InvalidInput([field_error("variantId", "no ProductVariant with this id", "not_found")])
        if variant_id not in self._sizes:
            self._sizes[variant_id] = catalog.inventory_items_of_variant(self.org, variant_id)
        item = next((i for i in self._sizes[variant_id] if size_id in (i.size, i.id)), None)
        if item is None:
            sizes = ", ".join(i.size for i in self._sizes[variant_id]) or "none"
            raise InvalidInput([field_error("sizeId", f"not a size of this variant (sizes: {sizes})", "not_found")])
        product = self._product(variant.product_id)
        unit_cost = item.unit_cost if item.unit_cost is not None else variant.cost_price
        retail = item.list_price if item.list_price is not None else variant.retail_price
        return Resolved(
            variant=variant, size=item.size, unit_cost=_num(unit_cost), retail_price=_num(retail),
            department=product.family if product is not None else None, item_id=item.id,
        )  # fmt: skip


def _line_record(
    caller: Caller,
    header: PlanHeaderItem,
    resolved: Resolved,
    shop_id: str | None,
    fields: dict[str, Any],
    existing: dict[str, Any] | None,
    source: str,
) -> dict[str, Any]:
    variant = resolved.variant
    written = now()
    record: dict[str, Any] = {
        "id": line_id(header.sk, variant.id, resolved.size, shop_id),
        "planId": header.sk,
        "planType": header.plan_type,
        "variantId": variant.id,
        "sizeId": resolved.size,
        "shopId": shop_id,
        "quantity": 0,
        "discount": None,
        "discountPercent": None,
        "unitCost": resolved.unit_cost,
        "retailPrice": resolved.retail_price,
        "value": 0.0,
        "sku": variant.sku,
        "variantName": variant.name,
        "productName": variant.product_name,
        "brandId": variant.brand_id,
        "productId": variant.product_id,
        "supplierId": header.record.get("supplierId") or variant.supplier_id,
        "collectionId": variant.collection_id,
        "department": resolved.department,
        "reason": None,
        "source": source,
        "sourceRef": caller.source_ref,
        "createdAt": existing["createdAt"] if existing else written,
        "updatedAt": written,
    }
    record.update(fields)
    return record


def _stock(organization_id: str, shop_id: str, resolved: Resolved) -> int:
    position = catalog.get_stock_position(organization_id, shop_id, resolved.variant.id, resolved.size)
    return int(position.current_stock_qty) if position is not None else 0


def _rebalance_fields(caller: Caller, header: PlanHeaderItem, request: LineRequest, resolved: Resolved) -> dict[str, Any]:
    available = _stock(caller.organization_id, header.record["outgoingShopId"], resolved)
    if request.quantity > available:
        raise DomainError(
            "INSUFFICIENT_STOCK",
            f"The outgoing shop holds {available} of this variant and size; {request.quantity} cannot move",
            [field_error("quantity", f"at most {available}", "insufficient_stock")],
        )
    value = values.rebalance_line_value(request.quantity, resolved.unit_cost)
    return {"quantity": request.quantity, "value": value, "reason": request.reason}


def _restock_fields(header: PlanHeaderItem, request: LineRequest, resolved: Resolved) -> dict[str, Any]:
    if resolved.variant.brand_id != header.record["brandId"]:
        raise InvalidInput([field_error("variantId", "the variant is not of the plan's brand", "other_brand")])
    return {
        "quantity": request.quantity, "discount": request.discount, "reason": request.reason,
        "value": values.restock_line_value(request.quantity, resolved.unit_cost, request.discount),
    }  # fmt: skip


def _pre_season_fields(header: PlanHeaderItem, request: LineRequest, resolved: Resolved) -> dict[str, Any]:
    brand = header.record.get("brandId")
    if brand is not None and resolved.variant.brand_id != brand:
        raise InvalidInput([field_error("variantId", "the variant is not of the plan's brand", "other_brand")])
    unit_cost = request.unit_cost if request.unit_cost is not None else resolved.unit_cost
    return {
        "quantity": request.quantity, "unitCost": unit_cost, "reason": request.reason,
        "value": values.pre_season_line_value(request.quantity, unit_cost),
    }  # fmt: skip


def _markdown_fields(caller: Caller, shop_id: str, request: LineRequest, resolved: Resolved) -> dict[str, Any]:
    units = max(_stock(caller.organization_id, shop_id, resolved), 0)
    return {
        "quantity": units, "discountPercent": request.discount_percent, "reason": request.reason,
        "value": values.markdown_line_value(units, resolved.retail_price, request.discount_percent),
    }  # fmt: skip


def supplier_shop(header: PlanHeaderItem, request: LineRequest) -> str | None:
    """The shop of a supplier plan's line: the request's, else the plan's source shop (RETURN side) or
    destination shop (RECEIVE side)."""
    if request.shop_id:
        return request.shop_id
    key = "destinationShopId" if request.side == "RECEIVE" else "sourceShopId"
    shop: str | None = header.record.get(key)
    return shop


def _supplier_fields(
    caller: Caller, header: PlanHeaderItem, request: LineRequest, resolved: Resolved, shop_id: str, cat: Catalogue
) -> dict[str, Any]:
    """A supplier-return or exchange line's fields: quantity, unit cost (given, else the item's),
    value = quantity x unit cost, reason code (checked against the org list), side, source item ref.

    Raises:
        InvalidInput: a reason code not in the RETURN_REASON_CODE list, or on a RECEIVE line (422 naming
            ``reasonCode``).
        DomainError: INSUFFICIENT_STOCK when a RETURN line returns more than the shop holds.
    """
    code = request.reason_code.strip().upper() if request.reason_code else None
    if code is not None and request.side == "RECEIVE":
        raise InvalidInput([field_error("reasonCode", "a RECEIVE line carries no reason code", "unexpected")])
    if code is not None and code not in cat.reason_codes():
        raise InvalidInput([field_error("reasonCode", "not one of the organization's RETURN_REASON_CODE values", "not_in_list")])
    if request.side != "RECEIVE":
        available = _stock(caller.organization_id, shop_id, resolved)
        if request.quantity > available:
            raise DomainError(
                "INSUFFICIENT_STOCK",
                f"The shop holds {available} of this variant and size; {request.quantity} cannot be returned",
                [field_error("quantity", f"at most {available}", "insufficient_stock")],
            )
    unit_cost = request.unit_cost if request.unit_cost is not None else resolved.unit_cost
    return {
        "quantity": request.quantity, "unitCost": unit_cost, "reason": request.reason, "reasonCode": code,
        "sourceItemRef": request.source_item_ref, "side": request.side if header.plan_type == "SUPPLIER_EXCHANGE" else None,
        "value": supplier_plans.line_value(request.quantity, unit_cost), "supplierId": resolved.variant.supplier_id,
        "inventoryItemId": resolved.item_id,
    }  # fmt: skip


def build_line(
    caller: Caller, header: PlanHeaderItem, request: LineRequest, cat: Catalogue, existing: dict[str, Any] | None, source: str
) -> dict[str, Any]:
    """The stored line an addition makes (values computed), checked against the catalogue.

    ``existing``: the stored line it replaces (its creation time is kept); ``source``: manual,
    workflow or decision-vector.

    Raises:
        InvalidInput: unknown variant, size or shop (422 naming it); a restock (or pre-season) variant
            of another brand than the plan's.
        DomainError: INSUFFICIENT_STOCK (422) when a rebalance line moves more than the outgoing shop holds,
            or a supplier plan's RETURN line returns more than its shop holds.
    """
    resolved = cat.resolve(request.variant_id, request.size_id)
    if header.plan_type == "REBALANCE":
        fields = _rebalance_fields(caller, header, request, resolved)
        return _line_record(caller, header, resolved, header.record["outgoingShopId"], fields, existing, source)
    if header.plan_type in supplier_plans.SUPPLIER_TYPES:
        shop_id = supplier_shop(header, request) or ""
        if not shop_id or cat.shop(shop_id) is None:
            raise InvalidInput([field_error("shopId", "no shop with this id (and the plan names none)", "not_found")])
        fields = _supplier_fields(caller, header, request, resolved, shop_id, cat)
        record = _line_record(caller, header, resolved, shop_id, fields, existing, source)
        if header.plan_type == "SUPPLIER_EXCHANGE":  # the same variant x size x shop may be on both sides
            record["id"] = line_id(header.sk, resolved.variant.id, resolved.size, f"{shop_id}#{request.side}")
        return record
    if header.plan_type == "PRE_SEASON":  # no shop: the season's buy
        return _line_record(caller, header, resolved, None, _pre_season_fields(header, request, resolved), existing, source)
    shop_id = request.shop_id or ""
    if cat.shop(shop_id) is None:
        raise InvalidInput([field_error("shopId", "no shop with this id", "not_found")])
    if header.plan_type == "RESTOCK":
        fields = _restock_fields(header, request, resolved)
    else:
        fields = _markdown_fields(caller, shop_id, request, resolved)
    return _line_record(caller, header, resolved, shop_id, fields, existing, source)


def same_line(old: dict[str, Any], new: dict[str, Any]) -> bool:
    """True when ``new`` only differs from ``old`` by its timestamps and source (a repeated add)."""
    ignored = {"updatedAt", "createdAt", "source", "sourceRef", "itemStatus", "reviewedAt"}  # a review is kept
    return {k: v for k, v in old.items() if k not in ignored} == {k: v for k, v in new.items() if k not in ignored}


def delta(new: dict[str, Any] | None, old: dict[str, Any] | None) -> Delta:
    """What replacing the stored line ``old`` by ``new`` (either None: an addition, a removal)
    changes in the plan's totals."""
    change = Delta()
    for record, sign in ((new, 1), (old, -1)):
        if record is None:
            continue
        change.count += sign
        change.quantity += sign * int(record["quantity"])
        change.value = round(change.value + sign * float(record["value"]), 6)
        department = record.get("department") or "_"
        change.by_department[department] = round(change.by_department.get(department, 0.0) + sign * float(record["value"]), 6)
        if record.get("shopId"):
            change.by_shop[record["shopId"]] = change.by_shop.get(record["shopId"], 0) + sign
    return change


def _search_labels(record: dict[str, Any]) -> str:
    return f"{record['sku']} {record['variantName']} {record['productName']} {record['sizeId']}".lower()


def line_write(record: dict[str, Any] | None, item_id: str, existing: PlanLineItem | None) -> LineWrite:
    """The store's write of a line: ``record`` None deletes ``existing``; else a put conditional on
    the version read (or on the line not existing)."""
    expected = int(existing.version) if existing is not None else None
    if record is None:
        return LineWrite(item_id, None, expected_version=expected)
    return LineWrite(
        item_id,
        record,
        int(record["quantity"]),
        float(record["value"]),
        record.get("department"),
        _search_labels(record),
        expected,
        record.get("shopId"),
    )
