"""Records of the data-platform (internal-token) endpoints."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from inventory_planning.api.schemas import Record


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

    model_config = ConfigDict(extra="forbid")
    headerContains: list[Annotated[str, Field(min_length=1, max_length=200)]] = Field(default_factory=list, max_length=20)
    filenamePattern: str | None = Field(None, min_length=1, max_length=200, examples=["pos-export-*.csv"])


class SpecParsing(BaseModel):
    """How the cells are read: a strptime ``dateFormat`` (default ISO), a decimal comma, the shop of
    rows without one, the currency of money without one (ISO 4217)."""

    model_config = ConfigDict(extra="forbid")
    dateFormat: str | None = Field(None, min_length=2, max_length=50, examples=["%d/%m/%Y"])
    decimalComma: bool = False
    defaultShopCode: str | None = Field(None, min_length=1, max_length=64)
    defaultCurrency: str | None = Field(None, pattern=r"^[A-Z]{3}$")


class IngestionSpecBody(BaseModel):
    """Body of POST/PUT .../ingestion-specs: a retailer's headers mapped onto a canonical dataset."""

    model_config = ConfigDict(extra="forbid")
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


class ResolvedSettings(Record):
    """The data-platform settings of an organization as they apply now (REFERENCE 8.4)."""

    organizationId: str
    ingestionSpecs: list[dict[str, Any]] = Field(description="the organization's specs, then the built-in layouts")
    datasets: list[dict[str, Any]] = Field(description="canonical datasets: columns, conformed table, dedup key")
    cleaningOperations: list[dict[str, Any]]
    goldSettings: dict[str, Any]
    lake: dict[str, Any]
