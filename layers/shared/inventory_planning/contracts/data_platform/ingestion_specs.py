"""Records of the ingestion specs and the organization's ingestion settings (data-platform endpoints)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.contracts.schemas import Record

DatasetName = Literal["sales-lines", "stock-positions", "order-lines", "movements", "catalogue", "shops", "price-calendar"]


class SpecDetection(BaseModel):
    """When a spec is tried: files whose name matches ``filenamePattern`` (a glob; none: every file)
    and whose header holds every ``headerContains`` cell (besides the mapped columns)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    headerContains: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(default_factory=list, max_length=20)
    filenamePattern: str | None = Field(None, min_length=1, max_length=200, examples=["pos-export-*.csv"])


class SpecParsing(BaseModel):
    """How the cells are read: a strptime ``dateFormat`` (default ISO), a decimal comma, the shop of
    rows without one, the currency of money without one (ISO 4217)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    dateFormat: str | None = Field(None, min_length=2, max_length=50, examples=["%d/%m/%Y"])
    decimalComma: bool = False
    defaultShopCode: str | None = Field(None, min_length=1, max_length=64)
    defaultCurrency: str | None = Field(None, pattern=r"^[A-Z]{3}$")


class IngestionSpecBody(BaseModel):
    """Body of POST/PUT .../ingestion-specs: a retailer's headers mapped onto a canonical dataset."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    name: str = Field(min_length=1, max_length=100, pattern=r"\S")
    description: str | None = Field(None, max_length=500)
    dataset: DatasetName
    status: Literal["ACTIVE", "DRAFT", "ARCHIVED"] = "ACTIVE"
    priority: int = Field(0, ge=0, le=1000, description="higher first when several specs match a file")
    detection: SpecDetection = Field(default_factory=SpecDetection)
    columns: dict[Annotated[str, Field(min_length=1, max_length=200)], str] = Field(
        min_length=1,
        max_length=60,
        description="the retailer's header -> the canonical column",
        examples=[{"date": "saleDate", "store": "shopCode", "sku": "sku", "qty": "quantity", "price": "unitPrice"}],
    )
    parsing: SpecParsing = Field(default_factory=SpecParsing)


class IngestionSpec(Record):
    """A stored ingestion spec of one organization (REFERENCE 8.1)."""

    id: str
    organizationId: str
    name: str
    description: str | None
    dataset: str
    status: str
    priority: int
    detection: dict[str, Any]
    columns: dict[str, str]
    parsing: dict[str, Any]
    createdAt: str
    updatedAt: str


class PlanningDefault(Record):
    """One planning default as it applies: its value, the service's default, where the value comes
    from (DEFAULT or ORGANIZATION) and its bounds."""

    value: int | float
    default: int | float
    source: Literal["DEFAULT", "ORGANIZATION"]
    min: int | float
    max: int | float


class PlanningDefaultsChange(BaseModel):
    """Planning defaults to set (a value) or to give back to the service's default (null); the
    bounds are domain/planning_settings.py's; ``fallbackPercent`` may not pass ``maxDiscountPct``."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    defaultLeadTimeDays: int | None = Field(None, ge=1, le=365, description="days")
    reviewPeriodDays: int | None = Field(None, ge=1, le=90, description="days")
    serviceLevel: float | None = Field(None, ge=0.5, le=0.999, description="probability")
    sellingHorizonDays: int | None = Field(None, ge=7, le=365, description="days")
    fallbackPercent: float | None = Field(None, ge=0, le=100, description="%")
    maxDiscountPct: float | None = Field(None, ge=1, le=100, description="%")
    marginFloorPct: float | None = Field(None, ge=0, le=100, description="%")
    minTransferQuantity: int | None = Field(None, ge=1, le=1000, description="units")
    staleAfterDays: int | None = Field(None, ge=1, le=365, description="days: a served run older than this is stale")
    markdownSellThroughTarget: float | None = Field(None, ge=1, le=100, description="%")
    holdingCostRatePerYear: float | None = Field(None, ge=0, le=5, description="fraction of unit cost a year")
    serviceLevelMin: float | None = Field(None, ge=0.5, le=0.999, description="probability: the critical ratio's floor")
    serviceLevelMax: float | None = Field(None, ge=0.5, le=0.999, description="probability: the critical ratio's ceiling")
    defaultGrossMarginPct: float | None = Field(None, ge=0, le=99, description="% of price, where a position has no unit cost")


class SettingsChange(BaseModel):
    """Body of PATCH .../organizations/{organizationId}/settings (docs/data-platform.md)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    planningDefaults: PlanningDefaultsChange = Field(
        examples=[{"defaultLeadTimeDays": 21, "serviceLevel": 0.97, "fallbackPercent": None}],
        description="the defaults to change: a value, or null for the service's default; the others stay",
    )


class ResolvedSettings(Record):
    """The data-platform settings of an organization as they apply now (REFERENCE 8.4)."""

    organizationId: str
    planningDefaults: dict[str, PlanningDefault] = Field(
        description="the numbers the intelligence uses where the data says nothing, each with its source"
    )
    dataSources: list[dict[str, Any]] = Field(description="where the organization's files come in, and the datasets they hold")
    metrics: list[dict[str, Any]] = Field(description="the metric catalogue: GLOBAL metrics, then the organization's")
    ingestionSpecs: list[dict[str, Any]] = Field(description="the organization's specs, then the built-in layouts")
    datasets: list[dict[str, Any]] = Field(description="canonical datasets: columns, conformed table, dedup key")
    cleaningOperations: list[dict[str, Any]]
    goldSettings: dict[str, Any]
    lake: dict[str, Any]
