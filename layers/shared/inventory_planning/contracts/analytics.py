"""Records of the analytics endpoints (SPEC "Stock snapshot record", "Stock ledger entry", "Sales
summary row")."""

from __future__ import annotations

from pydantic import Field

from inventory_planning.api.schemas import Record


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
    grossSales: float
    margin: float
    units: float
