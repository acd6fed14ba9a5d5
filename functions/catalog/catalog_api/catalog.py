"""Catalogue routes: shops, brands, products, variants, collections, catalogue search.

Every route needs an authenticated caller of an organization; rows are that organization's only.
The figures some rows carry (sales, margins, COGS, units sold and on hand, stock value) follow the
caller's ``Identity.figures`` (docs/decisions/0024): null without analytics.view, a shop-scoped
caller's shops only.
Lists answer ``{success, data: [...], page, pageSize, total}`` (docs/decisions/0004-list-envelope.md);
the search endpoints answer a bare array, as SPEC shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import AUTHENTICATED, current_identity
from inventory_planning.api.pagination import Page, PageSize, page_meta, slice_page
from inventory_planning.api.params import id_list, id_list_query, id_query
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy
from inventory_planning.domain.stock.formulas import gross_margin_pct
from inventory_planning.services.catalog import reads as catalog
from inventory_planning.services.catalog import search

if TYPE_CHECKING:
    from inventory_planning.domain.catalog.products import ProductKpis

# each service module loads on its first request (decisions 0013, 0046), and so do the wire records
# and the page types (the catalogue's records are the largest of any function: 4.5 ms at init)
records = lazy("inventory_planning.contracts.catalog")
pages = lazy("inventory_planning.domain.pages")
enrichment_service = lazy("inventory_planning.services.enrichment")
inventory_items_service = lazy("inventory_planning.services.catalog.inventory_items")
products_service = lazy("inventory_planning.services.catalog.products")
tag_assignments = lazy("inventory_planning.services.tags.assignments")

router = ApiRouter(tag="Catalogue")

Text = Annotated[str | None, Query(max_length=200, description="case-insensitive text filter", examples=["AN201"])]
Limit = Annotated[int, Query(ge=1, le=100, description="number of results, 1..100")]
SearchAlias = Annotated[str | None, Query(alias="search", max_length=200, deprecated=True, description="deprecated alias of q")]
IdList = id_list_query("ids")
BrandId = id_query("brandId")
CollectionId = id_query("collectionId")
ProductId = id_query("productId")
SupplierId = id_query("supplierId")
Period = Annotated[
    Literal["LAST_7_DAYS", "LAST_30_DAYS", "LAST_90_DAYS", "LAST_365_DAYS", "YEAR_TO_DATE", "ALL_TIME"],
    Query(description="the KPIs' period, ending yesterday (the service clock; default LAST_30_DAYS)"),
]


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


def shop_view(shop: Any) -> dict[str, Any]:
    """SPEC/REFERENCE shop record."""
    return {
        "id": shop.id,
        "code": shop.code,
        "name": shop.name,
        "description": shop.description,
        "address": shop.address,
        "city": shop.city,
        "region": shop.region,
        "country": shop.country,
        "countryId": shop.country_id,
        "lat": None,
        "lng": None,
        "kind": shop.kind,
        "status": shop.status,
        "system": shop.system,
        "currency": shop.currency,
        "isActive": shop.is_active,
        "deactivatedAt": None,
        "createdAt": _iso(shop.created_at),
        "updatedAt": _iso(shop.updated_at),
    }


def brand_view(brand: Any) -> dict[str, Any]:
    """Brand record."""
    return {
        "id": brand.id,
        "code": brand.code,
        "name": brand.name,
        "description": brand.description,
        "isActive": brand.is_active,
        "createdAt": _iso(brand.created_at),
        "updatedAt": _iso(brand.updated_at),
    }


def collection_view(collection: Any) -> dict[str, Any]:
    """SPEC collection record."""
    return {
        "id": collection.id,
        "code": collection.code,
        "name": collection.name,
        "description": collection.description,
        "isActive": collection.is_active,
        "isPermanent": collection.is_permanent,
        "startDate": _iso(collection.start_date),
        "deactivatedAt": _iso(collection.deactivated_at),
        "createdAt": _iso(collection.created_at),
        "updatedAt": _iso(collection.updated_at),
    }


def product_view(product: Any) -> dict[str, Any]:
    """Product row (catalogue fields; sales KPIs arrive with the nightly product summaries)."""
    return {
        "id": product.id,
        "code": product.code,
        "name": product.name,
        "brandId": product.brand_id,
        "brandName": product.brand_name,
        "collectionId": product.collection_id,
        "family": product.family,
        "listPrice": product.list_price,
        "createdAt": _iso(product.created_at),
        "updatedAt": _iso(product.updated_at),
    }


def variant_view(variant: Any) -> dict[str, Any]:
    """REFERENCE 1.5 variant row; grossMarginPct = (retail - cost) / retail x 100 when both are known."""
    return {
        "id": variant.id,
        "sku": variant.sku,
        "displayName": variant.name,
        "fullName": f"{variant.sku} - {variant.name}",
        "productId": variant.product_id,
        "productName": variant.product_name,
        "brandId": variant.brand_id,
        "brandName": variant.brand_name,
        "collectionId": variant.collection_id,
        "colour": variant.colour,
        "barcode": variant.barcode,
        "externalReference": variant.external_reference,
        "costPrice": variant.cost_price,
        "retailPrice": variant.retail_price,
        "grossMarginPct": gross_margin_pct(variant.retail_price, variant.cost_price),
        "isActive": variant.is_active,
        "supplierId": getattr(variant, "supplier_id", None),
    }


def _listing(rows: Sequence[Any], page: int, page_size: int, total: int) -> PageOf[Any]:
    """A page of rows: view dicts (wire names) or service records (read by attribute)."""
    return PageOf(data=list(rows), **page_meta(page, page_size, total))


def _tagged(org: str, entity_type: str, listing: PageOf[Any]) -> PageOf[Any]:
    """The page's view dicts with ``tags``, the names of their tags (one BatchGetItem; docs/automation.md "Tags")."""
    names = tag_assignments.tag_names_of(org, entity_type, [row["id"] for row in listing.data])
    return listing.model_copy(update={"data": [{**row, "tags": names[row["id"]]} for row in listing.data]})


def _small_list(items: list[Any], view: Any, q: str | None, page: int, page_size: int) -> PageOf[Any]:
    if q:
        needle = q.lower()
        items = [i for i in items if needle in i.name.lower() or needle in i.code.lower()]
    items = sorted(items, key=lambda i: (i.name.lower(), i.id))
    return _listing([view(i) for i in slice_page(items, page, page_size)], page, page_size, len(items))


@router.get("/api/shops", operation_id="listShops", permission=AUTHENTICATED)
def list_shops(page: Page = 1, page_size: PageSize = 20, q: Text = None) -> PageOf[records.Shop]:
    """Shops by name; ``q`` matches name or code (substring, case-insensitive). A shop-scoped caller
    (shops.viewAssigned without shops.viewAll) sees its assigned shops only.

    For agents: call this first. Every other call names shops by ``id`` (not by name or code): resolve
    "the north shops" here with ``q``, then pass the ids (``shopIds`` of listInventoryRisks, ``shopId``
    of a plan line, ``outgoingShopId``/``ingoingShopId`` of a rebalance plan). ``kind`` says whether a
    shop is a STORE or a WAREHOUSE; ``currency`` is the shop's money (ISO 4217)."""
    identity = current_identity(router)
    return _small_list(catalog.shops(identity.org, identity.shop_scope), shop_view, q, page, page_size)


@router.get("/api/brands", operation_id="listBrands", permission=AUTHENTICATED)
def list_brands(page: Page = 1, page_size: PageSize = 20, q: Text = None) -> PageOf[records.Brand]:
    """Brands by name; ``q`` matches name or code; each with the names of its tags."""
    org = current_identity(router).org
    listing = _small_list(catalog.brands(org), brand_view, q, page, page_size)
    return _tagged(org, "BRAND", listing)


@router.get("/api/collections", operation_id="listCollections", permission=AUTHENTICATED)
def list_collections(page: Page = 1, page_size: PageSize = 20, q: Text = None) -> PageOf[records.Collection]:
    """Collections by name; ``q`` matches name or code."""
    return _small_list(catalog.collections(current_identity(router).org), collection_view, q, page, page_size)


@router.get("/api/collections/{collection_id}", operation_id="getCollection", permission=AUTHENTICATED)
def get_collection(collection_id: Annotated[str, Path(min_length=1, max_length=64)]) -> One[records.Collection]:
    """One collection; 404 when missing or another organization's."""
    collection = catalog.collection(current_identity(router).org, collection_id)
    return One(data=collection_view(collection))  # pydantic validates the view dict into the record


@router.get("/api/products", operation_id="listProducts", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")])
def list_products(
    page: Page = 1,
    page_size: PageSize = 20,
    q: Text = None,
    brand_id: BrandId = None,
    collection_id: CollectionId = None,
    sort_by: Annotated[
        Literal["name", "totalNetSales", "totalGrossSales", "totalUnitsSold"], Query(alias="sortBy", description="default name")
    ] = "name",
    sort_direction: Annotated[Literal["asc", "desc"], Query(alias="sortDirection")] = "asc",
    period: Period = "LAST_30_DAYS",
) -> PageOf[records.ProductPerformance]:
    """Products with their sales and stock performance over ``period`` (REFERENCE 1.3).

    ``sortBy=name`` lists the catalogue by name (``q``: name substring or code prefix); a performance
    key (totalNetSales, totalGrossSales, totalUnitsSold) ranks the products that sold in the period.
    404 for an unknown brand or collection. The KPIs are figures (docs/decisions/0024): null without
    analytics.view (a performance ``sortBy`` is then 403 FORBIDDEN), over a shop-scoped caller's shops
    only (its ranking too).
    """
    identity = current_identity(router)
    org = identity.org
    catalog.check_filters(org, brand_id=brand_id, collection_id=collection_id)
    rows, total, _ = products_service.list_products(
        org, page=pages.PageRequest(page=page, page_size=page_size), text=q, brand_id=brand_id, collection_id=collection_id,
        sort=pages.Sort(by=sort_by, descending=sort_direction == "desc"), period=period, figures=identity.figures,
    )  # fmt: skip
    contents = enrichment_service.product_contents(org, [p for p, _ in rows])
    names = tag_assignments.tag_names_of(org, "PRODUCT", [p.id for p, _ in rows])
    data = [
        {**product_view(p), "averagePrice": p.list_price, **_with_content(kpis, contents[p.id], names[p.id])} for p, kpis in rows
    ]
    return _listing(data, page, page_size, total)


def _with_content(kpis: ProductKpis, content: dict[str, Any], tag_names: list[str]) -> dict[str, Any]:
    """The KPI fields with the product's description, tags (its assigned tags' names, then the KPIs',
    then the enrichment's category tags) and imageUrl."""
    return {**records.kpis_on_wire(kpis), **content, "tags": list(dict.fromkeys([*tag_names, *kpis.tags, *content["tags"]]))}


@router.get("/api/variants", operation_id="listProductVariants", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")])
def list_variants(
    page: Page = 1,
    page_size: PageSize = 20,
    q: Text = None,
    brand_id: BrandId = None,
    supplier_id: SupplierId = None,
    product_id: ProductId = None,
    collection_id: CollectionId = None,
) -> PageOf[records.ProductVariant]:
    """ProductVariants by SKU; ``q`` matches the SKU prefix or the name. 404 for an unknown product, brand or collection.

    For agents: a ProductVariant is a product in one colour (its SKU); sizes live on its inventory
    items. Resolve a name the person uses ("the navy dress") here with ``q``, then use the variant's
    ``id`` in listInventoryRisks' and listRecommendations' filters and in plan lines (``variantId``).
    ``tags`` are the names of the tags on it (GET /api/tags)."""
    org = current_identity(router).org
    rows, total = catalog.variants_page(org, page, page_size, q, product_id, brand_id, collection_id, supplier_id)
    return _tagged(org, "VARIANT", _listing([variant_view(v) for v in rows], page, page_size, total))


def variant_search_view(v: Any) -> dict[str, Any]:
    """SPEC product variant search result."""
    return {
        "id": v.id,
        "name": v.name,
        "sku": v.sku,
        "barcode": v.barcode,
        "externalReference": v.external_reference,
        "productId": v.product_id,
        "collectionId": v.collection_id,
    }


@router.get(
    "/api/search/product-variants", operation_id="searchProductVariants", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")]
)
def search_variants(
    q: Text = None,
    search_text: SearchAlias = None,
    product_id: ProductId = None,
    limit: Limit = 10,
    ids: IdList = None,
) -> list[records.VariantSearchResult]:
    """Variant autocomplete: exact identifier hits, then prefix hits, then name substring matches.

    ``ids`` resolves exact ids (and may be combined with ``q``); ``productId`` restricts to one
    product (404 when unknown). Returns a bare array of at most ``limit`` results.
    """
    text = (q if q is not None else search_text or "").strip()
    found = search.search_variants(current_identity(router).org, text, limit, product_id, id_list("ids", ids))
    return [variant_search_view(v) for v in found]  # the route validates the view dicts against the annotation


@router.get("/api/search/product-shapes", operation_id="searchProductShapes", permission=AUTHENTICATED)
def search_product_shapes(
    q: Text = None,
    search_text: SearchAlias = None,
    limit: Limit = 10,
    ids: IdList = None,
) -> list[records.ProductShape]:
    """Product-shape autocomplete (a product shape is the product, the style its colours share):
    exact code, then code prefix, then name substring. Bare array of ``{id, name}``."""
    text = (q if q is not None else search_text or "").strip()
    ranked = search.search_product_shapes(current_identity(router).org, text, limit, id_list("ids", ids))
    return [records.ProductShape(id=c.id, name=c.name) for c in ranked]


# -- products, variants of a product, inventory items (REFERENCE 1.3-1.7) -----------------------------
ProductPath = Annotated[str, Path(min_length=1, max_length=64)]
VariantId = id_query("variantId")
ShopId = id_query("shopId")


@router.get("/api/products/{product_id}", operation_id="getProduct", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")])
def get_product(product_id: ProductPath, period: Period = "LAST_30_DAYS") -> One[records.ProductPerformance]:
    """One product with its KPIs over ``period`` (404 NOT_FOUND when it is not the organization's); the
    KPIs are null without analytics.view, over a shop-scoped caller's shops only (docs/decisions/0024)."""
    identity = current_identity(router)
    org = identity.org
    product = catalog.product(org, product_id)
    enrichment = enrichment_service.status_of(org, product_id)
    content = enrichment_service.content_of(org, product, enrichment)
    names = tag_assignments.tag_names_of(org, "PRODUCT", [product_id])[product_id]
    kpis = _with_content(products_service.product_kpis(org, product_id, period, identity.figures), content, names)
    data = {**product_view(product), "averagePrice": product.list_price, **kpis}
    return One(data={**data, "enrichment": enrichment})  # pydantic validates the view dict into the record


@router.post(
    "/api/enrich-product", operation_id="enrichProduct", permission="dataPlatform.configure", status=202,
    errors=[(404, "NOT_FOUND")],
)  # fmt: skip
def enrich_product(body: Annotated[records.EnrichProduct, Body()]) -> records.EnrichmentQueued:
    """Queue the enrichment of one product (description, category tags, its delivered image):
    ``{success, message, messageId, timestamp}``. GET /api/products/{id} shows its status and result."""
    return records.EnrichmentQueued.model_validate(
        enrichment_service.request_enrichment(current_identity(router).org, body.productId)
    )


@router.get(
    "/api/products/{product_id}/variants", operation_id="listVariantsOfProduct", permission=AUTHENTICATED,
    errors=[(404, "NOT_FOUND")],
)  # fmt: skip
def list_variants_of_product(
    product_id: ProductPath, page: Page = 1, page_size: PageSize = 20
) -> PageOf[records.ProductVariantRow]:
    """The product's variants by SKU with units sold (all time) and on hand: over every shop, over a
    shop-scoped caller's shops only, null without analytics.view (docs/decisions/0024)."""
    identity = current_identity(router)
    found = inventory_items_service.product_variants(
        identity.org, product_id, pages.PageRequest(page=page, page_size=page_size), identity.figures
    )
    return _listing(found.rows, page, page_size, found.total)


@router.get("/api/inventory-items", operation_id="listInventoryItems", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")])
def list_inventory_items(
    page: Page = 1,
    page_size: PageSize = 20,
    variant_id: VariantId = None,
    shop_id: ShopId = None,
    q: Text = None,
) -> PageOf[records.InventoryItemRow]:
    """InventoryItems (SKU = variant x size) by SKU: the sizes of ``variantId``, the items held in
    ``shopId`` (with that shop's stock; null without analytics.view, docs/decisions/0024), SKUs
    containing ``q``."""
    identity = current_identity(router)
    found = inventory_items_service.list_inventory_items(
        identity.org, page=pages.PageRequest(page=page, page_size=page_size), variant_id=variant_id, shop_id=shop_id, text=q,
        scope=identity.shop_scope, figures=identity.figures,
    )  # fmt: skip
    return _listing(found.rows, page, page_size, found.total)


@router.get(
    "/api/inventory/variants/{product_id}", operation_id="getProductStockByShopAndSize", permission="analytics.view",
    errors=[(404, "NOT_FOUND")],
)  # fmt: skip
def product_stock(product_id: ProductPath) -> One[list[records.VariantStockRow]]:
    """Stock of a product's variants by shop and size (units): ``{success, data: [...]}``."""
    identity = current_identity(router)
    return One(data=inventory_items_service.stock_by_shop_and_size(identity.org, product_id, identity.shop_scope))


@router.get(
    "/api/search/inventory-items", operation_id="searchInventoryItems", permission=AUTHENTICATED, errors=[(404, "NOT_FOUND")]
)
def search_inventory_items(
    q: Text = None,
    search: SearchAlias = None,
    limit: Limit = 10,
    ids: IdList = None,
    variant_id: VariantId = None,
    product_id: ProductId = None,
) -> list[records.InventoryItemSearchResult]:
    """InventoryItems by SKU, code or name, best first (exact 2.0, prefix 1.5, name 0.3..1.0 by
    trigram similarity); ``ids`` resolves exact ids; a bare array, as the variant search."""
    text = (q if q is not None else search) or ""
    return inventory_items_service.search_inventory_items(
        current_identity(router).org, text.strip(), limit, ids=id_list("ids", ids), variant_id=variant_id, product_id=product_id
    )
