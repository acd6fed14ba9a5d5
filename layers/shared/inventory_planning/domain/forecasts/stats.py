"""What the forecasts job's steps return and write (JSON: into the job run, and the run's S3
documents): typed as the dicts they are (docs/decisions/0026; docs/jobs.md)."""

from __future__ import annotations

from typing import NotRequired, TypedDict


class PlannedWindow(TypedDict):
    """A markdown's price window of one variant in one shop: ``discounts`` (percent) and
    ``retailPrices`` (currency per unit) by size id; ``ahead`` false for a past window."""

    planId: str
    shopId: str
    startDate: str
    endDate: str
    ahead: bool
    discounts: dict[str, float]
    retailPrices: dict[str, float]


class PlannedElasticity(TypedDict):
    """The price elasticity a variant's planned prices are forecast with, its source and observations."""

    value: float
    source: str
    observations: int


class PlannedVariant(TypedDict):
    """A variant's planned markdowns: its product and brand, its windows, and its elasticity (set once
    every variant is known)."""

    productId: str | None
    brandId: str | None
    windows: list[PlannedWindow]
    elasticity: NotRequired[PlannedElasticity]


class CalendarEntry(TypedDict):
    """A calendar row as the run's document holds it: ``shopId`` None for every shop, ``size`` None
    for a product's row; dates ISO, inclusive; ``price`` currency per unit."""

    shopId: str | None
    size: str | None
    dateFrom: str
    dateTo: str
    price: float
    feature: bool
    display: bool


class CalendarDocument(TypedDict):
    """The calendar rows of a run, by variant (an item's rows) and by product (a product's rows)."""

    variants: dict[str, list[CalendarEntry]]
    products: dict[str, list[CalendarEntry]]


class ForecastPlan(TypedDict):
    """Step 1's plan: shard and series counts, the shops profiled, where the shard list is
    (``bucket``, ``manifestKey``), how many variants have planned prices and how many series the
    pooled model was fitted on."""

    shards: int
    series: int
    shops: int
    bucket: str
    manifestKey: str
    plannedVariants: int
    pooledSeries: NotRequired[int]  # series the pooled model was fitted on (a plan before it lacks it)


class ShardStats(TypedDict):
    """One shard's stats: the series forecast, by method and with a size curve (by kind), those
    whose planned prices moved their forecast, and whether an earlier run's result was ``reused``."""

    series: int
    methods: dict[str, int]
    sizeCurves: dict[str, int]
    pricedSeries: NotRequired[int]  # a shard done before planned prices lacks it
    calendarSeries: NotRequired[int]  # a shard done before the price calendar lacks it (and promotedSeries)
    promotedSeries: NotRequired[int]
    reused: bool


class ForecastRunStats(TypedDict):
    """The run's stats once every shard is done: the day, series, weeks forecast, counts by method and
    size curve, shops, shards (and those reused from an earlier run), and the priced series."""

    asOf: str
    series: int
    weeks: int
    methods: dict[str, int]
    sizeCurves: dict[str, int]
    shops: int
    shards: int
    shardsReused: int
    pricedSeries: int
    calendarSeries: int
    promotedSeries: int
