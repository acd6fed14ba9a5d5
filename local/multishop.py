"""A small multi-shop retailer of our own making: the second demo organization of the local stack.

Rebalance plans move stock between shops, and the brand files of ../shared/data hold one warehouse,
so ``make run`` also loads this fixture into an organization "Demo Multi-shop" (issue 8), until the
canonical retailer files of the issue "Facts at retail scale" exist. The tests load it too
(tests/helpers/plan_data.py ``multishop``).

One brand (Northwind Apparel), two collections, three shops (a warehouse and two stores), four
products in two colours (eight ProductVariants, each with a supplier, a cost and a retail price),
sizes S, M, L, XL (32 InventoryItems) and a stock position per shop x InventoryItem (96), with
average daily sales. Items are written with the same keys and shapes as the ingestion writes them
(``store/ingestion``), ids are UUIDv5 of their natural keys (``domain/ids.py``), and the
organization's maintained counts are set, so every catalogue endpoint lists the fixture as it would
an ingested retailer.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, NamedTuple

NAME = "Demo Multi-shop"
BRAND = ("NWA", "Northwind Apparel")
COLLECTIONS = (("FW26", "Autumn-Winter 2026", False), ("BASICS", "Basics", True))
SHOPS = (
    ("WH-01", "Central warehouse", "WAREHOUSE", "Mumbai"),
    ("ST-01", "Bandra store", "STORE", "Mumbai"),
    ("ST-02", "Pune store", "STORE", "Pune"),
)
SIZES = ("S", "M", "L", "XL")


class Design(NamedTuple):
    """A product: code, name, family (department), collection code, supplier, colours, cost, retail price."""

    code: str
    name: str
    family: str
    collection: str
    supplier: str
    colours: tuple[str, ...]
    cost: float
    retail: float


DESIGNS = (
    Design("LS100", "Linen shirt LS100", "Shirts", "BASICS", "Coastal Mills", ("White", "Navy"), 420.0, 1290.0),
    Design("DJ200", "Denim jacket DJ200", "Jackets", "FW26", "Indigo Works", ("Blue", "Black"), 1150.0, 3490.0),
    Design("CK300", "Cotton kurta CK300", "Kurta", "FW26", "Coastal Mills", ("Red", "Green"), 360.0, 999.0),
    Design("WS400", "Wool scarf WS400", "Accessories", "FW26", "Highland Knits", ("Grey", "Camel"), 240.0, 790.0),
)
# Stock per shop for each size, by design index: the warehouse is full, the stores run short (and a
# few positions are empty), so rebalancing from the warehouse to the stores makes sense.
STOCK = {
    "WH-01": (40, 60, 55, 30),
    "ST-01": (2, 5, 0, 1),
    "ST-02": (6, 9, 4, 0),
}
DAILY_SALES = {"WH-01": 0.0, "ST-01": 1.2, "ST-02": 0.8}


def supplier_id(organization_id: str, name: str) -> str:
    """The fixture's supplier ids (UUIDv5 of the supplier name), usable in supplier constraints and org lists."""
    from inventory_planning.kernel.ids import entity_id

    return entity_id(organization_id, "supplier", name)


def load(organization_id: str) -> dict[str, Any]:
    """Write the fixture into ``organization_id`` (idempotent: the same ids each time).

    Returns ``{shops: {code: id}, brandId, collections: {code: id}, variants: {sku: id}, suppliers: {name: id}}``.
    """
    from inventory_planning.kernel.ids import entity_id
    from inventory_planning.store.models import (
        BrandItem,
        CollectionItem,
        InventoryItemItem,
        OrganizationItem,
        ProductItem,
        ShopItem,
        StockPositionItem,
        VariantItem,
    )

    org = organization_id
    now = datetime.now(UTC)

    def pk(kind: str) -> str:
        return f"ORG#{org}#{kind}"

    items: list[Any] = []
    shops = {}
    for code, name, kind, city in SHOPS:
        shop_id = entity_id(org, "shop", code)
        shops[code] = shop_id
        items.append(ShopItem(
            pk("SHOP"), shop_id, gsi1pk=f"ORG#{org}#SHOP#{shop_id}", gsi1sk="SHOP", id=shop_id, code=code, name=name,
            kind=kind, city=city, country="India", currency="INR", created_at=now, updated_at=now,
        ))  # fmt: skip
    brand_id = entity_id(org, "brand", BRAND[0])
    items.append(BrandItem(
        pk("BRAND"), brand_id, gsi1pk=f"ORG#{org}#BRAND#{brand_id}", gsi1sk="BRAND", id=brand_id, code=BRAND[0],
        name=BRAND[1], created_at=now, updated_at=now,
    ))  # fmt: skip
    collections = {}
    for code, name, permanent in COLLECTIONS:
        collection_id = entity_id(org, "collection", code)
        collections[code] = collection_id
        items.append(CollectionItem(
            pk("COLLECTION"), collection_id, gsi1pk=f"ORG#{org}#COLLECTION#{collection_id}", gsi1sk="COLLECTION",
            id=collection_id, code=code, name=name, is_permanent=permanent, start_date=now, created_at=now, updated_at=now,
        ))  # fmt: skip
    variants, suppliers, positions = {}, {}, 0
    for index, design in enumerate(DESIGNS):
        product_id = entity_id(org, "product", design.code)
        collection_id = collections[design.collection]
        suppliers[design.supplier] = supplier_id(org, design.supplier)
        items.append(ProductItem(
            pk("PRODUCT"), product_id, gsi1pk=f"ORG#{org}#PRODUCTS", gsi1sk=f"{design.name.lower()}#{product_id}",
            gsi2pk=f"ORG#{org}#BRAND#{brand_id}#PRODUCT", gsi2sk=f"{design.name.lower()}#{product_id}", id=product_id,
            code=design.code, name=design.name, name_lower=design.name.lower(), brand_id=brand_id, brand_name=BRAND[1],
            collection_id=collection_id, family=design.family, list_price=design.retail, created_at=now, updated_at=now,
        ))  # fmt: skip
        for colour in design.colours:
            sku = f"{design.code}-{colour.upper()}"
            variant_id = entity_id(org, "variant", sku)
            variants[sku] = variant_id
            name = f"{design.name} / {colour}"
            items.append(VariantItem(
                pk("VARIANT"), variant_id, gsi1pk=f"ORG#{org}#VARIANTS", gsi1sk=sku,
                gsi2pk=f"ORG#{org}#PRODUCT#{product_id}#VARIANT", gsi2sk=sku, id=variant_id, sku=sku, name=name,
                name_lower=name.lower(), colour=colour, product_id=product_id, product_name=design.name, brand_id=brand_id,
                brand_name=BRAND[1], collection_id=collection_id, supplier_id=suppliers[design.supplier],
                supplier_code=design.supplier, cost_price=design.cost, retail_price=design.retail, created_at=now, updated_at=now,
                item_sizes={f"{sku}-{size}": size for size in SIZES},
            ))  # fmt: skip
            for size_index, size in enumerate(SIZES):
                item_sku = f"{sku}-{size}"
                item_id = entity_id(org, "item", item_sku)
                items.append(InventoryItemItem(
                    pk("ITEM"), item_sku, gsi1pk=f"ORG#{org}#ITEM#{item_id}", gsi1sk="ITEM",
                    gsi2pk=f"ORG#{org}#VARIANT#{variant_id}#ITEM", gsi2sk=item_sku, id=item_id, sku=item_sku, size=size,
                    variant_id=variant_id, product_id=product_id, brand_id=brand_id, unit_cost=design.cost,
                    list_price=design.retail, created_at=now, updated_at=now,
                ))  # fmt: skip
                for code, shop_id in shops.items():
                    quantity = max(STOCK[code][size_index] - 3 * (index % 2), 0)
                    items.append(StockPositionItem(
                        pk("STOCK"), f"{shop_id}#{variant_id}#{size}",
                        gsi2pk=f"ORG#{org}#VARIANT#{variant_id}#STOCK", gsi2sk=f"{shop_id}#{size}",
                        shop_id=shop_id, variant_id=variant_id, inventory_item_id=item_id, size=size,
                        current_stock_qty=quantity, average_unit_cost=design.cost, list_price=design.retail,
                        avg_daily_sales_7d=DAILY_SALES[code], avg_daily_sales_30d=DAILY_SALES[code],
                        snapshot_timestamp=now, updated_at=now,
                    ))  # fmt: skip
                    positions += 1
    with ShopItem.batch_write() as batch:
        for item in items:
            batch.save(item)
    counts = {
        "products": len(DESIGNS), "variants": len(variants), "inventoryItems": len(variants) * len(SIZES),
        "shops": len(shops), "brands": 1, "collections": len(collections),
    }  # fmt: skip
    OrganizationItem(f"ORG#{org}", "#META").update(
        actions=[OrganizationItem.counts.set(counts), OrganizationItem.stock_position_count.set(positions)],
        condition=OrganizationItem.pk.exists(),  # the organization must exist: never a partial item
    )
    return {"shops": shops, "brandId": brand_id, "collections": collections, "variants": variants, "suppliers": suppliers}


def facts(today: Any, days: int = 56) -> dict[str, str]:
    """Canonical retailer files of the fixture's facts, so the nightly chain has something to read:
    ``sales.csv`` (sale lines of the ``days`` days before ``today``: the stores sell, a few pieces a
    day, the warehouse does not) and ``stock.csv`` (the fixture's stock, counted at the close of the
    day before ``today``). Deterministic. Returns file name -> CSV text."""
    from datetime import timedelta

    sales = ["saleDate,shopCode,sku,quantity,unitPrice,size,productCode,productName,colour,brandCode,brandName,saleLineId"]
    stock = ["shopCode,sku,quantity,size,snapshotDate,unitCost,retailPrice"]
    every = {"ST-01": 3, "ST-02": 4}  # a piece of an item every 3 (4) days
    for index, design in enumerate(DESIGNS):
        for colour_index, colour in enumerate(design.colours):
            sku = f"{design.code}-{colour.upper()}"
            for size_index, size in enumerate(SIZES):
                item = f"{sku}-{size}"
                for code, _name, _kind, _city in SHOPS:
                    quantity = max(STOCK[code][size_index] - 3 * (index % 2), 0)
                    stock.append(f"{code},{item},{quantity},{size},{today - timedelta(days=1)},{design.cost},{design.retail}")
                    if code not in every:
                        continue
                    for back in range(1, days + 1):
                        if (back + index + colour_index + size_index) % every[code] == 0:
                            day = today - timedelta(days=back)
                            sales.append(f"{day},{code},{item},1,{design.retail},{size},{design.code},{design.name},"
                                         f"{colour},{BRAND[0]},{BRAND[1]},{code}-{item}-{day}")  # fmt: skip
    return {"multishop-sales.csv": "\n".join(sales) + "\n", "multishop-stock.csv": "\n".join(stock) + "\n"}
