"""Ingestion writes: catalogue, stock positions, stock ledger, sale lines and daily rollups of one file.

Key layouts are the ones of models.py (docs/data-model.md). Every write is an upsert under a
deterministic key (ids from ``entity_id``; timestamps from the file's ingestion time), so a run
that crashed half-way can be redone and converges to the same items. Catalogue items are read
(BatchGetItem, consistent) before they are written, merged, and written only when they change;
an LRU of at most ``cache_limit`` variants and items remembers what this run already read or wrote.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

from pynamodb.exceptions import UpdateError

from inventory_planning.domain.ids import entity_id
from inventory_planning.domain.ingestion import canonical as c
from inventory_planning.domain.ingestion.mapping import PriceListEntry, Record, SaleLine, StockCount, StylePrice
from inventory_planning.domain.ingestion.reasons import Reason, Rejection
from inventory_planning.store.models import (
    BaseItem,
    BrandItem,
    CollectionItem,
    FileIngestionItem,
    InventoryItemItem,
    LedgerEntryItem,
    OrganizationItem,
    ProductItem,
    SaleLineItem,
    SalesDayItem,
    ShopItem,
    StockPositionItem,
    VariantItem,
)

CURRENCY = "INR"
WAREHOUSE_CODE = "WH-MAIN"
WAREHOUSE_NAME = "Main warehouse"
HOUSE_BRAND_CODE = "HOUSE"
CACHE_LIMIT = 4096
BATCH_GET_LIMIT = 100
FLUSH_AT = 500
WRITE_CHUNK = 25  # BatchWriteItem's limit
# BatchWriteItem / Query calls in flight at once (env INGESTION_WRITE_THREADS): the calls are I/O
# bound against DynamoDB, so a few threads overlap their round trips.
WRITE_THREADS = max(1, int(os.environ.get("INGESTION_WRITE_THREADS", "4")))
_executor: ThreadPoolExecutor | None = None
COUNTED = (
    ("products", ProductItem, "PRODUCT"),
    ("variants", VariantItem, "VARIANT"),
    ("inventoryItems", InventoryItemItem, "ITEM"),
    ("shops", ShopItem, "SHOP"),
    ("brands", BrandItem, "BRAND"),
    ("collections", CollectionItem, "COLLECTION"),
)


def org_pk(organization_id: str, kind: str) -> str:
    """Partition key ``ORG#<org>#<KIND>``."""
    return f"ORG#{organization_id}#{kind}"


def iso(moment: datetime) -> str:
    """UTC ISO 8601 with milliseconds and ``Z`` (``2024-05-01T10:00:00.000Z``)."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def file_record_id(organization_id: str, checksum_sha256: str) -> str:
    """Id of a file-ingestion record: ``entity_id(org, "file", sha256)`` (same bytes, same id)."""
    return entity_id(organization_id, "file", checksum_sha256)


def get_file_record(organization_id: str, file_id: str) -> dict[str, Any] | None:
    """The stored file-ingestion record (SPEC fields + status + stats), or None."""
    try:
        return FileIngestionItem.get(org_pk(organization_id, "FILE"), file_id, consistent_read=True).record
    except FileIngestionItem.DoesNotExist:
        return None


def put_file_record(organization_id: str, record: dict[str, Any]) -> None:
    """Upsert a file-ingestion record (``record["id"]`` is the sort key)."""
    FileIngestionItem(
        org_pk(organization_id, "FILE"),
        record["id"],
        gsi1pk=f"ORG#{organization_id}#FILE#{record['id']}",
        gsi1sk="FILE",
        record=record,
    ).save()


@dataclass(slots=True)
class _Product:
    id: str
    code: str
    name: str
    family: str | None
    collection_id: str | None
    list_price: float | None
    created_at: datetime


@dataclass(slots=True)
class _Variant:
    id: str
    sku: str
    name: str
    colour: str | None
    product_id: str
    product_name: str
    collection_id: str | None
    cost_price: float | None
    retail_price: float | None
    barcode: str | None
    external_reference: str | None
    is_active: bool
    created_at: datetime


@dataclass(slots=True)
class _Item:
    id: str
    sku: str
    size: str
    variant_id: str
    product_id: str
    unit_cost: float | None
    list_price: float | None
    created_at: datetime


def _pool() -> ThreadPoolExecutor:
    """The process-wide thread pool for DynamoDB calls (created on first use, reused across invocations)."""
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(max_workers=WRITE_THREADS, thread_name_prefix="ingestion-io")
    return _executor


def _write_chunk(items: list[BaseItem]) -> None:
    """One BatchWriteItem of at most 25 puts (pynamodb retries unprocessed items)."""
    with BaseItem.batch_write() as batch:
        for item in items:
            batch.save(item)


class _Absent:
    """Cache marker: looked up, not in the table."""


_ABSENT = _Absent()


class _Lru(OrderedDict):
    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def remember(self, key: str, value: Any) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


def _variant_name(product_name: str, colour: str | None) -> str:
    return f"{product_name} / {colour}" if colour else product_name


def _number(value: Any) -> float | None:
    return None if value is None else float(value)


class IngestionWriter:
    """Writes the records of one file for one organization (an ``IngestionSink``).

    Args:
        organization: the organization item (its name names the house brand).
        ingested_at: the file's ingestion time (the record's ``createdAt``): ``updatedAt`` of every
            item written, and the ``movementTime`` of stock counts.
        cache_limit: variants and items remembered between batches (memory bound).
        full_recount: count every entity kind in :meth:`finish` (a redo of a crashed run, whose
            creations may never have been counted), not only the kinds this run created.

    Call :meth:`prepare` once, :meth:`write` per batch, then :meth:`finish`. Raises pynamodb errors
    (throttling, network) unchanged: the caller reports the message as failed and SQS retries it.
    """

    def __init__(
        self,
        organization: OrganizationItem,
        ingested_at: datetime,
        *,
        cache_limit: int = CACHE_LIMIT,
        full_recount: bool = False,
    ) -> None:
        self.organization = organization
        self.full_recount = full_recount
        self._counts_at_start = dict(organization.counts) if isinstance(organization.counts, dict) else None
        self._house_ready = False
        self.org = organization.organization_id
        self.now = ingested_at
        self.shop_id = entity_id(self.org, "shop", WAREHOUSE_CODE)
        self.brand_id = entity_id(self.org, "brand", HOUSE_BRAND_CODE)
        self.brand_name = organization.name
        self._products: dict[str, _Product] = {}
        self._variants = _Lru(cache_limit)
        self._items = _Lru(cache_limit)
        self._collections: set[str] = set()
        self._pending: dict[tuple[str, str], BaseItem] = {}
        self._days: set[str] = set()
        self._months: set[str] = set()
        self._lines_written = c.HashCounter()
        self._created: dict[str, int] = {}
        self._created_skus = {"ITEM": c.HashCounter(), "VARIANT": c.HashCounter()}
        self._empty_at_start: dict[str, bool] = {}
        self._units_7: dict[tuple[str, str], int] = {}
        self._units_30: dict[tuple[str, str], int] = {}
        self.writes = 0
        self._positions_written = False

    # -- setup ---------------------------------------------------------------------------------
    def prepare(self) -> None:
        """Read what the run needs before its first batch (no writes): the product index (code -> product)
        and the units sold in the current 7/30-day window.

        On an organization's first run (no stored counts) each counted partition is probed with a
        one-item Query: partitions empty at the start need neither lookups nor COUNT queries.
        """
        if not isinstance(self.organization.counts, dict):
            for name, model, kind in COUNTED:
                probe = model.query(org_pk(self.org, kind), limit=1, consistent_read=True)
                self._empty_at_start[name] = next(iter(probe), None) is None
        for item in ProductItem.query(org_pk(self.org, "PRODUCT"), consistent_read=True):
            self._products[item.code] = _Product(
                item.id, item.code, item.name, item.family, item.collection_id, _number(item.list_price), item.created_at
            )
        self._units_7, self._units_30 = self._window_units(self.organization.latest_sales_date)

    def _ensure_house_entities(self) -> None:
        """Create the warehouse shop and the house brand when missing (before the first record is written)."""
        self._house_ready = True
        try:
            ShopItem.get(org_pk(self.org, "SHOP"), self.shop_id, consistent_read=True)
        except ShopItem.DoesNotExist:
            self._created["shops"] = 1
            self._save(
                ShopItem(
                    org_pk(self.org, "SHOP"), self.shop_id, gsi1pk=f"ORG#{self.org}#SHOP#{self.shop_id}", gsi1sk="SHOP",
                    id=self.shop_id, code=WAREHOUSE_CODE, name=WAREHOUSE_NAME, kind="WAREHOUSE", currency=CURRENCY,
                    created_at=self.now, updated_at=self.now,
                )
            )  # fmt: skip
        try:
            brand = BrandItem.get(org_pk(self.org, "BRAND"), self.brand_id, consistent_read=True)
            created = brand.created_at if brand.name != self.brand_name else None
        except BrandItem.DoesNotExist:
            created = self.now
            self._created["brands"] = 1
        if created is not None:
            self._save(
                BrandItem(
                    org_pk(self.org, "BRAND"), self.brand_id, gsi1pk=f"ORG#{self.org}#BRAND#{self.brand_id}", gsi1sk="BRAND",
                    id=self.brand_id, code=HOUSE_BRAND_CODE, name=self.brand_name, created_at=created, updated_at=self.now,
                )
            )  # fmt: skip

    # -- the sink ------------------------------------------------------------------------------
    def write(self, records: Sequence[Record]) -> list[Rejection]:
        """Upsert everything a batch of records implies; return rows rejected at write time (UNKNOWN_PRODUCT)."""
        if not self._house_ready:
            self._ensure_house_entities()
        self._load_items(r.sku for r in records if not isinstance(r, StylePrice))
        wanted: set[str] = set()
        for record in records:
            if isinstance(record, StockCount | PriceListEntry):
                wanted.add(record.variant_sku)
            elif isinstance(record, SaleLine):
                item = self._items.get(record.sku)
                wanted.add(self._sale_variant_sku(record, item if isinstance(item, _Item) else None))
        self._load_variants(wanted)
        rejections: list[Rejection] = []
        for record in records:
            if isinstance(record, StockCount):
                self._stock_count(record)
            elif isinstance(record, SaleLine):
                self._sale_line(record)
            elif isinstance(record, PriceListEntry):
                self._price_list_entry(record)
            elif isinstance(record, StylePrice):
                product = self._products.get(record.product_code)
                if product is None:
                    rejections.append(Rejection(record.row, Reason.UNKNOWN_PRODUCT, f"no product {record.product_code}"))
                else:
                    self._upsert_product(record.product_code, list_price=record.price)
        self._flush()
        return rejections

    # -- record handlers -----------------------------------------------------------------------
    def _stock_count(self, record: StockCount) -> None:
        product = self._upsert_product(record.product_code, category=record.category)
        known = self._item(record.sku)
        variant = self._upsert_variant(
            record.variant_sku,
            product,
            colour=record.colour,
            cost=known.unit_cost if known else None,
            retail=known.list_price if known else None,
            reparent=True,
        )
        item = self._upsert_item(record.sku, record.size, variant, reparent=True)
        self._put_position(variant, item, record.quantity)
        movement_id = entity_id(self.org, "movement", f"stock-count|{iso(self.now)}|{record.sku}")
        self._put_ledger(
            movement_id, f"SC-{movement_id[:8].upper()}", iso(self.now), "INBOUND", "STOCK_COUNT",
            record.quantity, record.quantity, variant, item, None,
        )  # fmt: skip

    def _sale_variant_sku(self, record: SaleLine, item: _Item | None) -> str:
        if item is not None:
            return c.variant_sku(item.sku, item.size)
        return c.variant_sku(record.sku, record.size or c.resolve_size(record.sku, None))

    def _sale_line(self, record: SaleLine) -> None:
        item = self._item(record.sku)
        size = item.size if item else (record.size or c.resolve_size(record.sku, None))
        variant_sku = c.variant_sku(record.sku, size)
        variant = self._variant(variant_sku)
        if variant is None:
            product = self._products.get(record.product_code) or self._upsert_product(record.product_code)
            variant = self._upsert_variant(variant_sku, product)
        if item is None:
            item = self._upsert_item(record.sku, size, variant)
        day = record.sale_date.isoformat()
        margin = None if item.unit_cost is None else round(record.gross_sales - record.units * item.unit_cost, 2)
        line = {
            "id": record.id, "saleDate": day, "customer": record.customer, "shopId": self.shop_id,
            "brandId": self.brand_id, "productId": item.product_id, "variantId": item.variant_id,
            "inventoryItemId": item.id, "sku": record.sku, "size": item.size, "units": record.units,
            "unitPrice": record.unit_price, "grossSales": record.gross_sales, "margin": margin, "currency": CURRENCY,
        }  # fmt: skip
        if self._lines_written.increment(c.key_hash(record.id)) == 0:  # stacked reports repeat lines: write once
            self._save(SaleLineItem(org_pk(self.org, f"SALE#{day}"), record.id, line=line))
        self._days.add(day)
        movement_id = entity_id(self.org, "movement", f"sale|{record.id}")
        sale = {"saleId": record.id, "saleCode": f"WS-{record.id[:8].upper()}", "saleDate": day}
        self._put_ledger(
            movement_id, f"SL-{movement_id[:8].upper()}", f"{day}T00:00:00.000Z", "OUTBOUND", "SALE",
            -record.units, record.stock_after, variant, item, sale,
        )  # fmt: skip

    def _price_list_entry(self, record: PriceListEntry) -> None:
        collection_id = self._ensure_collection(record.catalog) if record.catalog else None
        product = self._upsert_product(
            record.product_code, category=record.category, collection_id=collection_id, list_price=record.list_price
        )
        variant = self._upsert_variant(
            record.variant_sku, product, collection_id=collection_id, cost=record.unit_cost, retail=record.list_price,
            reparent=True,
        )  # fmt: skip
        self._upsert_item(
            record.sku, record.size, variant, unit_cost=record.unit_cost, list_price=record.list_price, reparent=True
        )

    # -- catalogue upserts ---------------------------------------------------------------------
    def _upsert_product(
        self, code: str, *, category: str | None = None, collection_id: str | None = None, list_price: float | None = None
    ) -> _Product:
        state = self._products.get(code)
        if state is None:
            self._count_created("products")
            new = _Product(
                entity_id(self.org, "product", code), code, f"{category} {code}" if category else code, category,
                collection_id, list_price, self.now,
            )  # fmt: skip
        else:
            new = replace(state)
            if category:
                new.family = category
                if state.name == state.code:  # named by a sales file (bare code): now its category is known
                    new.name = f"{category} {code}"
            if collection_id:
                new.collection_id = collection_id
            if list_price is not None:
                new.list_price = list_price
            if new == state:
                return state
        self._products[code] = new
        by_name = f"{new.name.lower()}#{new.id}"
        self._save(
            ProductItem(
                org_pk(self.org, "PRODUCT"), new.id, gsi1pk=f"ORG#{self.org}#PRODUCTS", gsi1sk=by_name,
                gsi2pk=f"ORG#{self.org}#BRAND#{self.brand_id}#PRODUCT", gsi2sk=by_name,
                id=new.id, code=code, name=new.name, name_lower=new.name.lower(), brand_id=self.brand_id,
                brand_name=self.brand_name, collection_id=new.collection_id, family=new.family,
                list_price=new.list_price, created_at=new.created_at, updated_at=self.now,
            )
        )  # fmt: skip
        return new

    def _upsert_variant(
        self,
        sku: str,
        product: _Product,
        *,
        colour: str | None = None,
        collection_id: str | None = None,
        cost: float | None = None,
        retail: float | None = None,
        reparent: bool = False,
    ) -> _Variant:
        state = self._variant(sku)
        if state is None:
            self._count_created("variants")
            self._created_skus["VARIANT"].increment(c.key_hash(sku))
            new = _Variant(
                entity_id(self.org, "variant", sku), sku, _variant_name(product.name, colour), colour, product.id,
                product.name, collection_id or product.collection_id, cost, retail, None, None, True, self.now,
            )  # fmt: skip
        else:
            new = replace(state)
            if reparent:
                new.product_id, new.product_name = product.id, product.name
            new.colour = colour or new.colour
            new.collection_id = collection_id or new.collection_id
            new.cost_price = cost if cost is not None else new.cost_price
            new.retail_price = retail if retail is not None else new.retail_price
            new.name = _variant_name(new.product_name, new.colour)
            if new == state:
                return state
        self._variants.remember(sku, new)
        self._save(
            VariantItem(
                org_pk(self.org, "VARIANT"), new.id, gsi1pk=f"ORG#{self.org}#VARIANTS", gsi1sk=sku,
                gsi2pk=f"ORG#{self.org}#PRODUCT#{new.product_id}#VARIANT", gsi2sk=sku,
                id=new.id, sku=sku, name=new.name, name_lower=new.name.lower(), colour=new.colour, barcode=new.barcode,
                external_reference=new.external_reference, product_id=new.product_id, product_name=new.product_name,
                brand_id=self.brand_id, brand_name=self.brand_name, collection_id=new.collection_id,
                cost_price=new.cost_price, retail_price=new.retail_price, is_active=new.is_active,
                created_at=new.created_at, updated_at=self.now,
            )
        )  # fmt: skip
        return new

    def _upsert_item(
        self,
        sku: str,
        size: str,
        variant: _Variant,
        *,
        unit_cost: float | None = None,
        list_price: float | None = None,
        reparent: bool = False,
    ) -> _Item:
        state = self._item(sku)
        if state is None:
            self._count_created("inventoryItems")
            self._created_skus["ITEM"].increment(c.key_hash(sku))
            new = _Item(
                entity_id(self.org, "item", sku), sku, size, variant.id, variant.product_id, unit_cost, list_price, self.now
            )
        else:
            new = replace(state)
            if reparent:
                new.size, new.variant_id, new.product_id = size, variant.id, variant.product_id
            new.unit_cost = unit_cost if unit_cost is not None else new.unit_cost
            new.list_price = list_price if list_price is not None else new.list_price
            if new == state:
                return state
        self._items.remember(sku, new)
        self._save(
            InventoryItemItem(
                org_pk(self.org, "ITEM"), sku, gsi1pk=f"ORG#{self.org}#ITEM#{new.id}", gsi1sk="ITEM",
                gsi2pk=f"ORG#{self.org}#VARIANT#{new.variant_id}#ITEM", gsi2sk=sku,
                id=new.id, sku=sku, size=new.size, variant_id=new.variant_id, product_id=new.product_id,
                brand_id=self.brand_id, unit_cost=new.unit_cost, list_price=new.list_price,
                created_at=new.created_at, updated_at=self.now,
            )
        )  # fmt: skip
        return new

    def _ensure_collection(self, name: str) -> str:
        code = " ".join(name.split()).upper()
        collection_id = entity_id(self.org, "collection", code)
        if code in self._collections:
            return collection_id
        self._collections.add(code)
        pk = org_pk(self.org, "COLLECTION")
        try:
            CollectionItem.get(pk, collection_id, consistent_read=True)
        except CollectionItem.DoesNotExist:
            self._count_created("collections")
            self._save(
                CollectionItem(
                    pk, collection_id, gsi1pk=f"ORG#{self.org}#COLLECTION#{collection_id}", gsi1sk="COLLECTION",
                    id=collection_id, code=code, name=" ".join(name.split()), description="", is_active=True,
                    is_permanent=False, start_date=self.now, created_at=self.now, updated_at=self.now,
                )
            )  # fmt: skip
        return collection_id

    # -- stock and ledger ----------------------------------------------------------------------
    def _put_position(self, variant: _Variant, item: _Item, quantity: int) -> None:
        self._positions_written = True
        key = (self.shop_id, item.id)
        self._save(
            StockPositionItem(
                org_pk(self.org, "STOCK"), f"{self.shop_id}#{variant.id}#{item.size}",
                gsi2pk=f"ORG#{self.org}#VARIANT#{variant.id}#STOCK", gsi2sk=f"{self.shop_id}#{item.size}",
                shop_id=self.shop_id, variant_id=variant.id, inventory_item_id=item.id, size=item.size,
                current_stock_qty=quantity, average_unit_cost=item.unit_cost, list_price=item.list_price,
                avg_daily_sales_7d=round(self._units_7.get(key, 0) / 7, 4),
                avg_daily_sales_30d=round(self._units_30.get(key, 0) / 30, 4),
                snapshot_timestamp=self.now, updated_at=self.now,
            )
        )  # fmt: skip

    def _put_ledger(
        self,
        movement_id: str,
        movement_code: str,
        movement_time: str,
        category: str,
        movement_type: str,
        quantity_change: int,
        stock_after: int | None,
        variant: _Variant,
        item: _Item,
        sale: dict[str, str] | None,
    ) -> None:
        entry = {
            "organizationId": self.org, "movementId": movement_id, "movementCode": movement_code,
            "movementTime": movement_time, "movementCategory": category, "movementType": movement_type,
            "quantityChange": quantity_change, "stockAfter": stock_after, "brandId": self.brand_id,
            "brandName": self.brand_name, "productId": variant.product_id, "productName": variant.product_name,
            "variantId": variant.id, "variantCode": variant.sku, "variantName": variant.name,
            "sizeTaxonomyId": item.size, "shopId": self.shop_id, "shopCode": WAREHOUSE_CODE, "shopName": WAREHOUSE_NAME,
            "saleId": sale["saleId"] if sale else None, "saleCode": sale["saleCode"] if sale else None,
            "saleDate": sale["saleDate"] if sale else None,
        }  # fmt: skip
        month = movement_time[:7]
        self._months.add(month)
        sk = f"{movement_time}#{movement_id}"
        self._save(
            LedgerEntryItem(
                org_pk(self.org, f"LEDGER#{month}"), sk, gsi2pk=f"ORG#{self.org}#VARIANT#{variant.id}#LEDGER", gsi2sk=sk,
                movement_time=movement_time, shop_id=self.shop_id, variant_id=variant.id,
                movement_category=category, movement_type=movement_type, entry=entry,
            )
        )  # fmt: skip

    # -- lookups -------------------------------------------------------------------------------
    def _unknown(self, skus: Iterable[str], cache: _Lru, kind: str, counted: str) -> list[str]:
        """SKUs to look up: not cached, and not provably absent (partition empty at start, not created since)."""
        missing = sorted({s for s in skus if s not in cache})
        if not self._empty_at_start.get(counted):
            return missing
        created = self._created_skus[kind]
        lookup = []
        for sku in missing:
            if created.count(c.key_hash(sku)):
                lookup.append(sku)
            else:
                cache.remember(sku, _ABSENT)
        return lookup

    def _load_items(self, skus: Iterable[str]) -> None:
        missing = self._unknown(skus, self._items, "ITEM", "inventoryItems")
        pk = org_pk(self.org, "ITEM")
        for start in range(0, len(missing), BATCH_GET_LIMIT):
            chunk = missing[start : start + BATCH_GET_LIMIT]
            for sku in chunk:
                self._items.remember(sku, _ABSENT)
            for item in InventoryItemItem.batch_get([(pk, s) for s in chunk], consistent_read=True):
                self._items.remember(
                    item.sku,
                    _Item(item.id, item.sku, item.size, item.variant_id, item.product_id, _number(item.unit_cost),
                          _number(item.list_price), item.created_at),
                )  # fmt: skip

    def _load_variants(self, skus: Iterable[str]) -> None:
        missing = self._unknown(skus, self._variants, "VARIANT", "variants")
        pk = org_pk(self.org, "VARIANT")
        for start in range(0, len(missing), BATCH_GET_LIMIT):
            chunk = missing[start : start + BATCH_GET_LIMIT]
            for sku in chunk:
                self._variants.remember(sku, _ABSENT)
            keys = [(pk, entity_id(self.org, "variant", s)) for s in chunk]
            for v in VariantItem.batch_get(keys, consistent_read=True):
                self._variants.remember(
                    v.sku,
                    _Variant(v.id, v.sku, v.name, v.colour, v.product_id, v.product_name, v.collection_id,
                             _number(v.cost_price), _number(v.retail_price), v.barcode, v.external_reference,
                             v.is_active, v.created_at),
                )  # fmt: skip

    def _item(self, sku: str) -> _Item | None:
        if sku not in self._items:
            self._load_items([sku])
        state = self._items[sku]
        self._items.move_to_end(sku)
        return state if isinstance(state, _Item) else None

    def _variant(self, sku: str) -> _Variant | None:
        if sku not in self._variants:
            self._load_variants([sku])
        state = self._variants[sku]
        self._variants.move_to_end(sku)
        return state if isinstance(state, _Variant) else None

    # -- writing -------------------------------------------------------------------------------
    def _save(self, item: BaseItem) -> None:
        self._pending[(item.pk, item.sk)] = item
        if len(self._pending) >= FLUSH_AT:
            self._flush()

    def _flush(self) -> None:
        """Write the pending puts (distinct keys) in BatchWriteItem calls of 25, a few at once."""
        if not self._pending:
            return
        operations = list(self._pending.values())
        chunks = [operations[i : i + WRITE_CHUNK] for i in range(0, len(operations), WRITE_CHUNK)]
        if WRITE_THREADS == 1 or len(chunks) == 1:
            for chunk in chunks:
                _write_chunk(chunk)
        else:
            list(_pool().map(_write_chunk, chunks))  # re-raises the first failure after all calls ended
        self.writes += len(operations)
        self._pending.clear()

    # -- after the last batch ------------------------------------------------------------------
    def finish(self) -> dict[str, Any]:
        """Rebuild touched sales days, refresh average daily sales of positions, update the organization.

        - every touched day's SalesDayItem is rebuilt from that day's stored lines;
        - ``latest_sales_date`` moves forward only (conditional update, safe with concurrent files);
        - positions are refreshed when a touched day falls in the 30-day window of the latest date;
        - ``counts``: the stored counts plus what this run created, written on condition that the
          stored counts did not change meanwhile; COUNT queries instead on the first run of an
          organization, on a redo (``full_recount``) and when that condition fails (another file of
          the organization finished in between). See docs/ingestion.md.

        Returns ``{salesDaysRebuilt, positionsRefreshed, latestSalesDate, counts, created}``.
        """
        self._flush()
        organization = self.organization
        days = sorted(self._days)
        day_rows = list(_pool().map(self._day_rows, days)) if WRITE_THREADS > 1 else [self._day_rows(d) for d in days]
        for day, rows in zip(days, day_rows, strict=True):
            self._save(SalesDayItem(org_pk(self.org, "SALESDAY"), day, rows=rows))
        self._flush()
        latest = organization.latest_sales_date
        if days and (latest is None or days[-1] > latest):
            latest = days[-1]
            try:
                organization.update(
                    actions=[OrganizationItem.latest_sales_date.set(latest)],
                    condition=OrganizationItem.latest_sales_date.does_not_exist() | (OrganizationItem.latest_sales_date < latest),
                )
            except UpdateError as error:
                if error.cause_response_code != "ConditionalCheckFailedException":
                    raise
                latest = self._stored_latest()
        refreshed = 0
        if latest is not None and days and days[-1] >= (date.fromisoformat(latest) - timedelta(days=29)).isoformat():
            refreshed = self._refresh_positions(latest)
        counts = self._update_organization()
        if self._positions_written:
            positions = StockPositionItem.count(org_pk(self.org, "STOCK"), consistent_read=True)
            organization.update(actions=[OrganizationItem.stock_position_count.set(positions)])
            counts = {**counts, "stockPositions": positions}
        return {
            "salesDaysRebuilt": len(days),
            "positionsRefreshed": refreshed,
            "latestSalesDate": latest,
            "counts": counts,
            "created": dict(self._created),
        }

    def _count_created(self, kind: str) -> None:
        self._created[kind] = self._created.get(kind, 0) + 1

    def _stored_latest(self) -> str | None:
        return OrganizationItem.get(f"ORG#{self.org}", "#META", consistent_read=True).latest_sales_date

    def _update_organization(self) -> dict[str, int]:
        """Add the touched ledger months and store the entity counts; return the counts.

        Counts are the stored counts (or zeros when every counted partition was empty at the start)
        plus what this run created, written on condition that the stored counts are unchanged;
        otherwise (redo, concurrent change, unknown base) they come from COUNT queries.
        """
        previous = self._counts_at_start  # not the instance's: the latest_sales_date update refreshed it
        months = [OrganizationItem.ledger_months.add(set(self._months))] if self._months else []
        exists = OrganizationItem.pk.exists()
        base: dict[str, int] | None = None
        condition: Any = None
        if not self.full_recount:
            if previous is not None and all(kind in previous for kind, _, _ in COUNTED):
                base, condition = previous, OrganizationItem.counts == previous
            elif previous is None and self._empty_at_start and all(self._empty_at_start.values()):
                base, condition = {}, OrganizationItem.counts.does_not_exist()
        if base is not None:
            counts = {kind: int(base.get(kind, 0)) + self._created.get(kind, 0) for kind, _, _ in COUNTED}
            actions = months + ([OrganizationItem.counts.set(counts)] if counts != previous else [])
            if not actions:
                return counts
            try:
                self.organization.update(actions=actions, condition=exists & condition)
                return counts
            except UpdateError as error:
                if error.cause_response_code != "ConditionalCheckFailedException":
                    raise
        counts = self.counts()
        self.organization.update(actions=[*months, OrganizationItem.counts.set(counts)], condition=exists)
        return counts

    def _day_rows(self, day: str) -> list[list[Any]]:
        """``[shopId, brandId, productId, variantId, inventoryItemId, currency, grossSales, margin, units]`` per
        (shop, item, currency), summed over the day's stored lines (so deduplicated by line id).
        ``margin`` is null when any contributing line has no margin."""
        groups: dict[tuple[str, str, str], list[Any]] = {}
        for stored in SaleLineItem.query(org_pk(self.org, f"SALE#{day}"), consistent_read=True):
            line = stored.line
            key = (line["shopId"], line["inventoryItemId"], line["currency"])
            row = groups.get(key)
            if row is None:
                row = groups[key] = [
                    line["shopId"], line["brandId"], line["productId"], line["variantId"], line["inventoryItemId"],
                    line["currency"], 0.0, 0.0, 0, False,
                ]  # fmt: skip
            row[6] += float(line["grossSales"])
            row[8] += int(line["units"])
            if line.get("margin") is None:
                row[9] = True
            else:
                row[7] += float(line["margin"])
        rows = []
        for key in sorted(groups):
            row = groups[key]
            rows.append([*row[:6], round(row[6], 2), None if row[9] else round(row[7], 2), row[8]])
        return rows

    def _window_units(self, latest: str | None) -> tuple[dict[tuple[str, str], int], dict[tuple[str, str], int]]:
        """Units sold per (shopId, inventoryItemId) in the 7 and 30 days up to ``latest`` (from SalesDayItem rows)."""
        units_7: dict[tuple[str, str], int] = {}
        units_30: dict[tuple[str, str], int] = {}
        if latest is None:
            return units_7, units_30
        end = date.fromisoformat(latest)
        start_30 = (end - timedelta(days=29)).isoformat()
        start_7 = (end - timedelta(days=6)).isoformat()
        for day in SalesDayItem.query(
            org_pk(self.org, "SALESDAY"), SalesDayItem.sk.between(start_30, latest), consistent_read=True
        ):
            for row in day.rows:
                key = (row[0], row[4])
                units_30[key] = units_30.get(key, 0) + int(row[8])
                if day.sk >= start_7:
                    units_7[key] = units_7.get(key, 0) + int(row[8])
        return units_7, units_30

    def _refresh_positions(self, latest: str) -> int:
        """Set avg_daily_sales_7d/_30d (units per day) of every position from the 7/30 days up to ``latest``.

        Positions without sales in the window get 0. Writes only the positions whose values change.
        """
        self._units_7, self._units_30 = self._window_units(latest)
        changed = 0
        for position in StockPositionItem.query(org_pk(self.org, "STOCK"), consistent_read=True):
            key = (position.shop_id, position.inventory_item_id)
            avg_7 = round(self._units_7.get(key, 0) / 7, 4)
            avg_30 = round(self._units_30.get(key, 0) / 30, 4)
            if _number(position.avg_daily_sales_7d) != avg_7 or _number(position.avg_daily_sales_30d) != avg_30:
                position.avg_daily_sales_7d, position.avg_daily_sales_30d = avg_7, avg_30
                position.updated_at = self.now
                self._save(position)
                changed += 1
        self._flush()
        return changed

    def counts(self, kinds: Iterable[str] | None = None) -> dict[str, int]:
        """Entity totals by COUNT queries: products, variants, inventoryItems, shops, brands, collections (or ``kinds``)."""
        wanted = set(kinds) if kinds is not None else {k for k, _, _ in COUNTED}
        return {
            name: model.count(org_pk(self.org, kind), consistent_read=True) for name, model, kind in COUNTED if name in wanted
        }
