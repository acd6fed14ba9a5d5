"""Records of the data-platform (internal-token) endpoints."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.api.schemas import Figure, Record


class ProvisionedOrganization(Record):
    """A new organization and its first service-account token (every permission; shown once)."""

    organizationId: str
    organizationName: str
    tokenId: str
    token: str = Field(pattern=r"^svc_sa_[A-Za-z0-9_-]{43}$", description="the plaintext, shown in this response only")
    permissions: list[str] = Field(description="every permission of the service")


DatasetName = Literal["sales-lines", "stock-positions", "order-lines", "movements", "catalogue", "shops"]


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
        min_length=1, max_length=60, description="the retailer's header -> the canonical column",
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


# --- File-ingestion records (SPEC "POST /api/data-platform/file-ingestions"; REFERENCE 8.2) ---

FileType = Literal["csv", "tsv", "excel", "sql", "json", "xml", "parquet", "database_dump", "image", "other"]
FileStatus = Literal["UPLOADED", "INGESTED", "ERROR", "DELETED"]


class FileIngestionFields(BaseModel):
    """The fields of a file announced to the service (SPEC's table, without ``organizationId``)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    originalFilename: str = Field(min_length=1, max_length=512)
    blobPath: str = Field(min_length=1, max_length=1024, description="where the bytes are, e.g. s3://<bucket>/incoming/<org>/<file>")
    checksumSha256: str = Field(pattern=r"^[0-9a-fA-F]{64}$", description="SHA-256 of the bytes, 64 hex characters")
    fileSizeBytes: int = Field(ge=0, le=9007199254740991, strict=True, description="bytes")
    fileType: FileType
    detectedFileType: str | None = Field(None, max_length=50)
    detectedMimeType: str | None = Field(None, max_length=255)
    ingestionSource: Literal["app", "client-importer"] = "client-importer"
    sourceSystem: str | None = Field(None, max_length=255)


class RegisterFileIngestion(FileIngestionFields):
    """Body of POST /api/data-platform/file-ingestions."""

    organizationId: str = Field(min_length=1, max_length=64)


class RejectedRows(Record):
    """What a load read and refused: counts, rejections by reason with examples, the file's segments."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    rowsRead: int
    rowsLoaded: int
    rowsRejected: int
    rejectedByReason: dict[str, int]
    examples: dict[str, list[Any]]
    segments: list[dict[str, Any]]


class FileIngestionRecord(Record):
    """A file-ingestion record: the file, its status UPLOADED -> INGESTED | ERROR (or DELETED), the
    load's statistics and every rejection reason (``stats``), ``error`` when the file could not be
    loaded, and ``attempts`` (loads started; a reprocess adds one)."""

    id: str
    organizationId: str
    originalFilename: str
    blobPath: str
    checksumSha256: str
    fileSizeBytes: int
    channel: str
    fileType: str
    detectedFileType: str | None
    detectedMimeType: str | None
    sourceSystem: str | None
    ingestionSource: str
    status: FileStatus
    error: str | None
    createdAt: str
    updatedAt: str
    stats: RejectedRows
    attempts: int = 0
    reprocessRequestedAt: str | None = None


class FileIngestionList(Record):
    """``{success, data: [record], limit, offset, total}`` (REFERENCE 8.2)."""

    success: Literal[True] = True
    data: list[FileIngestionRecord]
    limit: int
    offset: int
    total: int


class PatchFileIngestion(BaseModel):
    """Body of PATCH /api/data-platform/file-ingestions/{id}: an outside worker's outcome."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    status: Literal["INGESTED", "ERROR"] | None = None
    blobPath: str | None = Field(None, min_length=1, max_length=1024)


class OrganizationOnly(BaseModel):
    """A body naming only the organization (internal routes)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)


class BatchRegisterFileIngestions(BaseModel):
    """Body of POST /api/data-platform/file-ingestions/batch: 1..100 files; each is checked on its own."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    items: list[dict[str, Any]] = Field(min_length=1, max_length=100, description="each: the fields of POST .../file-ingestions")


class FileStatusChange(BaseModel):
    """One item of PATCH .../file-ingestions/batch."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    id: str = Field(min_length=1, max_length=64)
    status: Literal["INGESTED", "ERROR"]


class BatchPatchFileIngestions(BaseModel):
    """Body of PATCH /api/data-platform/file-ingestions/batch: 1..100 status changes."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    items: list[FileStatusChange] = Field(min_length=1, max_length=100)


class BatchItemError(Record):
    """Why one item of a batch failed."""

    errorCode: str
    error: str
    fieldErrors: list[dict[str, Any]] | None = None


class BatchItemResult(Record):
    """One item's outcome: its index in ``items``, and the record or the error."""

    index: int
    success: bool
    data: FileIngestionRecord | None = None
    error: BatchItemError | None = None


class BatchSummary(Record):
    """Counts of a batch."""

    total: int
    succeeded: int
    failed: int


class BatchResults(Record):
    """``{success, results: [...], summary}``."""

    success: Literal[True] = True
    results: list[BatchItemResult]
    summary: BatchSummary


# --- Sandbox runs (REFERENCE 8.3; SPEC "POST /api/data-platform/sandbox-ingest-runs/{id}/logs") ---

RunStatus = Literal["PENDING", "RUNNING", "SUCCESS", "FAILED"]


class CreateSandboxIngestRun(BaseModel):
    """Body of POST /api/data-platform/sandbox-ingest-runs: a file to validate without loading it."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    blobPath: str = Field(
        min_length=1, max_length=1024, description="s3://<ingestion bucket>/sandbox/<org>/<file> (or incoming/<org>/)"
    )
    checksumSha256: str = Field(pattern=r"^[0-9a-f]{64}$", description="SHA-256 of the bytes, 64 lower-case hex characters")
    fileSizeBytes: int = Field(ge=0, le=9007199254740991, strict=True)
    originalFilename: str = Field(min_length=1, max_length=512)
    triggerType: Literal["MANUAL", "API"]
    dataSourceCode: str | None = Field(None, min_length=1, max_length=64, description="omit to detect; file-drop")
    forceSpecId: str | None = Field(None, min_length=1, max_length=64, description="read the file with this ingestion spec only")


class CreateSandboxPromoteRun(BaseModel):
    """Body of POST /api/data-platform/sandbox-promote-runs: load a sandboxed file for real."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    sandboxIngestRunId: str = Field(min_length=1, max_length=64)
    triggerType: Literal["MANUAL", "API"]
    allowWithErrors: bool = Field(False, description="load the valid rows even when the ingest run found errors")
    targetLandingPath: str | None = Field(None, min_length=1, max_length=1024)


class SandboxRunChange(BaseModel):
    """Body of PATCH .../sandbox-ingest-runs/{id} and .../sandbox-promote-runs/{id} (an outside worker)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    status: RunStatus
    databricksRunId: str | None = Field(None, min_length=1, max_length=255)
    errorMessage: str | None = Field(None, min_length=1, max_length=2000, description="with status FAILED only")
    stats: dict[str, Any] | None = Field(None, description="required with SUCCESS; an ingest run's may hold findings: [Finding]")


class SandboxRunStarted(Record):
    """``{id, status: PENDING, triggeredAt}``."""

    id: str
    status: RunStatus
    triggeredAt: str


class SandboxRunState(Record):
    """``{id, status, startedAt, completedAt}`` after an update."""

    id: str
    status: RunStatus
    startedAt: str | None
    completedAt: str | None


class SandboxRun(Record):
    """A sandbox run (``kind`` INGEST or PROMOTE) with its stats, the first 50 findings (ingest) and
    its log counts."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    id: str
    kind: Literal["INGEST", "PROMOTE"]
    organizationId: str
    status: RunStatus
    triggerType: str
    triggeredAt: str
    startedAt: str | None
    completedAt: str | None
    durationMs: int | None
    databricksRunId: str | None
    errorMessage: str | None
    stats: dict[str, Any] | None
    findings: list[dict[str, Any]]
    totalLogs: int
    logsDropped: int


class LogEntry(BaseModel):
    """One log entry (SPEC "Sandbox ingest log entry")."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    ts: str = Field(min_length=1, max_length=40, pattern=r"^\d{4}-\d{2}-\d{2}T", description="ISO 8601 timestamp")
    level: Literal["DEBUG", "INFO", "WARN", "ERROR"]
    message: str = Field(min_length=1, max_length=2000)
    context: dict[str, Any] = Field(default_factory=dict, description="free-form")


class AppendLogs(BaseModel):
    """Body of POST .../{id}/logs: 1..500 entries."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    entries: list[LogEntry] = Field(min_length=1, max_length=500)


class LogsAppended(Record):
    """``{runId, totalLogs}`` (SPEC), plus how many of these entries were kept and dropped at the cap."""

    runId: str
    totalLogs: int
    accepted: int
    dropped: int
    logLimit: int


class LogPage(Record):
    """``{success, data: [entry], page, pageSize, total, dropped, logLimit}``."""

    success: Literal[True] = True
    data: list[dict[str, Any]]
    page: int
    pageSize: int
    total: int
    dropped: int
    logLimit: int


# --- Alerts (REFERENCE 6.3) ---

IdList = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=100)]
Email = Annotated[str, Field(pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$", max_length=254)]


class AlertFields(BaseModel):
    """What an alert watches, where, when it fires and who hears of it (docs/data-platform.md "Alerts")."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    name: str = Field(min_length=1, max_length=255, pattern=r"\S")
    description: str | None = Field(None, max_length=1000)
    isActive: bool = True
    metricKey: str | None = Field(None, min_length=1, max_length=64, description="a metric of the catalogue (or riskType)")
    riskType: Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"] | None = Field(None, description="its score in [0, 1]")
    operator: Literal["GREATER_THAN", "GREATER_OR_EQUAL", "LOWER_THAN", "LOWER_OR_EQUAL"]
    threshold: float = Field(allow_inf_nan=False, description="in the metric's unit")
    triggerType: Literal["THRESHOLD_REACHED", "THRESHOLD_APPROACHING", "FORECASTED_THRESHOLD"] = "THRESHOLD_REACHED"
    approachPercentage: float | None = Field(None, gt=0, lt=100, description="THRESHOLD_APPROACHING: how near, in %")
    forecastDays: int | None = Field(None, ge=1, le=365, description="FORECASTED_THRESHOLD: days ahead")
    checkLevel: Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM"] = "VARIANT"
    storesIds: IdList = Field(default_factory=list, description="shops (empty: every shop)")
    brandIds: IdList = Field(default_factory=list)
    productIds: IdList = Field(default_factory=list)
    collections: IdList = Field(default_factory=list, description="collection ids")
    frequency: Literal["IMMEDIATELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY"] = "DAILY"
    mediums: list[Literal["EMAIL"]] = Field(default_factory=list, max_length=1)
    recipients: list[Email] = Field(default_factory=list, max_length=20)


class CreateAlert(AlertFields):
    """Body of POST /api/data-platform/alerts."""

    organizationId: str = Field(min_length=1, max_length=64)


class ChangeAlert(BaseModel):
    """Body of PATCH /api/data-platform/alerts/{id}: the fields to change (the result is checked whole)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    organizationId: str = Field(min_length=1, max_length=64)
    name: str | None = Field(None, min_length=1, max_length=255, pattern=r"\S")
    description: str | None = Field(None, max_length=1000)
    isActive: bool | None = None
    metricKey: str | None = Field(None, min_length=1, max_length=64)
    riskType: Literal["STOCKOUT", "OVERSTOCK", "SLOW_MOVER", "DISPLACED"] | None = None
    operator: Literal["GREATER_THAN", "GREATER_OR_EQUAL", "LOWER_THAN", "LOWER_OR_EQUAL"] | None = None
    threshold: float | None = Field(None, allow_inf_nan=False)
    triggerType: Literal["THRESHOLD_REACHED", "THRESHOLD_APPROACHING", "FORECASTED_THRESHOLD"] | None = None
    approachPercentage: float | None = Field(None, gt=0, lt=100)
    forecastDays: int | None = Field(None, ge=1, le=365)
    checkLevel: Literal["SHOP", "BRAND", "PRODUCT", "VARIANT", "INVENTORY_ITEM"] | None = None
    storesIds: IdList | None = None
    brandIds: IdList | None = None
    productIds: IdList | None = None
    collections: IdList | None = None
    frequency: Literal["IMMEDIATELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY"] | None = None
    mediums: list[Literal["EMAIL"]] | None = Field(None, max_length=1)
    recipients: list[Email] | None = Field(None, max_length=20)


class Alert(AlertFields):
    """An alert as stored."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    id: str
    organizationId: str
    createdAt: str
    updatedAt: str


class AlertList(Record):
    """``{success, items, limit, offset, total}`` (REFERENCE 6.3, plus the total)."""

    success: Literal[True] = True
    items: list[Alert]
    limit: int
    offset: int
    total: int


class PerimeterVariant(Record):
    """A variant of an instance's group, in one shop, with the metric of that shop x variant."""

    id: str = Field(description="the variant ('*' where the row has none)")
    value: float | None = Figure("the metric (or risk score) of this shop x variant")


class PerimeterProduct(Record):
    """A product of an instance's group, in one shop, with its variants."""

    id: str = Field(description="the product ('*' where the row has none)")
    variants: list[PerimeterVariant]


class PerimeterShop(Record):
    """A shop of an instance's group, with its products."""

    id: str = Field(description="the shop; '*' for a STOCKOUT row, over the alert's shops (every shop when it names none)")
    productIds: list[PerimeterProduct]


class PerimeterResults(Record):
    """What an instance's group holds: its first 50 shop x product x variant triples, each with its
    own value, and its brands."""

    shopIds: list[PerimeterShop] = Field(default_factory=list)
    brandIds: list[str] = Field(default_factory=list)


class AlertInstance(Record):
    """An alert instance: what matched (entity, value, perimeterResults), its trigger, and the
    retailer's status pending -> acknowledged -> resolved (who, when, comment; resolution USER or AUTO).
    Its values are figures (docs/decisions/0024): null without analytics.view; for a shop-scoped
    caller, a variant's value is null unless its shop is the caller's, and ``alertValue`` unless every
    shop the group sums is."""

    model_config = ConfigDict(extra="allow", defer_build=True)
    id: str
    alertId: str
    alertName: str
    status: Literal["pending", "acknowledged", "resolved"]
    triggerType: str
    alertValue: float | None = Figure("the matched metric (or risk score) of the group, in the metric's unit")
    threshold: float
    entity: dict[str, Any]
    perimeterResults: PerimeterResults
    storesIds: list[str] = Field(
        default_factory=list,
        description="The alert's shops when it matched (empty: every shop). A STOCKOUT instance is over these shops.",
    )
    asOf: str
    firstMatchedAt: str
    lastMatchedAt: str
    acknowledgedAt: str | None
    acknowledgedBy: str | None
    resolvedAt: str | None
    resolvedBy: str | None
    resolution: str | None
    comment: str | None


class InstanceComment(BaseModel):
    """Body of POST /api/alerts/instances/{id}/acknowledge and /resolve."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)
    comment: str | None = Field(None, max_length=2000)
