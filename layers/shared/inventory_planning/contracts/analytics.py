"""Records of the analytics endpoints (SPEC "Stock snapshot record", "Stock ledger entry", "Sales
summary row")."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from inventory_planning.contracts.schemas import Record


class StockSnapshot(Record):
    """Current stock of one variant x size x shop; values in the shop's currency."""

    variantId: str
    shopId: str
    sizeTaxonomyId: str
    currentStockQty: float = Field(description="units on hand")
    stockValue: float | None = Field(description="units x average unit cost; null when the cost is unknown")
    stockValueRetail: float | None = Field(description="units x retail price; null when the price is unknown")
    averageUnitCost: float | None
    avgDailySales7d: float | None = Field(description="units per day over the last 7 days")
    avgDailySales30d: float | None = Field(description="units per day over the last 30 days")
    daysOfSupply: float | None = Field(description="days: stock / avgDailySales30d; null when nothing sold")
    snapshotTimestamp: str
    updatedAt: str


class StockLedgerEntry(Record):
    """One stock movement (SPEC "Stock ledger entry"); quantityChange is negative for outbound."""

    organizationId: str
    movementId: str
    movementCode: str | None
    movementTime: str
    movementCategory: str | None
    movementType: str | None
    quantityChange: float
    stockAfter: float | None
    brandId: str | None
    brandName: str | None
    productId: str | None
    productName: str | None
    variantId: str | None
    variantCode: str | None
    variantName: str | None
    sizeTaxonomyId: str | None
    shopId: str | None
    shopCode: str | None
    shopName: str | None
    saleId: str | None
    saleCode: str | None
    saleDate: str | None


class SalesSummaryRow(Record):
    """SPEC "Sales summary row": the group's ids and names are filled for its dimension only."""

    brandId: str | None
    brandName: str | None
    productId: str | None
    productName: str | None
    shopId: str | None
    shopName: str | None
    currencyId: str | None = Field(description="null when the group spans several currencies")
    grossSales: float = Field(description="quantity x price - discount, summed exactly, rounded to cents")
    margin: float | None = Field(
        description="sum of grossSales - quantity x cost over the lines whose unit cost is known (the line's, else the "
        "catalogue's); null when no line of the group has one (unknown, not zero)"
    )
    units: float


class SaleLineRecord(Record):
    """One sale line (REFERENCE 1.8 "Sales line row", the fields this service holds). Money per unit
    and per line in ``currency``; ``quantity`` in units, negative for a return."""

    id: str
    organizationId: str
    code: str = Field(description="the sale line id")
    saleCode: str | None
    saleDate: str = Field(description="YYYY-MM-DD")
    saleDateKey: int = Field(description="YYYYMMDD")
    saleDayName: str = Field(description="Monday .. Sunday")
    lineType: str = Field(description="sale | return")
    quantity: float
    price: float = Field(description="unit price, as the file gives it (up to 6 decimals)")
    discountTotalAmount: float | None
    grossSales: float = Field(description="quantity x price - discount, exact, rounded to cents")
    cost: float | None = Field(description="unit cost: the line's, else the catalogue's (up to 6 decimals)")
    margin: float | None = Field(description="grossSales - quantity x cost; null when the cost is unknown")
    currency: str | None
    shopId: str
    shopCode: str | None
    shopName: str | None
    inventoryItemId: str
    inventoryItemSku: str
    inventoryItemFullName: str | None
    sizeTaxonomyId: str | None
    variantId: str
    variantCode: str | None
    variantName: str | None
    productId: str
    productCode: str | None
    productName: str | None
    brandId: str | None
    brandCode: str | None
    brandName: str | None
    createdAt: str = Field(description="when the line was ingested")


class OrderLineRecord(Record):
    """One purchase-order line (REFERENCE 1.8 "Order line row"); ``quantity`` in units, prices per unit in ``currency``."""

    orderLineId: str
    code: str
    orderCode: str
    orderName: str | None
    orderStatus: str
    orderDate: str
    expectedDate: str | None
    supplierId: str
    supplierCode: str
    shopId: str | None
    productId: str
    productName: str | None
    variantId: str
    variantCode: str | None
    variantName: str | None
    inventoryItemId: str
    sizeTaxonomyId: str | None
    brandId: str | None
    brandName: str | None
    quantity: float
    purchasePrice: float
    currency: str | None
    createdAt: str
    updatedAt: str


class MovementLineRecord(Record):
    """One stock movement line (REFERENCE 1.8 "Movement line row", short variant, plus its type and
    category). ``quantity`` signed units (negative out); ``movementCost`` = |quantity| x unitCost."""

    movementLineId: str
    movementId: str
    movementCode: str | None
    code: str | None
    movementDate: str = Field(description="YYYY-MM-DD")
    movementTime: str
    movementType: str | None
    movementCategory: str | None
    movementDescription: str | None
    quantity: float
    stockAfter: float | None
    unitCost: float | None
    movementCost: float | None
    shopId: str
    shopName: str | None
    productId: str | None
    productName: str | None
    variantId: str | None
    variantCode: str | None
    variantName: str | None
    brandId: str | None
    brandName: str | None
    inventoryItemId: str | None
    inventoryItemSku: str | None
    createdAt: str
    updatedAt: str


class ValuationRow(Record):
    """REFERENCE 1.6 inventory valuation row: the group's ids and names are filled for its dimension only;
    values in the shops' currency at the close of the snapshot day."""

    brandId: str | None
    brandName: str | None
    productId: str | None
    productName: str | None
    shopId: str | None
    shopName: str | None
    stockValue: float = Field(
        description="units x unit value: the unit cost where known, else the price basis (retail price, else the "
        "median selling price); valuationBasis says which; unvalued units count 0"
    )
    stockValueRetail: float = Field(
        description="units x the price basis (retail price, else the median selling price): the stock at what it "
        "would sell for; retailBasis says which; units without a price count 0"
    )
    units: float
    valuationBasis: Literal["COST", "RETAIL", "LIST", "SALES_MEDIAN"] | None = Field(
        description="what stockValue is counted at: the least direct basis over the group's units in stock "
        "(COST, RETAIL, LIST, SALES_MEDIAN in that order); null when none is valued"
    )
    retailBasis: Literal["RETAIL", "LIST", "SALES_MEDIAN"] | None = Field(
        description="what stockValueRetail is counted at: the least direct price basis over the group's units in "
        "stock; null when none has a price"
    )
    unvaluedUnits: float = Field(description="units on hand with neither a unit cost nor a price: in units, valued 0")


class ValuationMeta(Record):
    """Paging of the valuation, the stock snapshot day it reads (null: no snapshot yet), and the units
    on hand left unvalued over every group (not only the page's)."""

    page: int = Field(ge=1)
    pageSize: int = Field(ge=1, le=100)
    total: int = Field(ge=0)
    snapshotDate: str | None
    unvaluedUnits: float = Field(description="units on hand with neither a unit cost nor a price, over every group")


class Valuation(Record):
    """``{success, data: [row], meta: {page, pageSize, total, snapshotDate, unvaluedUnits}}``."""

    success: Literal[True] = True
    data: list[ValuationRow]
    meta: ValuationMeta


class ForecastRecord(Record):
    """SPEC "Forecast record": expected units of one variant x size in one shop over one period."""

    variantId: str
    sizeTaxonomyId: str = Field(description="the size (of the variant's inventory items)")
    shopId: str
    forecastDate: str = Field(description="YYYY-MM-DD: the first day of the period")
    granularity: Literal["DAY", "WEEK", "MONTH", "QUARTER"]
    quantity: float = Field(description="units expected over the period (within the requested dates)")
    lbQuantity: float = Field(description="lower bound of the interval at confidenceLevel, units")
    ubQuantity: float = Field(description="upper bound of the interval at confidenceLevel, units")
    confidenceLevel: float = Field(ge=0, le=1)
    algorithm: str = Field(description="the series' method, e.g. weekly-tsb+size-curve (docs/intelligence.md)")


class SuggestedAction(Record):
    """What to do about a risk: RESTOCK, MARKDOWN or REBALANCE (with the destination shop)."""

    action: Literal["RESTOCK", "MARKDOWN", "REBALANCE"]
    reason: str | None = None
    destinationShopId: str | None = None


class InventoryRisk(Record):
    """A row of GET /api/inventory/risks: REFERENCE 2.2's stock-out row plus the risk type, a score in
    [0, 1], the numbers behind it and the suggested action (docs/intelligence.md "Inventory risks")."""

    rank: int
    riskType: Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"]
    score: float = Field(ge=0, le=1)
    status: Literal["critical", "warning", "healthy"] = Field(
        description='the score\'s severity tier within the type (docs/intelligence.md "Inventory risks"): STOCKOUT'
        " < 7, 7-13, >= 14 days of supply or no sale; OVERSTOCK excess >= 0.5, >= 0.2, < 0.2 of the stock; SLOW_MOVER"
        " dead, very stale, stale; DISPLACED deficit elsewhere >= 0.5, >= 0.2, < 0.2 of the stock"
    )
    variantId: str
    variantCode: str | None
    variantName: str | None
    productId: str | None
    productName: str | None
    productImageUrl: str | None
    brandId: str | None
    brandName: str | None
    shopId: str | None = Field(description="null for STOCKOUT (a variant over the shops asked)")
    sizeTaxonomyId: str | None = Field(description="SLOW_MOVER rows only (variant x size x shop)")
    closingStock: float = Field(description="units on hand at the latest stock snapshot before the run")
    avgDailySales: float | None = Field(description="units per day over the period (7, 30, 90 or 365 days)")
    daysOfSupply: float | None = Field(description="days: closingStock / avgDailySales; null when nothing sold")
    stockValue: float | None = Field(
        description="units x unit value: the unit cost where known, else the price basis (retail price, else the median "
        "selling price); 0 only where no price is known"
    )
    valuationBasis: Literal["COST", "RETAIL", "LIST", "SALES_MEDIAN"] | None = Field(
        description="what stockValue and excessValue are counted at (the least direct one over the sizes summed); "
        "null without any price"
    )
    leadTimeDays: int | None
    leadTimeDemand: float | None = Field(description="forecast units over the lead time")
    stockoutProbability: float | None = Field(description="P(demand over the lead time > closingStock)")
    horizonDays: int | None
    horizonDemand: float | None = Field(description="forecast units over the selling horizon")
    lastSaleDate: str | None
    daysSinceLastSale: int | None = Field(description="days from the last sale to the day before the run; null: never sold")
    excessUnits: float | None = Field(None, description="OVERSTOCK: closingStock - horizonDemand")
    excessValue: float | None = Field(None, description="OVERSTOCK: excessUnits x average unit value (valuationBasis)")
    deadStockTier: Literal["stale", "very_stale", "dead"] | None = Field(
        None, description="SLOW_MOVER: 30-59, 60-89, >= 90 days or never sold"
    )
    sellThrough30d: float | None = Field(None, description="SLOW_MOVER: units sold in 30 days / (sold + on hand)")
    destinationShopId: str | None = Field(None, description="DISPLACED: the shop short of it the most")
    deficitElsewhere: float | None = Field(None, description="DISPLACED: units the short shops lack for 14 days of supply")
    suggestedAction: SuggestedAction
    asOf: str = Field(description="the risks run the row comes from (YYYY-MM-DD)")


class DecisionVector(Record):
    """REFERENCE 3.2: one variant x shop x domain's scores in [0, 1] (snake_case keys; null where not
    relevant to the domain) and its action gate; ``appliedRules`` is never empty."""

    variantId: str
    shopId: str
    domain: Literal["restock", "markdown", "rebalance"]
    snapshotDate: str
    scores: dict[str, float | None]
    allowedActions: list[str]
    forbiddenActions: list[str]
    appliedRules: list[str] = Field(min_length=1)
    brandId: str | None
    collectionId: str | None
    createdAt: str
    updatedAt: str


class RecommendedAction(Record):
    """The action a decision vector resolves to (REFERENCE 3.3): pieces per size for restock, a
    discount for markdown, transfers for rebalance."""

    quantity: int | None = Field(description="restock: pieces to order; rebalance: pieces to move")
    quantitiesBySize: dict[str, int] | None = Field(description="restock: pieces per size (the size curve)")
    discountPercent: float | None = Field(description="markdown: 0..100")
    transfers: list[dict[str, Any]] | None = Field(description="rebalance: {destinationShopId, sizeId, quantity}")


class Recommendation(DecisionVector):
    """A decision vector with its action, confidence in [0, 1] and ``why`` (context, formula steps
    with their numbers, rules applied), the shop's name and the sizes to pass as ``sizeId``."""

    shopName: str | None
    sizeIds: list[str]
    action: RecommendedAction
    confidence: float = Field(ge=0, le=1)
    why: dict[str, Any]
