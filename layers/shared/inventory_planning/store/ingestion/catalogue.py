"""Catalogue upserts of one run: house shop and brand, collections, products, variants, inventory items.

Catalogue items are read (BatchGetItem, consistent) before they are written, merged, and written only
when they change; the run remembers products in full (bounded by the catalogue) and at most
``cache_limit`` variants and inventory items in LRUs (bounded memory whatever the file size).
Every key is deterministic (``entity_id``), so a redo converges to the same items.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from inventory_planning.domain import canonical as c
from inventory_planning.kernel.ids import entity_id
from inventory_planning.store.ingestion import sizes
from inventory_planning.store.ingestion.context import (
    CURRENCY,
    HOUSE_BRAND_CODE,
    WAREHOUSE_CODE,
    WAREHOUSE_NAME,
    RunContext,
)
from inventory_planning.store.ingestion.keys import number
from inventory_planning.store.ingestion.states import (
    ABSENT,
    InventoryItemState,
    Lru,
    ProductState,
    VariantChanges,
    VariantState,
    item_state,
    variant_state,
)
from inventory_planning.store.models import (
    BrandItem,
    CollectionItem,
    InventoryItemItem,
    ProductItem,
    ShopItem,
    VariantItem,
)

NO_CHANGES = VariantChanges()
CACHE_LIMIT = 65_536  # ~30 MB of states at most: a large catalogue is read once, not once per batch
BATCH_GET_LIMIT = 100


def _variant_name(product_name: str, colour: str | None) -> str:
    return f"{product_name} / {colour}" if colour else product_name


class Catalogue:
    """The catalogue side of one run.

    Args:
        context: the run (organization, clock, write buffer, created counts).
        cache_limit: variants and inventory items remembered between batches (memory bound).

    ``empty_at_start`` (counted kind -> bool) is filled by the writer on an organization's first
    run: SKUs of a partition empty at the start and not created since are known absent without a
    read. Raises pynamodb errors unchanged.
    """

    def __init__(self, context: RunContext, cache_limit: int = CACHE_LIMIT) -> None:
        self.context = context
        self.empty_at_start: dict[str, bool] = {}
        self._products: dict[str, ProductState] = {}
        self._variants = Lru(cache_limit)
        self._variant_skus = Lru(cache_limit)  # variant id -> SKU of the variants remembered
        self._items = Lru(cache_limit)
        self._collections: dict[str, CollectionItem] | None = None
        self._created_skus = {"ITEM": c.HashCounter(), "VARIANT": c.HashCounter()}
        self._house_ready = False
        self._products_by_id: dict[str, ProductState] = {}
        self._shops: set[str] = set()
        self._shop_currency: dict[str, str | None] = {}
        self._brands: dict[str, str] = {}

    # -- reads -----------------------------------------------------------------------------------
    def load_products(self) -> None:
        """Read the organization's product index (code -> product), once before the first batch."""
        for item in ProductItem.query(self.context.pk("PRODUCT"), consistent_read=True):
            self._products[item.code] = ProductState(
                id=item.id, code=item.code, name=item.name, family=item.family, collection_id=item.collection_id,
                list_price=number(item.list_price), created_at=item.created_at, brand_id=item.brand_id,
                brand_name=item.brand_name, description=item.description, image_url=item.image_url,
            )  # fmt: skip
            self._products_by_id[item.id] = self._products[item.code]

    def product(self, code: str) -> ProductState | None:
        """The product of style code ``code``, or None."""
        return self._products.get(code)

    def cached_item(self, sku: str) -> InventoryItemState | None:
        """The inventory item of ``sku`` when already read or written by this run (no read, no LRU touch)."""
        state = self._items.get(sku)
        return state if isinstance(state, InventoryItemState) else None

    def item(self, sku: str) -> InventoryItemState | None:
        """The inventory item of ``sku`` (read when not cached), or None."""
        if sku not in self._items:
            self.load_items([sku])
        state = self._items[sku]
        self._items.move_to_end(sku)
        return state if isinstance(state, InventoryItemState) else None

    def variant(self, sku: str) -> VariantState | None:
        """The variant of variant SKU ``sku`` (read when not cached), or None."""
        if sku not in self._variants:
            self.load_variants([sku])
        state = self._variants[sku]
        self._variants.move_to_end(sku)
        return state if isinstance(state, VariantState) else None

    def _unknown(self, skus: Iterable[str], cache: Lru, kind: str, counted: str) -> list[str]:
        """SKUs to look up: not cached, and not provably absent (partition empty at start, not created since)."""
        missing = sorted({s for s in skus if s not in cache})
        if not self.empty_at_start.get(counted):
            return missing
        created = self._created_skus[kind]
        lookup = []
        for sku in missing:
            if created.count(c.key_hash(sku)):
                lookup.append(sku)
            else:
                cache.remember(sku, ABSENT)
        return lookup

    def load_items(self, skus: Iterable[str]) -> None:
        """Read the inventory items of ``skus`` not cached yet (BatchGetItem of 100, consistent)."""
        missing = self._unknown(skus, self._items, "ITEM", "inventoryItems")
        pk = self.context.pk("ITEM")
        for start in range(0, len(missing), BATCH_GET_LIMIT):
            chunk = missing[start : start + BATCH_GET_LIMIT]
            for sku in chunk:
                self._items.remember(sku, ABSENT)
            for item in InventoryItemItem.batch_get([(pk, s) for s in chunk], consistent_read=True):
                self._items.remember(item.sku, item_state(item))

    def load_variants(self, skus: Iterable[str]) -> None:
        """Read the variants of variant SKUs ``skus`` not cached yet (BatchGetItem of 100, consistent)."""
        missing = self._unknown(skus, self._variants, "VARIANT", "variants")
        pk = self.context.pk("VARIANT")
        org = self.context.organization_id
        for start in range(0, len(missing), BATCH_GET_LIMIT):
            chunk = missing[start : start + BATCH_GET_LIMIT]
            for sku in chunk:
                self._variants.remember(sku, ABSENT)
            keys = [(pk, entity_id(org, "variant", s)) for s in chunk]
            for v in VariantItem.batch_get(keys, consistent_read=True):
                self._remember_variant(variant_state(v))

    def _remember_variant(self, state: VariantState) -> None:
        self._variants.remember(state.sku, state)
        self._variant_skus.remember(state.id, state.sku)

    def variant_by_id(self, variant_id: str) -> VariantState | None:
        """The variant of ``variant_id`` as the run last saw it (else a consistent GetItem after a flush), or None."""
        sku = self._variant_skus.get(variant_id)
        state = self._variants.get(sku) if sku is not None else None
        if isinstance(state, VariantState):
            return state
        self.context.buffer.flush()
        try:
            found = variant_state(VariantItem.get(self.context.pk("VARIANT"), variant_id, consistent_read=True))
        except VariantItem.DoesNotExist:
            return None
        self._remember_variant(found)
        return found

    # -- shops and brands ------------------------------------------------------------------------
    def brand_of(self, product_id: str) -> tuple[str, str]:
        """(brand id, name) of a product of this run (the house brand when unknown)."""
        state = self._products_by_id.get(product_id)
        if state is None:
            return self.context.brand_id, self.context.brand_name
        return state.brand_id or self.context.brand_id, state.brand_name or self.context.brand_name

    def shop(self, code: str | None, record: Any = None) -> str:
        """Id of the shop of ``code`` (None: the warehouse), created (and counted) when missing; a
        ``record`` (a shops file's ``ShopRecord``) sets its name, place, currency and kind."""
        ctx = self.context
        code = code or WAREHOUSE_CODE
        shop_id = entity_id(ctx.organization_id, "shop", code)
        if code in self._shops and record is None:
            return shop_id
        self._shops.add(code)
        org, now = ctx.organization_id, ctx.now
        try:
            existing = ShopItem.get(ctx.pk("SHOP"), shop_id, consistent_read=True)
        except ShopItem.DoesNotExist:
            existing = None
            ctx.count_created("shops")
        self._shop_currency[code] = existing.currency if existing is not None else None
        if existing is not None and record is None:
            return shop_id
        warehouse = code == WAREHOUSE_CODE
        values: dict[str, Any] = {
            "name": record.name if record else (WAREHOUSE_NAME if warehouse else code),
            "kind": record.kind if record else ("WAREHOUSE" if warehouse else "STORE"),
            "currency": (record.currency if record else None) or (existing.currency if existing else None)
            or (CURRENCY if warehouse else None),
            "city": record.city if record else None, "region": record.region if record else None,
            "country": record.country if record else None,
        }  # fmt: skip
        self._shop_currency[code] = values["currency"]
        if existing is not None and all(getattr(existing, k) == v for k, v in values.items()):
            return shop_id
        ctx.save(
            ShopItem(
                ctx.pk("SHOP"), shop_id, gsi1pk=f"ORG#{org}#SHOP#{shop_id}", gsi1sk="SHOP", id=shop_id, code=code,
                created_at=existing.created_at if existing else now, updated_at=now, **values,
            )
        )  # fmt: skip
        return shop_id

    def currency_of(self, code: str | None) -> str | None:
        """The currency of the shop of ``code`` (None: the warehouse) as last read or written by this run."""
        return self._shop_currency.get(code or WAREHOUSE_CODE)

    def brand(self, code: str | None, name: str | None) -> tuple[str, str] | None:
        """(id, name) of the brand of ``code`` (created and counted when missing; renamed when
        ``name`` differs), or None without a code."""
        if not code:
            return None
        ctx = self.context
        brand_id = entity_id(ctx.organization_id, "brand", code)
        known = self._brands.get(code)
        if known is not None and (name is None or known == name):
            return brand_id, known
        try:
            existing = BrandItem.get(ctx.pk("BRAND"), brand_id, consistent_read=True)
        except BrandItem.DoesNotExist:
            existing = None
            ctx.count_created("brands")
        final = name or (existing.name if existing else code)
        self._brands[code] = final
        if existing is None or existing.name != final:
            ctx.save(
                BrandItem(
                    ctx.pk("BRAND"), brand_id, gsi1pk=f"ORG#{ctx.organization_id}#BRAND#{brand_id}", gsi1sk="BRAND",
                    id=brand_id, code=code, name=final, created_at=existing.created_at if existing else ctx.now,
                    updated_at=ctx.now,
                )
            )  # fmt: skip
        return brand_id, final

    def ensure_house_entities(self, *, warehouse: bool = True) -> None:
        """Create the house brand (and, for the brand's own reports, the warehouse shop) when missing,
        once, before the first record is written; rename the brand when the organization was renamed."""
        if warehouse:
            self.shop(None)
        if self._house_ready:
            return
        self._house_ready = True
        ctx = self.context
        org, now = ctx.organization_id, ctx.now
        try:
            brand = BrandItem.get(ctx.pk("BRAND"), ctx.brand_id, consistent_read=True)
            created = brand.created_at if brand.name != ctx.brand_name else None
        except BrandItem.DoesNotExist:
            created = now
            ctx.count_created("brands")
        if created is not None:
            ctx.save(
                BrandItem(
                    ctx.pk("BRAND"), ctx.brand_id, gsi1pk=f"ORG#{org}#BRAND#{ctx.brand_id}", gsi1sk="BRAND",
                    id=ctx.brand_id, code=HOUSE_BRAND_CODE, name=ctx.brand_name, created_at=created, updated_at=now,
                )
            )  # fmt: skip

    def _load_collections(self) -> dict[str, CollectionItem]:
        """The organization's collections by code (one consistent Query of the small partition, once per run)."""
        if self._collections is None:
            items = CollectionItem.query(self.context.pk("COLLECTION"), consistent_read=True)
            self._collections = {item.code: item for item in items}
        return self._collections

    def ensure_collection(self, code: str | None, name: str | None = None) -> str:
        """Id of the collection of ``code`` (named ``name``), created when missing, renamed when ``name`` differs.

        Args:
            code: the collection's code as the file gives it (a catalogue's ``collectionCode``);
                canonical form: whitespace collapsed, upper-cased. None: the code is derived from
                ``name`` (a price list's ``Catalog``), as it always was.
            name: the display name (a catalogue's ``collectionName``, a price list's ``Catalog``);
                None: a new collection is named after its code, an existing one keeps its name.

        Resolution, in order: the collection whose code is the code; for a name without a code, the
        collection of that name (case-insensitive); for a code and a name, the collection a former
        run created from that name (code = the upper-cased name, as ingestion derived codes before):
        it takes the file's code and keeps its id, so its products, plans and policies stay attached.
        Otherwise a new collection, id ``entity_id(org, "collection", code)``.

        Raises:
            ValueError: neither a code nor a name.
        """
        ctx = self.context
        label = " ".join(name.split()) if name else None
        derived = " ".join(label.split()).upper() if label else None
        key = " ".join(code.split()).upper() if code and code.strip() else derived
        if not key:
            raise ValueError("a collection needs a code or a name")
        collections = self._load_collections()
        existing = collections.get(key)
        if existing is None and label is not None:
            if code is None:
                existing = next((c for c in collections.values() if c.name.lower() == label.lower()), None)
            elif derived is not None and derived != key and derived in collections:
                existing = collections.pop(derived)  # a former run's collection, keyed by its name: adopt it
        if existing is None:
            ctx.count_created("collections")
            collection_id = entity_id(ctx.organization_id, "collection", key)
            item = CollectionItem(
                ctx.pk("COLLECTION"), collection_id, gsi1pk=f"ORG#{ctx.organization_id}#COLLECTION#{collection_id}",
                gsi1sk="COLLECTION", id=collection_id, code=key, name=label or key, description="", is_active=True,
                is_permanent=False, start_date=ctx.now, created_at=ctx.now, updated_at=ctx.now,
            )  # fmt: skip
        elif existing.code == key and (label is None or existing.name == label):
            return existing.id
        else:
            item = CollectionItem(**{**existing.attribute_values, "code": existing.code if code is None else key,
                                     "name": label or existing.name, "updated_at": ctx.now})  # fmt: skip
        ctx.save(item)
        collections[item.code] = item
        return item.id

    # -- upserts ---------------------------------------------------------------------------------
    def upsert_product(
        self,
        code: str,
        *,
        category: str | None = None,
        collection_id: str | None = None,
        list_price: float | None = None,
        name: str | None = None,
        brand: tuple[str, str] | None = None,
        description: str | None = None,
        image_url: str | None = None,
    ) -> ProductState:
        """Create the product of style ``code`` or merge what is given into it; write it when it changed.

        A product named by a sales file (bare code) takes the name ``<category> <code>`` once a
        category is known; a ``name`` given (a canonical file's productName) wins. ``brand`` is
        (id, name); without it a new product is the house brand's. ``description`` and ``image_url``
        (a catalogue file's) replace the stored ones when given; absent, the stored ones stay.
        """
        ctx = self.context
        state = self._products.get(code)
        if state is None:
            ctx.count_created("products")
            brand_id, brand_name = brand or (ctx.brand_id, ctx.brand_name)
            new = ProductState(
                id=entity_id(ctx.organization_id, "product", code), code=code,
                name=name or (f"{category} {code}" if category else code), family=category, collection_id=collection_id,
                list_price=list_price, created_at=ctx.now, brand_id=brand_id, brand_name=brand_name,
                description=description, image_url=image_url,
            )  # fmt: skip
        else:
            new = replace(state)
            if category:
                new.family = category
                if state.name == state.code:  # named by a sales file (bare code): now its category is known
                    new.name = f"{category} {code}"
            if name:
                new.name = name
            if brand is not None:
                new.brand_id, new.brand_name = brand
            if collection_id:
                new.collection_id = collection_id
            if list_price is not None:
                new.list_price = list_price
            if description:
                new.description = description
            if image_url:
                new.image_url = image_url
            if new == state:
                return state
        self._products[code] = new
        self._products_by_id[new.id] = new
        org = ctx.organization_id
        by_name = f"{new.name.lower()}#{new.id}"
        ctx.save(
            ProductItem(
                ctx.pk("PRODUCT"), new.id, gsi1pk=f"ORG#{org}#PRODUCTS", gsi1sk=by_name,
                gsi2pk=f"ORG#{org}#BRAND#{new.brand_id or ctx.brand_id}#PRODUCT", gsi2sk=by_name,
                id=new.id, code=code, name=new.name, name_lower=new.name.lower(), brand_id=new.brand_id or ctx.brand_id,
                brand_name=new.brand_name or ctx.brand_name, collection_id=new.collection_id, family=new.family,
                list_price=new.list_price, description=new.description, image_url=new.image_url,
                created_at=new.created_at, updated_at=ctx.now,
            )
        )  # fmt: skip
        return new

    def upsert_variant(
        self,
        sku: str,
        product: ProductState,
        changes: VariantChanges = NO_CHANGES,
        *,
        reparent: bool = False,
    ) -> VariantState:
        """Create the variant of variant SKU ``sku`` under ``product`` or merge ``changes`` into it
        (``reparent`` moves it under ``product``); write it when it changed."""
        colour, collection_id, cost, retail = changes.colour, changes.collection_id, changes.cost, changes.retail
        barcode, external_reference = changes.barcode, changes.external_reference
        ctx = self.context
        state = self.variant(sku)
        if state is None:
            ctx.count_created("variants")
            self._created_skus["VARIANT"].increment(c.key_hash(sku))
            new = VariantState(
                id=entity_id(ctx.organization_id, "variant", sku), sku=sku, name=_variant_name(product.name, colour),
                colour=colour, product_id=product.id, product_name=product.name,
                collection_id=collection_id or product.collection_id, cost_price=cost, retail_price=retail,
                barcode=barcode, external_reference=external_reference, is_active=True, created_at=ctx.now,
                item_sizes={}, supplier_id=changes.supplier_id, supplier_code=changes.supplier_code,
            )  # fmt: skip
        else:
            new = replace(state)
            if reparent:
                new.product_id, new.product_name = product.id, product.name
            new.colour = colour or new.colour
            new.collection_id = collection_id or new.collection_id
            new.cost_price = cost if cost is not None else new.cost_price
            new.retail_price = retail if retail is not None else new.retail_price
            new.barcode = barcode or new.barcode
            new.external_reference = external_reference or new.external_reference
            if changes.supplier_id:
                new.supplier_code, new.supplier_id = changes.supplier_code, changes.supplier_id
            new.name = _variant_name(new.product_name, new.colour)
            if new == state:
                return state
        new.updated_at = ctx.now
        self.save_variant(new)
        return new

    def save_variant(self, new: VariantState) -> None:
        """Remember ``new`` and queue its put (``updated_at``: the state's, else now)."""
        self._remember_variant(new)
        ctx, org, sku = self.context, self.context.organization_id, new.sku
        brand = self.brand_of(new.product_id)
        ctx.save(
            VariantItem(
                ctx.pk("VARIANT"), new.id, gsi1pk=f"ORG#{org}#VARIANTS", gsi1sk=sku,
                gsi2pk=f"ORG#{org}#PRODUCT#{new.product_id}#VARIANT", gsi2sk=sku,
                id=new.id, sku=sku, name=new.name, name_lower=new.name.lower(), colour=new.colour, barcode=new.barcode,
                external_reference=new.external_reference, product_id=new.product_id, product_name=new.product_name,
                brand_id=brand[0], brand_name=brand[1], collection_id=new.collection_id, cost_price=new.cost_price,
                retail_price=new.retail_price, is_active=new.is_active, created_at=new.created_at,
                updated_at=new.updated_at or ctx.now, item_sizes=new.item_sizes, supplier_id=new.supplier_id,
                supplier_code=new.supplier_code,
            )
        )  # fmt: skip

    def upsert_item(
        self,
        sku: str,
        size: str,
        variant: VariantState,
        *,
        unit_cost: float | None = None,
        list_price: float | None = None,
        reparent: bool = False,
    ) -> InventoryItemState:
        """Create the inventory item of ``sku`` (size ``size``) under ``variant`` or merge what is given
        into it (``reparent`` moves it under ``variant`` with ``size``); write it when it changed."""
        ctx = self.context
        state = self.item(sku)
        if state is None:
            ctx.count_created("inventoryItems")
            self._created_skus["ITEM"].increment(c.key_hash(sku))
            new = InventoryItemState(
                id=entity_id(ctx.organization_id, "item", sku), sku=sku, size=size, variant_id=variant.id,
                product_id=variant.product_id, unit_cost=unit_cost, list_price=list_price, created_at=ctx.now,
            )  # fmt: skip
        else:
            new = replace(state)
            if reparent:
                new.size, new.variant_id, new.product_id = size, variant.id, variant.product_id
            new.unit_cost = unit_cost if unit_cost is not None else new.unit_cost
            new.list_price = list_price if list_price is not None else new.list_price
            if new == state:
                sizes.follow(self, state, state)  # unchanged: repairs a variant's list that misses it
                return state
        self._items.remember(sku, new)
        org = ctx.organization_id
        ctx.save(
            InventoryItemItem(
                ctx.pk("ITEM"), sku, gsi1pk=f"ORG#{org}#ITEM#{new.id}", gsi1sk="ITEM",
                gsi2pk=f"ORG#{org}#VARIANT#{new.variant_id}#ITEM", gsi2sk=sku,
                id=new.id, sku=sku, size=new.size, variant_id=new.variant_id, product_id=new.product_id,
                brand_id=self.brand_of(new.product_id)[0], unit_cost=new.unit_cost, list_price=new.list_price,
                created_at=new.created_at, updated_at=ctx.now,
            )
        )  # fmt: skip
        sizes.follow(self, new, state)
        return new
