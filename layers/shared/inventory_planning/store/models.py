"""pynamodb models of the single table (key layout in docs/data-model.md).

Every item's partition key starts with ``ORG#<organizationId>`` except the service-account token
lookup item, whose key is the token's SHA-256 (the authorizer knows nothing else before it resolves
the token). Secondary indexes:

- GSI1: an organization's products by name and variants by SKU (``ORG#<org>#PRODUCTS``,
  ``ORG#<org>#VARIANTS``), and the other entities by id (``ORG#<org>#<TYPE>#<id>``).
- GSI2: children of a parent in order, ``gsi2pk = ORG#<org>#<PARENT>#<parentId>#<CHILD>``.
"""

from __future__ import annotations

from typing import Any

from pynamodb.attributes import (
    BooleanAttribute,
    JSONAttribute,
    ListAttribute,
    MapAttribute,
    NumberAttribute,
    UnicodeAttribute,
    UnicodeSetAttribute,
    UTCDateTimeAttribute,
)
from pynamodb.connection import TableConnection
from pynamodb.indexes import AllProjection, GlobalSecondaryIndex
from pynamodb.models import Model

from inventory_planning.settings import get_settings

_settings = get_settings()


class _Meta:
    table_name = _settings.table_name
    region = _settings.aws_region
    host = _settings.dynamodb_endpoint
    billing_mode = "PAY_PER_REQUEST"


class Gsi1Index(GlobalSecondaryIndex):
    """GSI1: products by name, variants by SKU, other entities by id (see the module docstring)."""

    class Meta:
        index_name = "GSI1"
        projection = AllProjection()

    gsi1pk = UnicodeAttribute(hash_key=True)
    gsi1sk = UnicodeAttribute(range_key=True)


class Gsi2Index(GlobalSecondaryIndex):
    """GSI2: children of a parent in sort order, ``gsi2pk = ORG#<org>#<PARENT>#<id>#<CHILD>``."""

    class Meta:
        index_name = "GSI2"
        projection = AllProjection()

    gsi2pk = UnicodeAttribute(hash_key=True)
    gsi2sk = UnicodeAttribute(range_key=True)


class BaseItem(Model):
    """Common keys of every item of the table."""

    Meta = _Meta  # type: ignore[assignment]  # pynamodb's stub types Meta as an instance protocol; pynamodb reads a class
    pk = UnicodeAttribute(hash_key=True)
    sk = UnicodeAttribute(range_key=True)
    gsi1pk = UnicodeAttribute(null=True)
    gsi1sk = UnicodeAttribute(null=True)
    gsi2pk = UnicodeAttribute(null=True)
    gsi2sk = UnicodeAttribute(null=True)
    gsi1 = Gsi1Index()
    gsi2 = Gsi2Index()

    @classmethod
    def _get_connection(cls) -> TableConnection:
        """One TableConnection for every model of the table.

        pynamodb caches a connection per model class, and each builds its own botocore client
        (tens of milliseconds at cold start, and a connection pool each); every model here lives in
        the same table with the same keys and indexes, so they share BaseItem's.
        """
        if cls is not BaseItem:
            return BaseItem._get_connection()
        return super()._get_connection()


class OrganizationItem(BaseItem):
    """The tenant. ``pk = ORG#<org>``, ``sk = #META``.

    ``token_version`` is bumped by every token creation so that two concurrent creations cannot both
    pass the 50-active-tokens check.
    ``counts`` holds entity totals maintained by ingestion, ``stock_position_count`` the
    number of stock positions (recounted after every file that writes positions).
    """

    Meta = _Meta
    organization_id = UnicodeAttribute()
    name = UnicodeAttribute()
    token_version = NumberAttribute(default=0)
    member_version = NumberAttribute(null=True)  # bumped by every member and team write (the last-admin check, decision 0053)
    counts = JSONAttribute(null=True)
    latest_sales_date = UnicodeAttribute(null=True)
    stock_position_count = NumberAttribute(null=True)
    created_at = UTCDateTimeAttribute()


class ServiceAccountTokenItem(BaseItem):
    """A service-account token's record. ``pk = ORG#<org>``, ``sk = SATOKEN#<tokenId>``.

    Holds the SHA-256 of the token (never the plaintext) and its last characters for display.
    """

    Meta = _Meta
    token_id = UnicodeAttribute()
    name = UnicodeAttribute()
    description = UnicodeAttribute(null=True)
    token_hash = UnicodeAttribute()
    last_chars = UnicodeAttribute()
    permissions = ListAttribute(of=UnicodeAttribute, default=list)
    created_at = UTCDateTimeAttribute()
    created_by = UnicodeAttribute()
    created_by_kind = UnicodeAttribute(default="user-session")
    expires_at = UTCDateTimeAttribute(null=True)
    revoked_at = UTCDateTimeAttribute(null=True)
    revoked_by = UnicodeAttribute(null=True)
    shop_ids = ListAttribute(of=UnicodeAttribute, null=True)  # fixed at creation for shops.viewAssigned tokens
    revoked_reason = UnicodeAttribute(null=True)  # REVOKED, CREATOR_REVOKED, CREATOR_REMOVED (decision 0053)
    # creators' principal refs, nearest first, to the root (decision 0023); None: created before it
    ancestry = ListAttribute(of=UnicodeAttribute, null=True)


class TokenLookupItem(BaseItem):
    """Authorizer lookup of an active token by hash: ``pk = SATOKENHASH#<sha256>``, ``sk = #LOOKUP``.

    Deleted in the same transaction that revokes the token, so revocation is immediate. Since
    decision 0023 it carries the token's ``ancestry``, and ``expires_at`` is then its effective
    expiry (at most every ancestor's); a lookup without ``ancestry`` predates it (the authorizer
    follows the creators' records for the effective expiry).
    """

    Meta = _Meta
    organization_id = UnicodeAttribute()
    token_id = UnicodeAttribute()
    name = UnicodeAttribute()
    permissions = ListAttribute(of=UnicodeAttribute, default=list)
    expires_at = UTCDateTimeAttribute(null=True)
    shop_ids = ListAttribute(of=UnicodeAttribute, null=True)
    ancestry = ListAttribute(of=UnicodeAttribute, null=True)


class RateWindowItem(BaseItem):
    """One token's rolling rate-limit window: ``pk = ORG#<org>#RATE#<key>``, ``sk = LOG``.

    ``log`` holds the arrival ticks (ms since 2025-01-01, domain/ratelimit.py) of the token's last
    ``limit`` admitted requests, oldest first; store/ratelimit.py updates it in one UpdateItem.
    The item expires (TTL) an hour after the token's last admitted request.
    """

    Meta = _Meta
    log = ListAttribute(of=NumberAttribute, null=True)
    expires_at = NumberAttribute(null=True, attr_name="ttl")  # the table TTL attribute, epoch seconds


class ShopItem(BaseItem):
    """A point of sale or warehouse. ``pk = ORG#<org>#SHOP``, ``sk = <shopId>``."""

    Meta = _Meta
    id = UnicodeAttribute()
    code = UnicodeAttribute()
    name = UnicodeAttribute()
    description = UnicodeAttribute(null=True)
    address = UnicodeAttribute(null=True)
    city = UnicodeAttribute(null=True)
    region = UnicodeAttribute(null=True)
    country = UnicodeAttribute(null=True)
    country_id = UnicodeAttribute(null=True)
    kind = UnicodeAttribute(default="STORE")
    status = UnicodeAttribute(default="OPEN")
    system = UnicodeAttribute(null=True)
    currency = UnicodeAttribute(null=True)
    is_active = BooleanAttribute(default=True)
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class BrandItem(BaseItem):
    """A brand. ``pk = ORG#<org>#BRAND``, ``sk = <brandId>``."""

    Meta = _Meta
    id = UnicodeAttribute()
    code = UnicodeAttribute()
    name = UnicodeAttribute()
    description = UnicodeAttribute(null=True)
    is_active = BooleanAttribute(default=True)
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class CollectionItem(BaseItem):
    """A collection (catalogue/season). ``pk = ORG#<org>#COLLECTION``, ``sk = <collectionId>``."""

    Meta = _Meta
    id = UnicodeAttribute()
    code = UnicodeAttribute()
    name = UnicodeAttribute()
    description = UnicodeAttribute(default="")
    is_active = BooleanAttribute(default=True)
    is_permanent = BooleanAttribute(default=False)
    start_date = UTCDateTimeAttribute()
    deactivated_at = UTCDateTimeAttribute(null=True)
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class ProductItem(BaseItem):
    """A product (style / design). ``pk = ORG#<org>#PRODUCT``, ``sk = <productId>``.

    GetItem/BatchGetItem by id; GSI1 (``ORG#<org>#PRODUCTS`` / ``<nameLower>#<id>``) lists the
    organization's products by name; GSI2 lists a brand's products by name.
    """

    Meta = _Meta
    id = UnicodeAttribute()
    code = UnicodeAttribute()
    name = UnicodeAttribute()
    name_lower = UnicodeAttribute()
    brand_id = UnicodeAttribute()
    brand_name = UnicodeAttribute()
    collection_id = UnicodeAttribute(null=True)
    family = UnicodeAttribute(null=True)
    list_price = NumberAttribute(null=True)
    description = UnicodeAttribute(null=True)  # the catalogue file's (enrichment fills the record's when absent)
    image_url = UnicodeAttribute(null=True)  # the catalogue file's
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class VariantItem(BaseItem):
    """A ProductVariant (product x colour). ``pk = ORG#<org>#VARIANT``, ``sk = <variantId>``.

    GetItem/BatchGetItem by id (the id is UUIDv5 of the SKU, so a SKU also gives the key). GSI1
    (``ORG#<org>#VARIANTS`` / ``<SKU>``) orders them by SKU, so exact and prefix SKU searches are
    key conditions; GSI2 lists a product's variants.

    ``item_sizes`` (SKU -> size of each of its InventoryItems) is kept by ingestion whenever it
    creates an InventoryItem or moves one between variants, so a page of variants' sizes is one
    BatchGetItem (docs/data-model.md); None on a variant written before it (read its items' GSI2).
    """

    Meta = _Meta
    id = UnicodeAttribute()
    sku = UnicodeAttribute()
    name = UnicodeAttribute()
    name_lower = UnicodeAttribute()
    colour = UnicodeAttribute(null=True)
    barcode = UnicodeAttribute(null=True)
    external_reference = UnicodeAttribute(null=True)
    product_id = UnicodeAttribute()
    product_name = UnicodeAttribute()
    brand_id = UnicodeAttribute()
    brand_name = UnicodeAttribute()
    collection_id = UnicodeAttribute(null=True)
    supplier_id = UnicodeAttribute(null=True)  # entity_id(org, "supplier", supplier_code)
    supplier_code = UnicodeAttribute(null=True)  # the catalogue's supplierCode (canonical), issue 37
    cost_price = NumberAttribute(null=True)
    retail_price = NumberAttribute(null=True)
    is_active = BooleanAttribute(default=True)
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()
    item_sizes = JSONAttribute(null=True)  # {inventory item SKU: size}; None: written before it was kept


class InventoryItemItem(BaseItem):
    """An InventoryItem (variant x size). ``pk = ORG#<org>#ITEM``, ``sk = <SKU upper-case>``."""

    Meta = _Meta
    id = UnicodeAttribute()
    sku = UnicodeAttribute()
    size = UnicodeAttribute()
    variant_id = UnicodeAttribute()
    product_id = UnicodeAttribute()
    brand_id = UnicodeAttribute()
    unit_cost = NumberAttribute(null=True)
    list_price = NumberAttribute(null=True)
    created_at = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class StockPositionItem(BaseItem):
    """Stock of one InventoryItem in one shop (the stock snapshot record).

    ``pk = ORG#<org>#STOCK``, ``sk = <shopId>#<variantId>#<size>``; GSI2 lists a variant's positions.
    Quantities in units; values in the shop's currency.
    """

    Meta = _Meta
    shop_id = UnicodeAttribute()
    variant_id = UnicodeAttribute()
    inventory_item_id = UnicodeAttribute()
    size = UnicodeAttribute()
    current_stock_qty = NumberAttribute()
    average_unit_cost = NumberAttribute(null=True)
    list_price = NumberAttribute(null=True)
    avg_daily_sales_7d = NumberAttribute(null=True)
    avg_daily_sales_30d = NumberAttribute(null=True)
    snapshot_timestamp = UTCDateTimeAttribute()
    updated_at = UTCDateTimeAttribute()


class JobRunItem(BaseItem):
    """A job run (stock snapshot, ...). ``pk = ORG#<org>#JOBRUN``, ``sk = <id>`` (UUIDv7: creation order).
    ``record`` holds the wire record; ``status`` is kept beside it for conditional transitions."""

    Meta = _Meta
    status = UnicodeAttribute()
    record = JSONAttribute()


class FileIngestionItem(BaseItem):
    """A file-ingestion record. ``pk = ORG#<org>#FILE``, ``sk = <id>``; id derives from the checksum.
    ``status`` and ``file_type`` are kept beside the record for the list's filters; GSI2
    (``ORG#<org>#FILES``, ``<createdAt>#<id>``) lists the records newest first."""

    Meta = _Meta
    record = JSONAttribute()
    status = UnicodeAttribute(null=True)
    file_type = UnicodeAttribute(null=True)


class SandboxRunItem(BaseItem):
    """A sandbox ingest or promote run. ``pk = ORG#<org>#SANDBOXRUN``, ``sk = <id>`` (UUIDv7).
    ``status`` beside the record for conditional transitions; ``total_logs`` / ``logs_dropped``
    count its log entries (at most 5,000 kept)."""

    Meta = _Meta
    status = UnicodeAttribute()
    record = JSONAttribute()
    total_logs = NumberAttribute(default=0)
    logs_dropped = NumberAttribute(default=0)


class SandboxLogItem(BaseItem):
    """One log entry of a sandbox run. ``pk = ORG#<org>#SANDBOXLOG#<runId>``, ``sk = <seq>`` (5 digits, from 00001)."""

    Meta = _Meta
    entry = JSONAttribute()


class AlertInstanceItem(BaseItem):
    """An alert instance. ``pk = ORG#<org>#ALERTINSTANCE``, ``sk = <id>`` (UUIDv7: newest last).
    ``status`` beside the record for filters; while open (pending, acknowledged) GSI1 holds
    ``ORG#<org>#ALERT#<alertId>#OPEN`` / ``<group key>``, so an evaluation finds the open instances
    of an alert in one Query; a resolved instance leaves the index. ``shop_ids``: the shops it
    involves, which a shop-scoped caller's list filters on; ``plan_id``: the plan started from it;
    ``updated_at``: the record's ``updatedAt``, on which every rewrite is conditional
    (``store.alerts.put``: a rewrite from a stale read fails instead of undoing another's change)."""

    Meta = _Meta
    status = UnicodeAttribute()
    record = JSONAttribute()
    shop_ids = UnicodeSetAttribute(null=True)
    plan_id = UnicodeAttribute(null=True)
    updated_at = UnicodeAttribute(null=True)


class EnrichmentItem(BaseItem):
    """A product's enrichment: ``pk = ORG#<org>#ENRICHMENT``, ``sk = <productId>``; ``record`` holds
    ``{productId, status QUEUED|ENRICHED|FAILED, requestId, requestedAt, enrichedAt, provider,
    description, categoryTags, imageRef, error}``. Kept apart from the product item, which file
    ingestion rewrites."""

    Meta = _Meta
    record = JSONAttribute()


class ConfigRecordItem(BaseItem):
    """A configuration record of the intelligence layer (approval policy, planning period, budget
    envelope, ruleset, org-list entry, metric, supplier-variant constraint).

    ``pk = ORG#<org>#<KIND>`` (org-list entries: ``ORG#<org>#ORGLIST#<listType>``), ``sk = <id>``
    where the id is a UUIDv7, so a partition Query returns records in creation order. ``record``
    holds the wire record; ``version`` is bumped by every update (optimistic locking). Index keys per
    kind are in docs/data-model.md.
    """

    Meta = _Meta
    kind = UnicodeAttribute()
    record = JSONAttribute()
    version = NumberAttribute(default=1)


class ConfigGuardItem(BaseItem):
    """A uniqueness or serialisation guard of the configuration area: ``pk = ORG#<org>#CONFIGGUARD``.

    ``sk`` names what is unique (``ORGLIST#<type>#<value>``, ``BUDGETENVELOPE#<period>#<scope>#<value>``,
    ``SUPPLIERVARIANT#<supplier>#<variant>``, ``DEFAULTRULESET``) and ``owner_id`` the record holding
    it; ``METRICCATALOGUE`` carries a ``version`` that every metric write bumps, so that two concurrent
    metric changes cannot together create a reference cycle or a duplicate key. Guards are written
    and deleted in the same transaction as their record.
    """

    Meta = _Meta
    owner_id = UnicodeAttribute(null=True)
    version = NumberAttribute(null=True)


class AuditEntryItem(BaseItem):
    """One audit entry of a configuration change: ``pk = ORG#<org>#AUDIT``, ``sk = <occurredAt>#<id>``.

    GSI1 ``ORG#<org>#AUDIT#<entityType>#<entityId>`` lists one record's history; GSI2
    ``ORG#<org>#AUDIT#<entityType>`` lists one kind's. ``entry`` holds the wire entry (actor, action,
    before, after, changedFields). Written in the same transaction as the change it records.
    """

    Meta = _Meta
    entry = JSONAttribute()


class AuditCounterItem(BaseItem):
    """Maintained totals of the configuration audit log: ``pk = ORG#<org>#AUDITCOUNT`` with
    ``sk = ALL`` (every entry of the organization) or ``sk = <entityType>`` (the entries of one type).

    ``entries`` is ADDed 1 in the same transaction that writes each audit entry, so the totals are
    exact and the audit log's unfiltered and type-filtered totals are one GetItem instead of a COUNT
    over the organization's history (docs/decisions/0011-audit-log-total.md).
    """

    Meta = _Meta
    entries = NumberAttribute(default=0)


class PlanHeaderItem(BaseItem):
    """A plan header (issue 8): ``pk = ORG#<org>#PLAN``, ``sk = <planId>`` (UUIDv7, creation order).

    GSI1 ``ORG#<org>#PLANS#<TYPE>`` / ``<planId>`` lists a type's plans; GSI2
    ``ORG#<org>#PLANS#<TYPE>#<STATUS>`` / ``<planId>`` lists them by status. ``record`` holds the
    header's wire fields; the totals are attributes of their own, ADDed by every line write in the
    same transaction as the line (so they never drift from the lines). ``version`` is bumped by every
    write (line or header); ``items_version`` by every line write, so an approval request can tell
    that the lines changed after it was made. The filter attributes (status, brand, ...) copy the
    record for FilterExpressions. ``lines_by_shop`` counts the lines per shop (ADDed with the totals)
    and ``created_by`` is the creator's actor id: shop-scoped callers see a plan through them
    (docs/decisions/0019-shop-scope-on-plans.md).
    """

    Meta = _Meta
    record = JSONAttribute()
    plan_type = UnicodeAttribute()
    status = UnicodeAttribute()
    version = NumberAttribute(default=1)
    items_version = NumberAttribute(default=0)
    item_count = NumberAttribute(default=0)
    total_quantity = NumberAttribute(default=0)
    total_value = NumberAttribute(default=0)
    value_by_department: MapAttribute[str, Any] = MapAttribute(default=dict)
    lines_by_shop: MapAttribute[str, Any] = MapAttribute(default=dict)
    pending_approval_id = UnicodeAttribute(null=True)
    decided_at = UnicodeAttribute(null=True)
    search_text = UnicodeAttribute()
    brand_id = UnicodeAttribute(null=True)
    collection_id = UnicodeAttribute(null=True)
    season = UnicodeAttribute(null=True)
    outgoing_shop_id = UnicodeAttribute(null=True)
    ingoing_shop_id = UnicodeAttribute(null=True)
    created_by = UnicodeAttribute(null=True)
    created_at = UnicodeAttribute()


class PlanLineItem(BaseItem):
    """A plan line: ``pk = ORG#<org>#PLAN#<planId>#ITEM``, ``sk = <itemId>``.

    The item id is a UUIDv5 of (plan, variant, size, shop): the same line always has the same key, so
    adding a line twice (also concurrently) updates one item. ``record`` holds the wire line (labels
    copied at write time); ``version`` guards read-modify-writes so the plan totals stay exact.
    """

    Meta = _Meta
    record = JSONAttribute()
    quantity = NumberAttribute()
    value = NumberAttribute()
    department = UnicodeAttribute(null=True)
    shop_id = UnicodeAttribute(null=True)
    search_text = UnicodeAttribute()
    version = NumberAttribute(default=1)


class CounterItem(BaseItem):
    """A sequence: ``pk = ORG#<org>#SEQUENCE``, ``sk = <name>`` (e.g. ``PLANCODE#RST#2026``); ``last`` is
    ADDed 1 per number taken."""

    Meta = _Meta
    last = NumberAttribute(default=0)
