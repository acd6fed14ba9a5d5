"""Products with their sales and stock performance (REFERENCE 1.3: ``GET /api/products`` with ``period``
and the performance ``sortBy`` keys).

The catalogue (names, brand, collection) is in DynamoDB; the KPIs come from the lake: sales over the
period from the daily sales aggregate, stock from the latest stock snapshot. A period ends the day
before the service clock's today (the last complete day). The KPIs are figures (domain/figures.py):
null for a caller without analytics.view (the lake is not read), summed over a shop-scoped caller's
shops only.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TYPE_CHECKING, Any

from inventory_planning.coldstart import lazy
from inventory_planning.domain.catalog.products import ProductKpis
from inventory_planning.domain.dates import EARLIEST_DATE
from inventory_planning.domain.figures import EVERY_SHOP, FigureAccess
from inventory_planning.domain.pages import PageRequest, Sort
from inventory_planning.domain.valuation import StockLine, value_stock
from inventory_planning.kernel import clock
from inventory_planning.store import catalog

if TYPE_CHECKING:
    from inventory_planning.store.lake import products as lake
    from inventory_planning.store.lake import stock as lake_stock
else:  # each module loads on its first use, not at the importer's cold start (docs/decisions/0046)
    lake = lazy("inventory_planning.store.lake.products")  # lake on first use
    lake_stock = lazy("inventory_planning.store.lake.stock")  # lake on first use

PERIOD_DAYS = {"LAST_7_DAYS": 7, "LAST_30_DAYS": 30, "LAST_90_DAYS": 90, "LAST_365_DAYS": 365}
PERIODS = (*PERIOD_DAYS, "YEAR_TO_DATE", "ALL_TIME")
PERFORMANCE_SORTS = ("totalNetSales", "totalGrossSales", "totalUnitsSold")
MAX_FILTERED_CANDIDATES = 10_000
KPI_FIELDS = (
    "totalUnitsSold", "totalNetSales", "totalDiscount", "totalGrossSales", "totalGrossMargin", "totalCogs", "avgGrossMarginPct",
    "avgSellingPrice", "monthlySales", "totalTransactions", "totalQuantity", "stockValue", "valuationBasis", "unvaluedUnits",
    "shopCount", "variantCount", "sizesAvailable",
)  # fmt: skip
"""The figure fields of a product row (every one null for a caller without analytics.view)."""


def period_range(period: str, today: date) -> tuple[date, date]:
    """[first, last] days of ``period`` ending the day before ``today`` (``ALL_TIME``: from the API
    calendar's first day, before which ingestion refuses facts).

    Raises:
        KeyError: an unknown period.
    """
    last = today - timedelta(days=1)
    if period == "YEAR_TO_DATE":
        return date(last.year, 1, 1), last
    if period == "ALL_TIME":
        return EARLIEST_DATE, last  # the calendar's first day: every fact the lake can hold (one listing)
    return last - timedelta(days=PERIOD_DAYS[period] - 1), last


def hidden_kpis() -> ProductKpis:
    """The KPI fields of a product for a caller without analytics.view: every figure None."""
    return ProductKpis()


def kpi_fields(sales: dict[str, Any] | None, stock: dict[str, Any] | None, days: int) -> ProductKpis:
    """REFERENCE 1.3 KPI fields of one product. Money in the sales' currency (null when several),
    units in pieces; margins count the sales whose cost is known.

    - totalNetSales = sum(quantity x price - discount); totalDiscount; totalGrossSales = net + discount
    - totalGrossMargin = sum(net - quantity x unit cost) over the lines whose unit cost is known (the
      line's, else the catalogue's); totalCogs = net of those costed sales - margin; both null
      (unknown, not zero) when the product sold and no line had a unit cost; 0 without sales
    - avgGrossMarginPct = margin / net of the costed sales x 100; avgSellingPrice = net / units
    - monthlySales = net / days x 30 (the period's monthly rate)
    - totalQuantity, stockValue (at unit cost, else at the price basis: ``domain.valuation``; its
      valuationBasis and unvaluedUnits), shopCount, variantCount, sizesAvailable: the latest stock snapshot
    """
    sales = sales or {}
    single = (sales.get("currencies") or 0) <= 1
    net = float(sales.get("net_sales") or 0)
    units = int(sales.get("units") or 0)
    sold = bool(sales.get("lines"))
    margin = None if sold and sales.get("margin") is None else float(sales.get("margin") or 0)
    costed = float(sales.get("cost_known_sales") or 0)

    def money(value: float) -> float | None:
        return round(value, 2) if single else None

    stock = stock or {}
    return ProductKpis(
        total_units_sold=units, total_net_sales=money(net), total_discount=money(float(sales.get("discount") or 0)),
        total_gross_sales=money(float(sales.get("gross_sales") or 0)),
        total_gross_margin=None if margin is None else money(margin),
        total_cogs=None if margin is None else money(costed - margin),
        avg_gross_margin_pct=round(margin / costed * 100, 2) if margin is not None and costed and single else None,
        avg_selling_price=round(net / units, 2) if units and single else None,
        monthly_sales=money(net / days * 30) if days else None, total_transactions=int(sales.get("lines") or 0),
        total_quantity=float(stock.get("units") or 0), stock_value=float(stock.get("value") or 0),
        valuation_basis=stock.get("basis"), unvalued_units=float(stock.get("unvalued") or 0),
        shop_count=int(stock.get("shops") or 0), variant_count=int(stock.get("variants") or 0),
        sizes_available=list(stock.get("sizes") or []), tags=[],
    )  # fmt: skip


def list_products(
    organization_id: str,
    *,
    page: PageRequest,
    text: str | None,
    brand_id: str | None,
    collection_id: str | None,
    sort: Sort,
    period: str,
    figures: FigureAccess = EVERY_SHOP,
) -> tuple[list[tuple[Any, ProductKpis]], int, dict[str, str]]:
    """A page of (product item, KPI fields) and the total, plus the period's ``{period, from, to}``.

    ``sort.by`` ``name`` pages the catalogue by name and adds the KPIs of the page's products; a
    performance key ranks the products that sold in the period (those and only those are listed),
    narrowed by brand, and by ``text`` / collection through the catalogue's matching products (at
    most MAX_FILTERED_CANDIDATES). ``figures`` (docs/decisions/0024): hidden, every KPI is null;
    with shops, sales and stock are those of these shops only (the ranking too).

    Raises:
        NotAllowed: a performance ``sort.by`` for a caller who may not see figures (403 FORBIDDEN).
    """
    first, last = period_range(period, clock.today())
    days = (last - first).days + 1
    window = {"period": period, "from": first.isoformat(), "to": last.isoformat()}
    sort_by, descending, page_size = sort.by, sort.descending, page.page_size
    if sort_by != "name":
        figures.require_shown(f"sortBy={sort_by}")
    if not figures.shown:
        items, total = catalog.products_page(organization_id, page.page, page_size, text, brand_id, collection_id, descending)
        return [(p, hidden_kpis()) for p in items], total, window

    shops = figures.shop_ids
    if sort_by == "name":
        items, total = catalog.products_page(organization_id, page.page, page_size, text, brand_id, collection_id, descending)
        ids = [p.id for p in items]
        sales = {r["product_id"]: r for r in lake.sales_kpis(organization_id, first, last, product_ids=ids, shop_ids=shops)[0]}
    else:
        candidates = None
        if text or collection_id:
            matched, _ = catalog.products_page(organization_id, 1, MAX_FILTERED_CANDIDATES, text, brand_id, collection_id)
            candidates = [p.id for p in matched]
        ranked, total = lake.sales_kpis(
            organization_id, first, last, product_ids=candidates, brand_id=brand_id, shop_ids=shops, sort_by=sort_by,
            descending=descending, offset=page.offset, limit=page_size,
        )  # fmt: skip
        sales = {r["product_id"]: r for r in ranked}
        found = {p.id: p for p in catalog.entities_by_ids(organization_id, "PRODUCT", [r["product_id"] for r in ranked])}
        items = [found[r["product_id"]] for r in ranked if r["product_id"] in found]
        ids = [p.id for p in items]
    snapshot = lake_stock.latest_snapshot_date(organization_id)
    stock = _stock_of_products(organization_id, snapshot, ids, shops) if snapshot else {}
    return [(p, kpi_fields(sales.get(p.id), stock.get(p.id), days)) for p in items], total, window


def _stock_of_products(
    organization_id: str, day: date, product_ids: list[str], shop_ids: list[str] | None
) -> dict[str, dict[str, Any]]:
    """``store.lake.products.stock_of_products`` with each product's stock valued by
    ``domain.valuation.value_stock`` (``value``, ``basis``, ``unvalued``)."""
    stock = lake.stock_of_products(organization_id, day, product_ids, shop_ids=shop_ids)
    if not stock:
        return stock
    lines: dict[str, list[StockLine]] = {}
    for line in lake_stock.valuation_lines(
        organization_id, day, group_by="product", shop_ids=shop_ids or (), product_ids=sorted(stock)
    ):
        lines.setdefault(line.key, []).append(
            StockLine(line.units, line.unit_cost, line.retail_price, sales_median=line.sales_median)
        )
    for product_id, figures in stock.items():
        valued = value_stock(lines.get(product_id, []))
        figures.update(value=valued.stock_value, basis=valued.valuation_basis, unvalued=valued.unvalued_units)
    return stock


def product_kpis(organization_id: str, product_id: str, period: str, figures: FigureAccess = EVERY_SHOP) -> ProductKpis:
    """The KPI fields of one product over ``period`` (see :func:`kpi_fields`): every one null when
    ``figures`` are hidden, over ``figures.shops`` only when it names shops."""
    if not figures.shown:
        return hidden_kpis()
    first, last = period_range(period, clock.today())
    sales, _ = lake.sales_kpis(organization_id, first, last, product_ids=[product_id], shop_ids=figures.shop_ids)
    snapshot = lake_stock.latest_snapshot_date(organization_id)
    stock = _stock_of_products(organization_id, snapshot, [product_id], figures.shop_ids) if snapshot else {}
    return kpi_fields(sales[0] if sales else None, stock.get(product_id), (last - first).days + 1)
