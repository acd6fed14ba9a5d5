"""``IngestionWriter``: the sink of one file's records (an ``IngestionSink``).

Each canonical record is handed to the parts it concerns: the catalogue and stock positions
(DynamoDB upserts), sale lines and the ledger (staged for the Parquet lake); after the last batch
the facts are written to the lake and compacted (which rebuilds the daily sales of the touched
months), then the positions' average daily sales and the organization's counters are brought up
to date. Every write is an upsert under a
deterministic key (ids from ``entity_id``; timestamps from the file's ingestion time), so a run that
crashed half-way can be redone and converges to the same items. Key layouts: models.py and
docs/data-model.md; the rules: docs/ingestion.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

from inventory_planning.domain import canonical as c
from inventory_planning.domain.ingestion.reasons import Reason, Rejection
from inventory_planning.domain.ingestion.rows import (
    CatalogueEntry,
    MovementRecord,
    OrderLine,
    PriceCalendarRow,
    PriceListEntry,
    Record,
    SaleLine,
    ShopRecord,
    StockCount,
    StylePrice,
)
from inventory_planning.kernel.ids import entity_id
from inventory_planning.store.ingestion import organization as org_item
from inventory_planning.store.ingestion.calendar import PriceCalendar
from inventory_planning.store.ingestion.catalogue import CACHE_LIMIT, Catalogue
from inventory_planning.store.ingestion.context import CURRENCY, RunContext
from inventory_planning.store.ingestion.ledger import Ledger, Movement, sale_movement, stock_count_movement
from inventory_planning.store.ingestion.orders import OrderLines
from inventory_planning.store.ingestion.sales import SaleLines
from inventory_planning.store.ingestion.states import InventoryItemState, VariantChanges, VariantState
from inventory_planning.store.ingestion.stock import StockPositions
from inventory_planning.store.models import OrganizationItem


class IngestionWriter:
    """Writes the records of one file for one organization (an ``IngestionSink``).

    Args:
        organization: the organization item (its name names the house brand).
        ingested_at: the file's ingestion time (the record's ``createdAt``): ``updatedAt`` of every
            item written, and the ``movementTime`` of stock counts.
        run_id: the file-ingestion record's id (names the lake parts; a redo overwrites its own).
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
        run_id: str = "run",
        cache_limit: int = CACHE_LIMIT,
        full_recount: bool = False,
    ) -> None:
        self.organization = organization
        self.full_recount = full_recount
        self._counts_at_start = dict(organization.counts) if isinstance(organization.counts, dict) else None
        self.context = RunContext(organization.organization_id, organization.name, ingested_at, run_id)
        self.catalogue = Catalogue(self.context, cache_limit)
        self.positions = StockPositions(self.context)
        self.sales = SaleLines(self.context)
        self.ledger = Ledger(self.context)
        self.orders = OrderLines(self.context)
        self.calendar = PriceCalendar(self.context)

    @property
    def writes(self) -> int:
        """Items written so far (puts sent in BatchWriteItem calls)."""
        return self.context.buffer.writes

    # -- before the first batch ------------------------------------------------------------------
    def prepare(self) -> None:
        """Read what the run needs before its first batch (no writes): the product index (code -> product)
        and the units sold in the current 7/30-day window.

        On an organization's first run (no stored counts) each counted partition is probed with a
        one-item Query: partitions empty at the start need neither lookups nor COUNT queries.
        """
        if not isinstance(self.organization.counts, dict):
            self.catalogue.empty_at_start = org_item.probe_empty_partitions(self.context.organization_id)
        self.catalogue.load_products()
        self.positions.read_window(self.organization.latest_sales_date)

    # -- the sink --------------------------------------------------------------------------------
    def write(self, records: Sequence[Record]) -> list[Rejection]:
        """Upsert everything a batch of records implies; return rows rejected at write time (UNKNOWN_PRODUCT)."""
        catalogue = self.catalogue
        catalogue.ensure_house_entities(warehouse=any(_uses_warehouse(r) for r in records))
        catalogue.load_items(r.sku for r in records if not isinstance(r, StylePrice | ShopRecord) and r.sku)
        wanted: set[str] = set()
        for record in records:
            if isinstance(record, StockCount | PriceListEntry | CatalogueEntry):
                wanted.add(record.variant_sku)
            elif isinstance(record, SaleLine | OrderLine | MovementRecord):
                wanted.add(self._variant_sku_of(record.sku, record.size, catalogue.cached_item(record.sku)))
        catalogue.load_variants(wanted)
        rejections: list[Rejection] = []
        for record in records:
            if isinstance(record, StockCount):
                self._stock_count(record)
            elif isinstance(record, SaleLine):
                self._sale_line(record)
            elif isinstance(record, PriceListEntry):
                self._price_list_entry(record)
            elif isinstance(record, CatalogueEntry):
                self._catalogue_entry(record)
            elif isinstance(record, ShopRecord):
                catalogue.shop(record.code, record)
            elif isinstance(record, OrderLine):
                self._order_line(record)
            elif isinstance(record, MovementRecord):
                self._movement(record)
            elif isinstance(record, PriceCalendarRow):
                rejections.extend(self._calendar_row(record))
            elif isinstance(record, StylePrice):
                if catalogue.product(record.product_code) is None:
                    rejections.append(Rejection(record.row, Reason.UNKNOWN_PRODUCT, f"no product {record.product_code}"))
                else:
                    catalogue.upsert_product(record.product_code, list_price=record.price)
        self.context.buffer.flush()
        return rejections

    # -- one record ------------------------------------------------------------------------------
    def _stock_count(self, record: StockCount) -> None:
        catalogue = self.catalogue
        if record.shop_code is None:  # the brand's stock report is the authority on its products
            product = catalogue.upsert_product(record.product_code, category=record.category)
            known = catalogue.item(record.sku)
            changes = VariantChanges(
                colour=record.colour, cost=known.unit_cost if known else None, retail=known.list_price if known else None
            )
            variant = catalogue.upsert_variant(record.variant_sku, product, changes, reparent=True)
            item = catalogue.upsert_item(record.sku, record.size, variant, reparent=True)
        else:  # a canonical stock row: the SKU's item (created when unknown), its prices when given
            variant, item = self._item_of(record.sku, record.size)
            if record.unit_cost is not None or record.retail_price is not None:
                item = catalogue.upsert_item(record.sku, item.size, variant, unit_cost=record.unit_cost,
                                             list_price=record.retail_price)  # fmt: skip
        shop_id = catalogue.shop(record.shop_code)
        self.positions.put(variant, item, record.quantity, shop_id)
        brand_id = catalogue.brand_of(item.product_id)[0]
        movement = stock_count_movement(self.context, record.sku, record.quantity, record.shop_code, record.snapshot_date)
        self.ledger.put(movement, variant, item, shop_id, brand_id)

    @staticmethod
    def _variant_sku_of(sku: str, size: str | None, item: InventoryItemState | None) -> str:
        if item is not None:
            return c.variant_sku(item.sku, item.size)
        return c.variant_sku(sku, size or c.resolve_size(sku, None))

    def _item_of(
        self,
        sku: str,
        size: str | None,
        product_code: str | None = None,
        *,
        product_name: str | None = None,
        brand: tuple[str, str] | None = None,
        colour: str | None = None,
    ) -> tuple[VariantState, InventoryItemState]:
        """The variant and item of a fact's SKU, created (with their product) when missing, never overwritten."""
        catalogue = self.catalogue
        item = catalogue.item(sku)
        size = item.size if item else (size or c.resolve_size(sku, None))
        variant_sku = c.variant_sku(sku, size)
        variant = catalogue.variant(variant_sku)
        if variant is None:
            product_code = product_code or variant_sku
            product = catalogue.product(product_code) or catalogue.upsert_product(product_code, name=product_name, brand=brand)
            variant = catalogue.upsert_variant(variant_sku, product, VariantChanges(colour=colour))
        if item is None:
            item = catalogue.upsert_item(sku, size, variant)
        return variant, item

    def _sale_line(self, record: SaleLine) -> None:
        """A sale creates its shop, brand, product, variant and item when missing, and never overwrites them."""
        catalogue = self.catalogue
        brand = catalogue.brand(record.brand_code, record.brand_name)
        variant, item = self._item_of(
            record.sku, record.size, record.product_code, product_name=record.product_name, brand=brand,
            colour=record.colour,
        )  # fmt: skip
        shop_id = catalogue.shop(record.shop_code)
        brand_id = catalogue.brand_of(item.product_id)[0]
        if not record.currency:
            record.currency = catalogue.currency_of(record.shop_code) or CURRENCY
        self.sales.put(record, item, shop_id, brand_id, variant.cost_price)
        self.ledger.put(sale_movement(self.context, record), variant, item, shop_id, brand_id, record.unit_cost)

    def _order_line(self, record: OrderLine) -> None:
        catalogue = self.catalogue
        _, item = self._item_of(record.sku, record.size)
        shop_id = catalogue.shop(record.shop_code) if record.shop_code else None
        self.orders.put(record, item, shop_id, catalogue.brand_of(item.product_id)[0],
                        record.currency or catalogue.currency_of(record.shop_code) or CURRENCY)  # fmt: skip

    def _movement(self, record: MovementRecord) -> None:
        catalogue = self.catalogue
        variant, item = self._item_of(record.sku, record.size)
        shop_id = catalogue.shop(record.shop_code)
        movement = Movement(
            record.id, record.code, f"{record.movement_date.isoformat()}T00:00:00.000Z", record.movement_category,
            record.movement_type, record.quantity, None,
        )  # fmt: skip
        self.ledger.put(movement, variant, item, shop_id, catalogue.brand_of(item.product_id)[0], record.unit_cost)

    def _calendar_row(self, record: PriceCalendarRow) -> list[Rejection]:
        """A price-calendar row of a known item (sku) or product (productCode); unknown: rejected
        UNKNOWN_PRODUCT (the calendar creates nothing). A shop code names its shop (created when
        missing, as a movement's); none means every shop."""
        catalogue = self.catalogue
        item = catalogue.item(record.sku) if record.sku else None
        product = None if record.sku else catalogue.product(record.product_code or "")
        if item is None and product is None:
            what = f"sku {record.sku}" if record.sku else f"product {record.product_code}"
            return [Rejection(record.row, Reason.UNKNOWN_PRODUCT, f"{what} is not in the catalogue")]
        product_id = item.product_id if item is not None else product.id  # type: ignore[union-attr]
        shop_id = catalogue.shop(record.shop_code) if record.shop_code else None
        currency = record.currency or (catalogue.currency_of(record.shop_code) if record.shop_code else None) or CURRENCY
        self.calendar.put(record, item, product, catalogue.brand_of(product_id)[0], shop_id, currency)
        return []

    def _catalogue_entry(self, record: CatalogueEntry) -> None:
        catalogue = self.catalogue
        collection_id = catalogue.ensure_collection(record.collection_code, record.collection_name) if (
            record.collection_name or record.collection_code) else None  # fmt: skip
        brand = catalogue.brand(record.brand_code, record.brand_name)
        product = catalogue.upsert_product(
            record.product_code, category=record.category, collection_id=collection_id, name=record.product_name, brand=brand,
            description=record.description, image_url=record.image_url,
        )  # fmt: skip
        supplier = record.supplier_code
        changes = VariantChanges(
            colour=record.colour, collection_id=collection_id, cost=record.unit_cost, retail=record.retail_price,
            barcode=record.barcode, external_reference=record.external_reference, supplier_code=supplier,
            supplier_id=entity_id(self.context.organization_id, "supplier", supplier) if supplier else None,
        )  # fmt: skip
        variant = catalogue.upsert_variant(record.variant_sku, product, changes, reparent=True)
        catalogue.upsert_item(
            record.sku, record.size, variant, unit_cost=record.unit_cost, list_price=record.retail_price, reparent=True
        )

    def _price_list_entry(self, record: PriceListEntry) -> None:
        catalogue = self.catalogue
        collection_id = catalogue.ensure_collection(None, record.catalog) if record.catalog else None
        product = catalogue.upsert_product(
            record.product_code, category=record.category, collection_id=collection_id, list_price=record.list_price
        )
        changes = VariantChanges(collection_id=collection_id, cost=record.unit_cost, retail=record.list_price)
        variant = catalogue.upsert_variant(record.variant_sku, product, changes, reparent=True)
        catalogue.upsert_item(
            record.sku, record.size, variant, unit_cost=record.unit_cost, list_price=record.list_price, reparent=True
        )

    # -- after the last batch --------------------------------------------------------------------
    def finish(self) -> dict[str, Any]:
        """Write the facts to the lake, refresh average daily sales of positions, update the organization.

        - sale lines and movements go to the lake, one part per touched month, and each touched
          month is compacted (deduplicated by line id), which rebuilds its daily sales;
        - ``latest_sales_date`` moves forward only (conditional update, safe with concurrent files);
        - positions are refreshed when a touched day falls in the 30-day window of the latest date;
        - ``counts``: the stored counts plus what this run created, written on condition that the
          stored counts did not change meanwhile; COUNT queries instead on the first run of an
          organization, on a redo (``full_recount``) and when that condition fails (another file of
          the organization finished in between). See docs/ingestion.md.

        Returns ``{saleLines, salesMonths, movementMonths, orderMonths, calendarMonths, positionsRefreshed,
        latestSalesDate, counts, created}``.
        """
        buffer = self.context.buffer
        buffer.flush()
        sale_lines = self.sales.staged
        sales_months = self.sales.finish()
        movement_months = self.ledger.finish()
        order_months = self.orders.finish()
        calendar_months = self.calendar.finish()
        organization = self.organization
        latest: str | None = organization.latest_sales_date
        run_latest = self.sales.latest
        if run_latest is not None:
            latest = org_item.advance_latest_sales_date(organization, run_latest)
        refreshed = 0
        if latest is not None and run_latest and run_latest >= (date.fromisoformat(latest) - timedelta(days=29)).isoformat():
            refreshed = self.positions.refresh(latest)
        counts = org_item.store_counts(
            organization,
            counts_at_start=self._counts_at_start,  # not the item's: the latest_sales_date update refreshed it
            created=self.context.created,
            full_recount=self.full_recount,
            empty_at_start=self.catalogue.empty_at_start,
        )
        if self.positions.written:
            positions = self.positions.count()
            org_item.store_stock_position_count(organization, positions)
            counts = {**counts, "stockPositions": positions}
        return {
            "saleLines": sale_lines,
            "salesMonths": sales_months,
            "movementMonths": movement_months,
            "orderMonths": order_months,
            "calendarMonths": calendar_months,
            "positionsRefreshed": refreshed,
            "latestSalesDate": latest,
            "counts": counts,
            "created": dict(self.context.created),
        }

    def discard(self) -> None:
        """Drop what was staged for the lake (a run that fails before :meth:`finish`)."""
        self.sales.discard()
        self.ledger.discard()
        self.orders.discard()
        self.calendar.discard()

    def counts(self, kinds: Iterable[str] | None = None) -> dict[str, int]:
        """Entity totals by COUNT queries: products, variants, inventoryItems, shops, brands, collections (or ``kinds``)."""
        return org_item.count_entities(self.context.organization_id, kinds)


def _uses_warehouse(record: Record) -> bool:
    """Whether a record lands in the organization's warehouse (the brand's own reports, or no shop code)."""
    if isinstance(record, StockCount | SaleLine):
        return record.shop_code is None
    return isinstance(record, PriceListEntry | StylePrice)
