"""Decision replays (issue 25; docs/intelligence.md "Decision replay: the API"): the body of
``POST /api/intelligence/replays`` and the records of the replay routes.

The figures come unrounded from the simulation (``domain.replays.results``); they are rounded here:
rates (fill rates, turns) to 4 decimals, units and values to 2.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, AliasChoices, BaseModel, ConfigDict, Discriminator, Field, Tag

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.dates import CalendarDate as IsoDate
from inventory_planning.domain.jobs.replays import (
    MAX_COVER_WEEKS,
    MAX_DAYS,
    MAX_REVIEW_PERIOD_DAYS,
    MAX_SERVICE_LEVEL,
    MAX_SHOPS,
    MAX_VARIANTS,
    MIN_COVER_WEEKS,
    MIN_REVIEW_PERIOD_DAYS,
    MIN_SERVICE_LEVEL,
    POLICIES,
)

PolicyName = Literal["hold", "recommendations", "min-max"]
assert get_args(PolicyName) == POLICIES  # the wire's enum is the domain's list


class MinMaxVariant(BaseModel):
    """min-max with W weeks of cover (label ``min-max:<W>w``): order up to W weeks of the last 4 weeks'
    average daily sales when on hand + on order falls under W / 2 weeks (the bare "min-max" is W = 4)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    policy: Literal["min-max"]
    coverWeeks: int = Field(ge=MIN_COVER_WEEKS, le=MAX_COVER_WEEKS, description="W, weeks of cover")


class RecommendationsVariant(BaseModel):
    """The chain's recommendations at a fixed service level (label ``recommendations:sl=<x>``): decided as
    for an organization whose serviceLevel setting is x, which overrides the economics."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    policy: Literal["recommendations"]
    serviceLevel: float = Field(ge=MIN_SERVICE_LEVEL, le=MAX_SERVICE_LEVEL, description="the probability of no stock-out a cycle")


def _policy_tag(value: Any) -> str | None:
    """Which kind of policy an item is (``name``, ``min-max``, ``recommendations``): a failing item's
    error names that kind only (``policies.0.min-max.coverWeeks``), not every member of the union."""
    if isinstance(value, str):
        return "name"
    policy = value.get("policy") if isinstance(value, dict) else getattr(value, "policy", None)
    return policy if policy in ("min-max", "recommendations") else None


PolicyChoice = Annotated[
    Annotated[PolicyName, Tag("name")]
    | Annotated[MinMaxVariant, Tag("min-max")]
    | Annotated[RecommendationsVariant, Tag("recommendations")],
    Discriminator(
        _policy_tag,
        custom_error_type="policy",
        custom_error_message='a policy is "hold", "recommendations", "min-max", {"policy": "min-max", "coverWeeks": W} '
        'or {"policy": "recommendations", "serviceLevel": x}',
    ),
]


def _every_policy() -> list[PolicyChoice]:
    return list(get_args(PolicyName))


def policy_items(policies: list[PolicyChoice] | None) -> list[str | dict[str, Any]] | None:
    """The asked policies as the service takes them: a name, or a variant as a dict (None stays None)."""
    if policies is None:
        return None
    return [p if isinstance(p, str) else p.model_dump() for p in policies]


def _round(digits: int) -> AfterValidator:
    return AfterValidator(lambda value: None if value is None else round(float(value), digits))


Rate = Annotated[float | None, _round(4)]
Amount = Annotated[float, _round(2)]
Money = Annotated[float | None, _round(2)]
"""A money figure of issue 36: null in a replay stored before it existed."""

FROM = "first replayed day (YYYY-MM-DD)"
TO = f"the day after the last replayed day (YYYY-MM-DD, exclusive; on or before today; to - from <= {MAX_DAYS} days)"
REVIEW = (
    f"days between review days ({MIN_REVIEW_PERIOD_DAYS}..{MAX_REVIEW_PERIOD_DAYS}): from, from + reviewPeriodDays, ... before to"
)
POLICY_TEXT = (
    f"the policy variants to compare (1..{MAX_VARIANTS}, no two of the same label or meaning): hold (nothing ordered), "
    "recommendations (the chain's), min-max (the textbook baseline, 4 weeks of cover), or a variant: "
    '{"policy": "min-max", "coverWeeks": W} (label min-max:<W>w) or {"policy": "recommendations", "serviceLevel": x} '
    "(label recommendations:sl=<x>); results are keyed by label"
)
SHOPS = f"the shops replayed (1..{MAX_SHOPS}, default every shop; a shop-scoped caller: its shops, default all of them)"


class ReplayWindow(BaseModel):
    """The fields a replay is asked (``POST /api/intelligence/replays``)."""

    model_config = ConfigDict(extra="forbid", defer_build=True, populate_by_name=True)
    from_: IsoDate = Field(alias="from", description=FROM)
    to: IsoDate = Field(description=TO)
    reviewPeriodDays: int = Field(7, ge=MIN_REVIEW_PERIOD_DAYS, le=MAX_REVIEW_PERIOD_DAYS, description=REVIEW)
    policies: list[PolicyChoice] = Field(
        default_factory=_every_policy, min_length=1, max_length=MAX_VARIANTS, description=POLICY_TEXT
    )


class StartReplay(ReplayWindow):
    """Body of POST /api/intelligence/replays."""

    shopIds: list[Annotated[str, Field(min_length=1, max_length=64)]] | None = Field(
        None, min_length=1, max_length=MAX_SHOPS, description=SHOPS
    )


class Progress(Record):
    """``{done, total}``: review days whose chain runs are done / review days."""

    done: int = Field(ge=0)
    total: int = Field(ge=0)


class FillRate(Record):
    """sold / demand, in units and in value at the sale lines' prices; null without demand."""

    units: Rate
    value: Rate


class Figures(Record):
    """What a policy delivered over a set of position-days (docs/intelligence.md "Decision replay")."""

    fillRate: FillRate
    lostUnits: Amount = Field(description="units demanded and not sold")
    stockoutDays: int = Field(description="position-days with demand and no stock left")
    averageStockUnits: Amount = Field(description="mean over days of the end-of-day stock")
    averageStockValue: Amount = Field(description="the same at unit cost, else retail")
    endingStockUnits: Amount
    unitsOrdered: Amount
    unitsMoved: Amount
    turns: Rate = Field(description="cost of goods sold / average stock value, annualised; null without stock")
    markdownUnits: Amount
    markdownValue: Amount = Field(description="units x price x (1 - discount / 100); not in the profit")
    grossMargin: Money = Field(
        None, description="sold units x (the day's selling price - unit cost); see the replay's assumptions"
    )
    holdingCost: Money = Field(None, description="average stock at unit cost x holdingCostRatePerYear x days / 365")
    profit: Money = Field(None, description="grossMargin - holdingCost")


class WeekFigures(Figures):
    """One 7-day week from ``from`` (the last one possibly shorter)."""

    weekStart: str
    weekEnd: str


class ShopFigures(Figures):
    """The positions of one shop."""

    shopId: str


class BrandFigures(Figures):
    """The positions of one brand (null: without a brand)."""

    brandId: str | None


class LostPosition(Record):
    """A position among the 100 with the most lost units; its trace: GET .../positions/{variantId}/{sizeId}/{shopId}."""

    variantId: str
    sizeId: str
    shopId: str
    brandId: str | None
    lostUnits: Amount


class PolicyResult(Record):
    """What one policy delivered: totals, by week, by shop, by brand, censored demand, top lost positions."""

    totals: Figures
    byWeek: list[WeekFigures]
    byShop: list[ShopFigures]
    byBrand: list[BrandFigures]
    censoredDemandDays: int = Field(
        description="position-days whose recorded closing stock was 0: the recorded sales (the demand) understate the true demand"
    )
    topLostPositions: list[LostPosition]


class ReplaySummary(Record):
    """A replay: status PENDING -> RUNNING -> SUCCESS | FAILED, progress in review days."""

    id: str
    status: Literal["PENDING", "RUNNING", "SUCCESS", "FAILED"]
    progress: Progress
    from_: str = Field(alias="from", validation_alias=AliasChoices("from", "first"), description=FROM)
    to: str = Field(description="exclusive")
    reviewPeriodDays: int
    policies: list[str] = Field(description="the variants' labels, in the order asked (the keys of results)")
    shopIds: list[str] | None = Field(description="null: every shop")
    triggerType: str
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    errorMessage: str | None = Field(
        description="on FAILED: <CODE>: <sentence>, e.g. REPLAY_DAY_FAILED: review day D failed: <code>"
    )
    failedDay: str | None = Field(description="on FAILED: the review day that failed (YYYY-MM-DD)")


class Assumptions(Record):
    """How the money figures were found (docs/intelligence.md "Decision replay: money and frontier")."""

    holdingCostRatePerYear: float = Field(description="fraction of the unit cost a year (planning setting)")
    holdingCostRateSource: Literal["DEFAULT", "ORGANIZATION"]
    defaultGrossMarginPct: float = Field(description="% of price: a position without a unit cost costs price x (1 - it / 100)")
    defaultGrossMarginPctSource: Literal["DEFAULT", "ORGANIZATION"]
    currency: str | None = Field(description="the sale lines' currency; null when unknown or several")
    unitCost: str
    price: str
    holdingCost: str
    markdowns: str
    positionsAtUnitCost: int
    positionsAtPriceLessDefaultMargin: int
    positionsUnvalued: int = Field(description="positions with neither a unit cost nor a price: cost 0")
    days: int


class FrontierPoint(Record):
    """One policy variant on the fill rate / average stock plane."""

    label: str
    policy: Literal["hold", "recommendations", "min-max", "other"]
    coverWeeks: float | None = Field(description="min-max: weeks of cover; else null")
    serviceLevel: float | None = Field(description="a recommendations variant's service level; else null")
    averageStockUnits: Amount
    fillRateUnits: Rate
    profit: Amount
    frontierFillRateUnits: Rate = Field(
        description="min-max's frontier (its variants joined by straight lines) at this variant's average stock; "
        "null for min-max, with fewer than two min-max variants, or outside their stock range"
    )


class Replay(ReplaySummary):
    """A replay and, once SUCCESS, its results by variant label, its money assumptions and its frontier
    (null before; assumptions and frontier also null for a replay stored before they existed)."""

    results: dict[str, PolicyResult] | None
    assumptions: Assumptions | None
    frontier: list[FrontierPoint] | None


class TraceDay(Record):
    """One replayed day of one position (units)."""

    day: str
    opening: Amount
    received: Amount
    transferredIn: Amount
    transferredOut: Amount
    demand: Amount
    sold: Amount
    lost: Amount
    closing: Amount
    censored: bool = Field(description="the real shop's recorded closing stock that day was 0")


class PositionPolicy(Record):
    """A kept position under one policy: its figures and its day-by-day trace."""

    totals: Figures
    trace: list[TraceDay]


class ReplayPosition(Record):
    """A kept position of a replay (one of the top lost positions of any policy) under every policy."""

    variantId: str
    sizeId: str
    shopId: str
    brandId: str | None
    policies: dict[str, PositionPolicy]
