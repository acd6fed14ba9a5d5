"""The lake's datasets: columns, partition month, line id, and the aggregates built from them.

Pure: no AWS, no DuckDB. Column types are written once, in the SQL type names DuckDB and Athena
(Trino) both accept, and from them come the staging CSV schema, the Parquet files and the Glue
tables of template.yaml (a unit test checks that the template's columns are these).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import NamedTuple

ROOT = "lake"
MONTHS_IN_YEAR = 12


class Column(NamedTuple):
    """One column: its name and SQL type (VARCHAR, DATE, TIMESTAMP, INTEGER, BIGINT, DOUBLE, BOOLEAN, or
    DECIMAL(p,s) for money that is summed: exact, as the files write it)."""

    name: str
    sql_type: str


class Dataset(NamedTuple):
    """A fact or aggregate table of the lake.

    Attributes:
        name: table name and S3 folder (``lake/<name>/...``).
        columns: every column, in file order (the partition columns ``organization_id`` and
            ``month`` are not in the files: they are the Hive keys).
        date_column: the DATE or TIMESTAMP column whose month is the partition.
        line_id: the column that identifies a line; rows are deduplicated by it, keeping the one of
            the latest ``ingested_at`` (None for aggregates, which are rebuilt whole).
        aggregates: the aggregates rebuilt from this dataset's compacted partition.
        partition: the Hive key of the partitions: ``month`` (values ``YYYY-MM``), for a rollup of
            whole years ``year`` (values ``YYYY``), or for one partition per job run ``run_date``
            (values ``YYYY-MM-DD``, the run's asOf).
        cluster_by: the columns a compacted file is ordered by after ``date_column``. A job run's
            partition has one date, so it is ordered by variant: each Parquet row group then holds a
            narrow range of variants, and a query of one variant or a range of them (a
            recommendations chunk, ``GET /api/forecasts?variantId=``) skips the others' row groups
            by their min/max statistics (decision 0022).
    """

    name: str
    columns: tuple[Column, ...]
    date_column: str
    line_id: str | None = None
    aggregates: tuple[str, ...] = ()
    partition: str = "month"
    cluster_by: tuple[str, ...] = ()

    @property
    def order_by(self) -> str:
        """The ``ORDER BY`` list of a compacted file: the date column, then ``cluster_by``."""
        return ", ".join((self.date_column, *self.cluster_by))

    @property
    def partition_format(self) -> str:
        """The strftime format of a partition value from the date column."""
        return {"month": "%Y-%m", "year": "%Y", "run_date": "%Y-%m-%d"}[self.partition]

    @property
    def column_names(self) -> list[str]:
        return [c.name for c in self.columns]

    def prefix(self, organization_id: str) -> str:
        """``lake/<name>/organization_id=<org>/``: everything of one organization in this dataset."""
        return f"{ROOT}/{self.name}/organization_id={organization_id}/"

    def partition_prefix(self, organization_id: str, month: str) -> str:
        """``lake/<name>/organization_id=<org>/month=<YYYY-MM>/`` (``year=<YYYY>/`` for a yearly rollup)."""
        return f"{self.prefix(organization_id)}{self.partition}={month}/"


def _columns(spec: str) -> tuple[Column, ...]:
    return tuple(Column(*part.split()) for part in spec.strip().split(",\n"))


SALES_LINES = Dataset(
    "sales_lines",
    _columns(
        """sale_line_id VARCHAR,
sale_code VARCHAR,
sale_date DATE,
line_type VARCHAR,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
sku VARCHAR,
size VARCHAR,
customer VARCHAR,
quantity INTEGER,
unit_price DECIMAL(18,6),
discount_amount DECIMAL(18,6),
gross_sales DECIMAL(18,6),
unit_cost DECIMAL(18,6),
margin DECIMAL(18,6),
currency VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="sale_date",
    line_id="sale_line_id",
    aggregates=("sales_daily", "sales_daily_shop", "sales_daily_brand", "sales_daily_product", "sales_monthly_product"),
)
"""Sale lines. ``quantity`` is signed (a return is negative, ``line_type`` 'return'); ``gross_sales``
= quantity x unit_price - discount_amount and ``margin`` = gross_sales - quantity x unit_cost (None
when the unit cost is unknown), in ``currency``. Money is DECIMAL(18,6): the file's precision (a
unit price of 0.0025 stays 0.0025), never rounded to cents in the lake."""

SALES_DAILY = Dataset(
    "sales_daily",
    _columns(
        """sale_date DATE,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
size VARCHAR,
currency VARCHAR,
units BIGINT,
gross_sales DECIMAL(38,6),
discount_amount DECIMAL(38,6),
margin DECIMAL(38,6),
margin_complete BOOLEAN,
lines BIGINT"""
    ),
    date_column="sale_date",
)
"""Daily sales per (day, shop, inventory item, currency), from the deduplicated lines: net units,
gross sales after discounts (``gross_sales``, as the lines'), the discounts, and margin (the sum of
known margins, None when no line had one; ``margin_complete`` false when a line had none). Money is
DECIMAL(38,6): exact sums of the lines."""

_TOTALS = """currency VARCHAR,
units BIGINT,
gross_sales DECIMAL(38,6),
discount_amount DECIMAL(38,6),
margin DECIMAL(38,6),
costed_sales DECIMAL(38,6),
lines BIGINT"""

SALES_DAILY_SHOP = Dataset("sales_daily_shop", _columns("sale_date DATE,\nshop_id VARCHAR,\n" + _TOTALS), date_column="sale_date")
"""Daily sales per (day, shop, currency): what the summary by shop reads (a year: days x shops rows)."""

SALES_DAILY_BRAND = Dataset(
    "sales_daily_brand", _columns("sale_date DATE,\nbrand_id VARCHAR,\n" + _TOTALS), date_column="sale_date"
)
"""Daily sales per (day, brand, currency): what the summary by brand reads."""

SALES_DAILY_PRODUCT = Dataset(
    "sales_daily_product",
    _columns("sale_date DATE,\nproduct_id VARCHAR,\nbrand_id VARCHAR,\n" + _TOTALS),
    date_column="sale_date",
)
"""Daily sales per (day, product, currency), with the product's brand: the summary by product and the
product KPIs read it."""

SALES_MONTHLY_PRODUCT = Dataset(
    "sales_monthly_product",
    _columns("month_start DATE,\nproduct_id VARCHAR,\nbrand_id VARCHAR,\n" + _TOTALS),
    date_column="month_start",
)
"""Monthly sales per (month, product, currency): the summary by product reads it for the months its
range covers whole (a grocery year: 12 x products rows instead of days x products)."""

SALES_YEARLY_PRODUCT = Dataset(
    "sales_yearly_product",
    _columns("year_start DATE,\nproduct_id VARCHAR,\nbrand_id VARCHAR,\n" + _TOTALS),
    date_column="year_start",
    partition="year",
)
"""Yearly sales per (year, product, currency), rolled up from the year's ``sales_monthly_product``
files whenever one of them is rebuilt: the summary by product reads it for the years its range
covers whole (a year: products rows instead of 12 x products)."""

MOVEMENT_LINES = Dataset(
    "movement_lines",
    _columns(
        """movement_line_id VARCHAR,
movement_code VARCHAR,
movement_time TIMESTAMP,
movement_category VARCHAR,
movement_type VARCHAR,
quantity INTEGER,
stock_after INTEGER,
unit_cost DOUBLE,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
sku VARCHAR,
size VARCHAR,
sale_line_id VARCHAR,
sale_code VARCHAR,
sale_date DATE,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="movement_time",
    line_id="movement_line_id",
)
"""Stock movements (the stock ledger): signed ``quantity`` change in units, ``stock_after`` when known."""

STOCK_DAILY = Dataset(
    "stock_daily",
    _columns(
        """snapshot_date DATE,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
size VARCHAR,
quantity DOUBLE,
unit_cost DOUBLE,
retail_price DOUBLE,
avg_daily_sales_7d DOUBLE,
avg_daily_sales_30d DOUBLE,
days_of_supply DOUBLE,
stock_line_id VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="snapshot_date",
    line_id="stock_line_id",
)
"""Closing stock per (day, shop, inventory item), appended by the nightly stock snapshot;
``stock_line_id`` = day|shop|item, so a replayed day replaces its rows."""

ORDER_LINES = Dataset(
    "order_lines",
    _columns(
        """order_line_id VARCHAR,
order_code VARCHAR,
order_date DATE,
expected_date DATE,
order_status VARCHAR,
supplier_code VARCHAR,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
sku VARCHAR,
size VARCHAR,
quantity INTEGER,
purchase_price DOUBLE,
currency VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="order_date",
    line_id="order_line_id",
)
"""Purchase-order lines: ``quantity`` ordered in units at ``purchase_price`` per unit."""

FORECAST_WEEKLY = Dataset(
    "forecast_weekly",
    _columns(
        """forecast_line_id VARCHAR,
as_of DATE,
variant_id VARCHAR,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
week_index INTEGER,
week_start DATE,
quantity DOUBLE,
lb_quantity DOUBLE,
ub_quantity DOUBLE,
confidence_level DOUBLE,
algorithm VARCHAR,
backtest_mase DOUBLE,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="as_of",
    line_id="forecast_line_id",
    partition="run_date",
    cluster_by=("variant_id", "shop_id", "week_index"),
)
"""The forecasts job's output: units per week for one variant in one shop, week ``week_index`` (0 =
the 7 days from ``as_of``), with the bounds at ``confidence_level`` and the method chosen;
``forecast_line_id`` = as_of|variant|shop|week, so a rerun for the same day replaces its rows.
One partition per run day (``run_date=<asOf>``): a request reads the one run it serves."""

FORECAST_SHARES = Dataset(
    "forecast_shares",
    _columns(
        """share_line_id VARCHAR,
as_of DATE,
shop_id VARCHAR,
variant_id VARCHAR,
share_kind VARCHAR,
share_key VARCHAR,
share DOUBLE,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="as_of",
    line_id="share_line_id",
    partition="run_date",
    cluster_by=("variant_id", "shop_id", "share_kind", "share_key"),
)
"""How a week's forecast splits: ``share_kind`` 'size' (``share_key`` the size; per variant and shop:
the size curve) or 'weekday' (``share_key`` 0 = Monday .. 6; per shop, ``variant_id`` '*')."""

RISK_POSITIONS = Dataset(
    "risk_positions",
    _columns(
        """risk_line_id VARCHAR,
as_of DATE,
snapshot_date DATE,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
size VARCHAR,
closing_stock DOUBLE,
unit_cost DOUBLE,
retail_price DOUBLE,
units_7 DOUBLE,
units_30 DOUBLE,
units_90 DOUBLE,
units_365 DOUBLE,
last_sale_date DATE,
lead_time_days INTEGER,
lead_time_demand DOUBLE,
lead_time_sigma DOUBLE,
horizon_days INTEGER,
horizon_demand DOUBLE,
forecast_run DATE,
selling_price DOUBLE,
price DOUBLE,
price_basis VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="as_of",
    line_id="risk_line_id",
    partition="run_date",
    cluster_by=("variant_id", "shop_id", "inventory_item_id"),
)
"""The risks job's output: per shop x inventory item on ``as_of``, the numbers every risk type is
computed from at request time: closing stock of the latest snapshot before ``as_of``, units sold in
the 7/30/90/365 days before it, the last sale, and the forecast demand over the lead time (mean and
standard deviation) and over the selling horizon, and the item's price basis (``price``, ``price_basis``
RETAIL | SALES_MEDIAN, None without one; ``selling_price`` the median selling price, the item's, its
variant's or its product's: docs/intelligence.md "Price basis"). One partition per run."""

DECISION_VECTORS = Dataset(
    "decision_vectors",
    _columns(
        """vector_line_id VARCHAR,
as_of DATE,
variant_id VARCHAR,
shop_id VARCHAR,
domain VARCHAR,
brand_id VARCHAR,
collection_id VARCHAR,
product_id VARCHAR,
scores VARCHAR,
allowed_actions VARCHAR,
forbidden_actions VARCHAR,
applied_rules VARCHAR,
recommended_qty INTEGER,
quantities_by_size VARCHAR,
recommended_discount_pct DOUBLE,
transfers VARCHAR,
confidence DOUBLE,
why VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="as_of",
    line_id="vector_line_id",
    partition="run_date",
    cluster_by=("variant_id", "shop_id", "domain"),
)
"""The recommendations job's output (REFERENCE 3.2-3.3): one decision vector per variant x shop x
domain (restock, markdown, rebalance) with its scores and action gate, and the action it resolves
to (quantities per size, a discount, or transfers), its confidence and ``why``; JSON as text."""

PRICE_CALENDAR = Dataset(
    "price_calendar",
    _columns(
        """calendar_line_id VARCHAR,
date_from DATE,
date_to DATE,
shop_id VARCHAR,
brand_id VARCHAR,
product_id VARCHAR,
variant_id VARCHAR,
inventory_item_id VARCHAR,
sku VARCHAR,
size VARCHAR,
product_code VARCHAR,
price DECIMAL(18,6),
feature BOOLEAN,
display BOOLEAN,
promotion_code VARCHAR,
currency VARCHAR,
file_id VARCHAR,
ingested_at TIMESTAMP"""
    ),
    date_column="date_from",
    line_id="calendar_line_id",
)
"""The price calendar (dataset ``price-calendar``, docs/ingestion.md): from ``date_from`` to ``date_to``
(inclusive) an inventory item (``inventory_item_id``, its variant and size), or every item of a
product (``variant_id`` NULL), sells at ``price`` per unit in ``currency`` in shop ``shop_id`` (NULL:
every shop), with the promotion flags ``feature`` and ``display``. ``calendar_line_id`` is the row's
key (shop or all, item or product, dateFrom, promotionCode): a row sent again replaces the earlier one."""

DATASETS: dict[str, Dataset] = {
    d.name: d
    for d in (SALES_LINES, SALES_DAILY, SALES_DAILY_SHOP, SALES_DAILY_BRAND, SALES_DAILY_PRODUCT, SALES_MONTHLY_PRODUCT,
              SALES_YEARLY_PRODUCT, MOVEMENT_LINES, STOCK_DAILY, ORDER_LINES, FORECAST_WEEKLY, FORECAST_SHARES,
              RISK_POSITIONS, DECISION_VECTORS, PRICE_CALENDAR)
}  # fmt: skip


def month_of(day: date | str) -> str:
    """``YYYY-MM`` of a date (or of an ISO date/time string)."""
    return (day.isoformat() if isinstance(day, date) else day)[:7]


def months_between(first: date | str, last: date | str) -> list[str]:
    """Every ``YYYY-MM`` from the month of ``first`` to the month of ``last`` inclusive (empty if reversed)."""
    low, high = month_of(first), month_of(last)
    year, month = int(low[:4]), int(low[5:7])
    months: list[str] = []
    while f"{year:04d}-{month:02d}" <= high:
        months.append(f"{year:04d}-{month:02d}")
        year, month = (year + 1, 1) if month == MONTHS_IN_YEAR else (year, month + 1)
    return months


def month_of_key(key: str) -> str | None:
    """The partition value of a lake key: ``YYYY-MM`` of its ``month=`` segment (``YYYY`` of a yearly
    rollup's ``year=`` segment, ``YYYY-MM-DD`` of a run's ``run_date=``), or None."""
    for part in key.split("/"):
        if part.startswith("month="):
            return part[6:]
        if part.startswith("year="):
            return part[5:]
        if part.startswith("run_date="):
            return part[9:]
    return None


def glue_columns(dataset: Dataset) -> list[dict[str, str]]:
    """The dataset's columns as Glue ``{Name, Type}`` (Hive type names)."""
    hive = {"VARCHAR": "string", "DATE": "date", "TIMESTAMP": "timestamp", "INTEGER": "int", "BIGINT": "bigint",
            "DOUBLE": "double", "BOOLEAN": "boolean"}  # fmt: skip
    return [{"Name": c.name, "Type": hive.get(c.sql_type) or c.sql_type.lower()} for c in dataset.columns]


def names(datasets: Iterable[Dataset]) -> list[str]:
    """The names of ``datasets``, in order."""
    return [d.name for d in datasets]
