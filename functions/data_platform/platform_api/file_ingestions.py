"""File-ingestion records (SPEC "POST /api/data-platform/file-ingestions"; REFERENCE 8.2).

Internal token: register a file (one, or 1..100 in a batch), list and read records, set an outside
worker's outcome, reprocess a stored file, delete a record. Every internal route names the
organization (``organizationId``) and touches only it; another organization's record is 404.

Retailers (BearerAuth, ``dataPlatform.view``): ``GET /api/file-ingestions`` and ``/{id}``, the same
records of their own organization (from the token), so a merchandiser can see why a file was rejected.
"""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler.openapi.params import Body, Path, Query
from inventory_planning.api.app import current_identity
from inventory_planning.api.pagination import Page, PageSize
from inventory_planning.api.routes import ApiRouter
from inventory_planning.api.schemas import One, PageOf
from inventory_planning.coldstart import lazy

# each service module loads on its first request (decisions 0013, 0046)
records_service = lazy("inventory_planning.services.ingestion.records")

# the records load on the first request (decision 0013)
records = lazy("inventory_planning.contracts.data_platform.file_ingestions")

INTERNAL = "internal"
VIEW = "dataPlatform.view"
router = ApiRouter(tag="Data platform")
retailer = ApiRouter(tag="File ingestions")
BASE = "/api/data-platform/file-ingestions"
ONE = BASE + "/{file_id}"
NOT_FOUND = [(404, "NOT_FOUND")]
FileIdPath = Annotated[str, Path(min_length=1, max_length=64)]
OrganizationId = Annotated[str, Query(alias="organizationId", min_length=1, max_length=64, description="the tenant")]
StatusFilter = Annotated[records.FileStatus | None, Query(description="UPLOADED, INGESTED, ERROR or DELETED")]
FileTypeFilter = Annotated[records.FileType | None, Query(alias="fileType")]


@router.post(BASE, operation_id="createFileIngestion", permission=INTERNAL, status=201, errors=NOT_FOUND)
def register(body: Annotated[records.RegisterFileIngestion, Body()]) -> One[records.FileIngestionRecord]:
    """Register a file: its record, status UPLOADED. The id follows from the checksum, so the file
    dropped in the bucket afterwards loads into this record; registering the same bytes again
    answers the stored record unchanged."""
    record, _ = records_service.register(body.organizationId, body.model_dump(exclude={"organizationId"}))
    return One(data=record)


@router.get(BASE, operation_id="listFileIngestions", permission=INTERNAL, errors=NOT_FOUND)
def list_records(
    organization_id: OrganizationId,
    status: StatusFilter = None,
    file_type: FileTypeFilter = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> records.FileIngestionList:
    """The organization's records, newest first: ``{success, data, limit, offset, total}``."""
    found = records_service.list_records(organization_id, offset, limit, status, file_type)
    return records.FileIngestionList(data=found.rows, limit=found.limit, offset=found.offset, total=found.total)


@router.post(f"{BASE}/batch", operation_id="createFileIngestionsBatch", permission=INTERNAL, errors=NOT_FOUND)
def register_batch(body: Annotated[records.BatchRegisterFileIngestions, Body()]) -> records.BatchResults:
    """Register 1..100 files, each checked on its own: ``{results: [{index, success, data | error}],
    summary: {total, succeeded, failed}}``."""
    outcome = records_service.register_batch(body.organizationId, body.items)
    return records.BatchResults(results=outcome.results, summary=outcome.summary)


@router.patch(f"{BASE}/batch", operation_id="updateFileIngestionsBatch", permission=INTERNAL, errors=NOT_FOUND)
def update_batch(body: Annotated[records.BatchPatchFileIngestions, Body()]) -> records.BatchResults:
    """Set the status (INGESTED or ERROR) of 1..100 records; an unknown id is that item's error
    (``File ingestion "<id>" not found``), the others are applied."""
    outcome = records_service.update_batch(body.organizationId, [i.model_dump() for i in body.items])
    return records.BatchResults(results=outcome.results, summary=outcome.summary)


@router.get(ONE, operation_id="getFileIngestion", permission=INTERNAL, errors=NOT_FOUND)
def get_record(file_id: FileIdPath, organization_id: OrganizationId) -> One[records.FileIngestionRecord]:
    """One record, with the load's statistics and every rejection reason."""
    return One(data=records_service.get_record(organization_id, file_id))


@router.patch(ONE, operation_id="updateFileIngestion", permission=INTERNAL, errors=[*NOT_FOUND, (409, "FILE_INGESTION_DELETED")])
def update(file_id: FileIdPath, body: Annotated[records.PatchFileIngestion, Body()]) -> One[records.FileIngestionRecord]:
    """An outside worker's outcome: ``status`` INGESTED or ERROR, and/or a new ``blobPath``."""
    return One(data=records_service.update(body.organizationId, file_id, body.status, body.blobPath))


@router.delete(ONE, operation_id="deleteFileIngestion", permission=INTERNAL, errors=NOT_FOUND)
def delete(file_id: FileIdPath, organization_id: OrganizationId) -> One[records.FileIngestionRecord]:
    """Mark a record DELETED: it stays listed (``status=DELETED``) and is no longer reprocessed."""
    return One(data=records_service.delete(organization_id, file_id))


@router.post(
    f"{ONE}/reprocess", operation_id="reprocessFileIngestion", permission=INTERNAL, status=202,
    errors=[*NOT_FOUND, (409, "FILE_INGESTION_DELETED"), (409, "FILE_NOT_STORED")],
)  # fmt: skip
def reprocess(file_id: FileIdPath, body: Annotated[records.OrganizationOnly, Body()]) -> One[records.FileIngestionRecord]:
    """Load the stored file again (after an ingestion spec was added, for example): 202 with the
    record (``reprocessRequestedAt`` set); the worker's attempt then shows in ``attempts``,
    ``status``, ``stats`` and ``error``. The facts of the first load are replaced, not doubled."""
    return One(data=records_service.reprocess(body.organizationId, file_id))


@retailer.get("/api/file-ingestions", operation_id="listOwnFileIngestions", permission=VIEW)
def list_own(
    page: Page = 1, page_size: PageSize = 20, status: StatusFilter = None, file_type: FileTypeFilter = None
) -> PageOf[records.FileIngestionRecord]:
    """The caller's organization's files, newest first, with their status, load statistics and
    rejection reasons: ``{success, data, page, pageSize, total}``."""
    organization_id = current_identity(retailer).organization_id
    found = records_service.list_records(organization_id, (page - 1) * page_size, page_size, status, file_type)
    return PageOf(data=found.rows, page=page, pageSize=page_size, total=found.total)


@retailer.get("/api/file-ingestions/{file_id}", operation_id="getOwnFileIngestion", permission=VIEW, errors=NOT_FOUND)
def get_own(file_id: FileIdPath) -> One[records.FileIngestionRecord]:
    """One of the organization's files (404 NOT_FOUND for another organization's)."""
    return One(data=records_service.get_record(current_identity(retailer).organization_id, file_id))
