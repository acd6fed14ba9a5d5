"""Decision replays (issue 25; docs/intelligence.md "Decision replay: the API"): the body of
``POST /api/intelligence/replays`` and the records of the replay routes.

The figures come unrounded from the simulation (``domain.replays.results``); they are rounded here:
rates (fill rates, turns) to 4 decimals, units and values to 2.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator, AliasChoices, BaseModel, ConfigDict, Field

from inventory_planning.contracts.schemas import Record
from inventory_planning.domain.dates import CalendarDate as IsoDate
from inventory_planning.domain.jobs.replays import MAX_DAYS, MAX_REVIEW_PERIOD_DAYS, MAX_SHOPS, MIN_REVIEW_PERIOD_DAYS, POLICIES

PolicyName = Literal["hold", "recommendations", "min-max"]
assert get_args(PolicyName) == POLICIES  # the wire's enum is the domain's list


def _every_policy() -> list[PolicyName]:
    return list(get_args(PolicyName))


def _round(digits: int) -> AfterValidator:
    return AfterValidator(lambda value: None if value is None else round(float(value), digits))


Rate = Annotated[float | None, _round(4)]
Amount = Annotated[float, _round(2)]

FROM = "first replayed day (YYYY-MM-DD)"
TO = f"the day after the last replayed day (YYYY-MM-DD, exclusive; on or before today; to - from <= {MAX_DAYS} days)"
REVIEW = (
    f"days between review days ({MIN_REVIEW_PERIOD_DAYS}..{MAX_REVIEW_PERIOD_DAYS}): from, from + reviewPeriodDays, ... before to"
)
POLICY_TEXT = (
    "the policies to compare, without repeats "
    "(hold: nothing ordered; recommendations: the chain's; min-max: the textbook baseline)"
)
SHOPS = f"the shops replayed (1..{MAX_SHOPS}, default every shop; a shop-scoped caller: its shops, default all of them)"


class ReplayWindow(BaseModel):
    """The fields a replay is asked (``POST /api/intelligence/replays``)."""

    model_config = ConfigDict(extra="forbid", defer_build=True, populate_by_name=True)
    from_: IsoDate = Field(alias="from", description=FROM)
    to: IsoDate = Field(description=TO)
    reviewPeriodDays: int = Field(7, ge=MIN_REVIEW_PERIOD_DAYS, le=MAX_REVIEW_PERIOD_DAYS, description=REVIEW)
    policies: list[PolicyName] = Field(
        default_factory=_every_policy, min_length=1, max_length=len(POLICIES), description=POLICY_TEXT
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
    markdownValue: Amount = Field(description="units x price x (1 - discount / 100)")


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
    policies: list[str]
    shopIds: list[str] | None = Field(description="null: every shop")
    triggerType: str
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    errorMessage: str | None = Field(
        description="on FAILED: <CODE>: <sentence>, e.g. REPLAY_DAY_FAILED: review day D failed: <code>"
    )
    failedDay: str | None = Field(description="on FAILED: the review day that failed (YYYY-MM-DD)")


class Replay(ReplaySummary):
    """A replay and, once SUCCESS, its results by policy (null before)."""

    results: dict[str, PolicyResult] | None


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
